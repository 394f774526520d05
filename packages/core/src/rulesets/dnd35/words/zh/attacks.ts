import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare, formatTerms } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import { againstTouchAc, type attackTexts as english } from "../attacks.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** What an attack roll was made at: its target, or the grid intersection thrown at. */
function attacked(d: Data<"AttackResolved">): string {
  return d.at === undefined ? `${d.target}` : `方格线交叉点${formatSquare(d.at)}`;
}

/** `接触AC` for a roll the rules make against touch AC, else `AC`. */
function acWord(d: Data<"AttackResolved">): string {
  return againstTouchAc(d) ? "接触AC" : "AC";
}

const SAVES: Readonly<Record<Data<"SaveRolled">["save"], string>> = {
  fort: "强韧",
  ref: "反射",
  will: "意志",
};

/** dnd35's Chinese texts of attacks, damage and saves (the English: ../attacks.ts). */
export const attackTexts = {
  "dnd35:event.AttackResolved": (d: Data<"AttackResolved">) => {
    const which =
      d.fullAttack === undefined ? "" : ` [第${d.fullAttack.slot + 1}/${d.fullAttack.of}次攻击]`;
    return `${d.attacker}用${d.weapon}攻击${attacked(d)}${which}，${d.hit ? "命中" : "未命中"}：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} 对 ${acWord(d)} ${d.acTotal}（${formatTerms(d.ac)}）`;
  },
  "dnd35:event.AttackResolved.stray": (d: Data<"AttackResolved">) => {
    const s = d.stray!;
    const to = s.aimedAt === d.target ? `仍打在${d.target}身上` : `改为打中${d.target}`;
    return s.among !== undefined
      ? `瞄准${s.aimedAt}，攻入${s.among.join("、")}的擒抱：${s.die} ${s.roll} → ${to}`
      : `冲撞中瞄准${s.aimedAt}，有${s.percent}%的几率打中另一方：d% ${s.roll} → ${to}`;
  },
  "dnd35:event.AttackResolved.threat": (d: Data<"AttackResolved">) => {
    const confirm =
      d.confirmTotal === undefined ? "" : `：确认 d20 ${d.confirmNatural} → ${d.confirmTotal}`;
    return `重击威胁${confirm}${d.critical ? " —— 重击！" : " —— 未确认"}`;
  },
  "dnd35:event.AttackResolved.missChance": (m: NonNullable<Data<"AttackResolved">["missChance"]>) =>
    `失手几率${m.percent}%：d% ${m.roll}`,
  "dnd35:event.DamageDealt": (d: Data<"DamageDealt">) =>
    `对${d.target}造成${d.amount}点${d.nonlethal ? "非致命" : ""}伤害（${formatTerms(d.breakdown)}）`,
  "dnd35:event.SaveRolled": (d: Data<"SaveRolled">) =>
    `${d.target}的${SAVES[d.save]}豁免：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} 对 DC ${d.dc}：${d.success ? "成功" : "失败"}`,
} satisfies CatalogueLike<typeof english>;
