import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../../words/format.ts";
import { KNOWN_CONDITIONS, PARAMETERISED } from "../../../knownConditions.ts";
import type { gmViolationTexts as english } from "../../violations/gm.ts";

// The known conditions, as the English lists them (../../violations/knownConditions.ts).
function knownConditionsText(): string {
  const names = KNOWN_CONDITIONS.map((n) => `"${n}"`).join("、");
  return `${names}，或${PARAMETERISED.map((p) => `"${p}<name>"`).join("、")}`;
}

/** dnd35's Chinese refusals of a GM declaration (the English: ../../violations/gm.ts). */
export const gmViolationTexts = {
  "dnd35:violation.unknownDeclaration.gm": (p) => `没有“${p.kind}”这种GM宣告`,
  "dnd35:violation.noReason": () => "GM的裁定需要说明理由",
  "dnd35:violation.badAmount": () => "amount必须是≥ 1的整数",
  "dnd35:violation.dead": (p) => `${p.target}已经死亡`,
  "dnd35:violation.duplicate": (p) => `“${p.id}”已经在战斗中`,
  "dnd35:violation.unknownCondition.gm": (p) =>
    `dnd35中没有状态“${p.condition}”；已知的状态为${knownConditionsText()}`,
  "dnd35:violation.pastAnchor": (p) => `“第${p.round}轮先攻值${p.count}之前”已经过去`,
  "dnd35:violation.noSuchSide": (p) => `此战斗中没有阵营“${p.side}”`,
  "dnd35:violation.noSuchEvent": (p) => `还没有事件${p.seq}`,
  "dnd35:violation.notInOrder": (p) => `${p.id}不在先攻顺序中（它尚未投先攻，或正在延迟）`,
  "dnd35:violation.sameCreature": (p) => `${p.id}不能排在自己之前`,
  "dnd35:violation.actingNow": (p) => `${p.id}正在行动：在其回合内，它在先攻顺序中的位置不能移动`,
  "dnd35:violation.offMap": (p) => `方格${sq(p.square)}在地图之外`,
  "dnd35:violation.blockedTerrain": (p) => `${sq(p.square)}：墙壁或坑洞`,
  "dnd35:violation.occupied": (p) => `方格${sq(p.square)}已被${p.id}占据`,
} satisfies CatalogueLike<typeof english>;
