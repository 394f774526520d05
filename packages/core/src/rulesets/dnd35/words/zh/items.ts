import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatTerms } from "../../../../words/format.ts";
import type { itemTexts as english } from "../items.ts";

/** dnd35's Chinese texts of the Heal check and of an aid on a skill (the English: ../items.ts). */
export const itemTexts = {
  "dnd35:event.HealCheckRolled": (d) =>
    `${d.healer}为稳定${d.target}的伤势进行医疗检定：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total}，对抗DC ${d.dc}：${d.success ? "成功" : "失败"}`,
  "dnd35:event.SkillAidRolled": (d) =>
    `${d.aider}协助${d.ally}的${d.skill}检定：d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total}，对抗DC ${d.dc}：${d.success ? `成功——${d.ally}下一次${d.skill}检定+2` : "失败"}`,
} satisfies CatalogueLike<typeof english>;
