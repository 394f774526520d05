import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatTerms } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { spellTexts as english } from "../spells.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** "材料", "法器" or "材料和法器". */
function componentWords(components: readonly ("M" | "F")[]): string {
  return components.map((c) => (c === "M" ? "材料" : "法器")).join("和");
}

/** dnd35's Chinese texts of spells (the English: ../spells.ts). */
export const spellTexts = {
  "dnd35:event.ConcentrationRolled": (d: Data<"ConcentrationRolled">) =>
    `${d.caster}专注检定（${d.spell}）：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} 对 DC ${d.dc}（${formatTerms(d.dcBreakdown)}）：${d.success ? "成功" : "失败"}`,
  "dnd35:event.CastingStarted": (d: Data<"CastingStarted">) =>
    `${d.caster}开始施放${d.spell}${d.target === undefined ? "" : `，目标${d.target}`}（在${d.caster}的下一个回合前生效）`,
  "dnd35:event.CastingCompleted": (d: Data<"CastingCompleted">) =>
    `${d.caster}完成施放${d.spell}${d.target === undefined ? "" : `，目标${d.target}`}${d.damageTaken > 0 ? `（期间受到${d.damageTaken}点伤害）` : ""}`,
  "dnd35:event.CounterspellAttempted": (d: Data<"CounterspellAttempted">) => {
    const result = d.countered ? "反制成功" : d.identified ? "已辨识，未能反制" : "未能辨识";
    return `${d.by}尝试反制${d.caster}的${d.spell}：辨识法术 d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} 对 DC ${d.dc}：${result}`;
  },
  "dnd35:event.SpellCast": (d: Data<"SpellCast">) =>
    `${d.caster}施放${d.spell}${d.targets.length === 0 ? "" : `，目标${d.targets.join("、")}`}`,
  "dnd35:event.SpellLost": (d: Data<"SpellLost">) => `${d.caster}失去了${d.spell}：${d.reason}`,
  "dnd35:event.ComponentsChanged": (d: Data<"ComponentsChanged">) =>
    d.change === "retrieved"
      ? `${d.caster}从施法材料包中取出${d.spell}的${componentWords(d.components)}拿在手中`
      : `${d.caster}耗用了手中${d.spell}的${componentWords(d.components)}`,
} satisfies CatalogueLike<typeof english>;
