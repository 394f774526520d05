import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../../words/format.ts";
import { KNOWN_CONDITIONS, PARAMETERISED } from "../../../knownConditions.ts";
import type { headerViolationTexts as english } from "../../violations/header.ts";

// The known conditions, as the English lists them (../../violations/knownConditions.ts).
function knownConditionsText(): string {
  const names = KNOWN_CONDITIONS.map((n) => `"${n}"`).join("、");
  return `${names}，或${PARAMETERISED.map((p) => `"${p}<name>"`).join("、")}`;
}

/** dnd35's Chinese refusals of a header: its ruleset, roster and map (the English: ../../violations/header.ts). */
export const headerViolationTexts = {
  "dnd35:violation.unknownCondition.roster": (p) =>
    `${p.at}.spells[${p.i}].effect.condition：dnd35中没有状态“${p.condition}”；已知的状态为${knownConditionsText()}`,
  "dnd35:violation.badMap.mapSide": (p) =>
    `map.${p.side}：最多只能是${p.limit}格（地图大小的上限），实际为${p.n}`,
  "dnd35:violation.badMap.terrainCount": (p) =>
    `map.terrain：列出了${p.count}个地形要素，超过了上限${p.limit}`,
  "dnd35:violation.badMap.terrainKind": (p) =>
    `map.terrain[${p.i}]：未知的种类“${p.kind}”（应为${p.kinds.join("、")}之一）`,
  "dnd35:violation.badRoster.offMap": (p) =>
    `roster[${p.i}].position：位于${sq(p.square)}的${p.size}生物放不进${p.width}×${p.height}的地图`,
  "dnd35:violation.badRoster.blocked": (p) =>
    `roster[${p.i}].position：位于${sq(p.square)}的${p.size}生物站在墙壁或坑洞上`,
  "dnd35:violation.badRoster.field": (p, render) => `${p.field}：${render(p.reason)}`,
  "dnd35:violation.badMap.shape": (p) => p.reason,
  // What is wrong with a roster field (the field is named by `badRoster.field`).
  "dnd35:violation.roster.empty": () => "必须至少列出一名战斗者",
  "dnd35:violation.roster.tooMany": (p) => `列出了${p.count}名战斗者，超过了上限${p.limit}`,
  "dnd35:violation.roster.idTwice": (p) => `“${p.id}”被使用了两次`,
  "dnd35:violation.roster.notObject": () => "必须是一个对象",
  "dnd35:violation.roster.badId": () => "必须是非空的名字，不含'/'和空格，且不能是\"gm\"",
  "dnd35:violation.roster.noSide": () => "必须指明阵营",
  "dnd35:violation.roster.badSize": (p) => `必须是${p.sizes.join("、")}之一`,
  "dnd35:violation.roster.atLeastOne": () => "必须是≥ 1的整数",
  "dnd35:violation.roster.turning": () =>
    '必须是{ "kind": "turn" | "rebuke", "level": ≥ 1, "perDay"?: ≥ 0, "paladin"?, "types"? }',
  "dnd35:violation.roster.intScore": () => "必须是≥ 1的整数，或者为0表示没有智力值（无心智的生物）",
  "dnd35:violation.roster.atLeastZero": () => "必须是≥ 0的整数",
  "dnd35:violation.roster.overLimit": (p) => `最多只能是${p.limit}（此字段的上限）`,
  "dnd35:violation.roster.hpOverMax": () => "必须是≤ maxHp的整数",
  "dnd35:violation.roster.hpUnderLimit": (p) => `至少必须是−${p.limit}（生命值的下限）`,
  "dnd35:violation.roster.notBoolean": () => "必须是true或false",
  "dnd35:violation.roster.creatureType": (p) => `必须是${p.types}之一`,
  "dnd35:violation.roster.stableHp": () => "只有开始时生命值在−1到−9之间的生物才能处于稳定状态",
  "dnd35:violation.roster.speedStep": () => "必须是5尺的倍数",
  "dnd35:violation.roster.position": () => "必须是{x, y}整数",
  "dnd35:violation.roster.notList": () => "必须是一个列表",
  "dnd35:violation.roster.tooManyItems": (p) => `列出了${p.count}项，超过了上限${p.limit}`,
  "dnd35:violation.roster.holdsId": (p) => `“${p.id}”不是它的武器或物品之一`,
  "dnd35:violation.roster.holdsTwoHanded": (p) => `${p.weapon}是双手武器：不能再拿其他东西`,
  "dnd35:violation.roster.holdsShieldValue": () => '必须是"ready"或"carried"',
  "dnd35:violation.roster.holdsNoShield": () => "它没有携带盾牌",
  "dnd35:violation.roster.holdsShieldHand": () =>
    '绑在臂上的盾牌会占用副手（只有圆盾buckler能让副手空出来）：请写"carried"',
  "dnd35:violation.roster.offHand": (p) => `没有携带名为“${p.weapon}”的武器`,
  "dnd35:violation.roster.gearId": () => "必须是非空的名字",
  "dnd35:violation.roster.between": (p) => `必须是${p.min}到${p.max}之间的整数`,
  "dnd35:violation.roster.oneOf": (p) => `必须是${p.values}之一`,
  "dnd35:violation.roster.dice": (p) => `不是骰子表达式：${p.problem}`,
  "dnd35:violation.roster.controlCharacter": (p) => `含有控制字符${p.character}`,
  "dnd35:violation.wrongRuleset": (p) => `规则集是${p.ruleset}`,
} satisfies CatalogueLike<typeof english>;
