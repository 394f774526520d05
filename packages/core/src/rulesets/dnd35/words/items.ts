import { formatTerms } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** Stabilizing a dying creature (seed 000 稳定角色伤势和恢复): the Heal check; an aid on a skill. */
export const itemTellers: Tellers = {
  HealCheckRolled: (d) => fact("HealCheckRolled", d),
  SkillAidRolled: (d) => fact("SkillAidRolled", d),
};

/** The English texts of the Heal check, told as a concentration check is: die, terms, DC. */
export const itemTexts = {
  "dnd35:event.HealCheckRolled": (d: Data<"HealCheckRolled">) =>
    `${d.healer} Heal check to stabilize ${d.target}: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${d.success ? "success" : "failure"}`,
  "dnd35:event.SkillAidRolled": (d: Data<"SkillAidRolled">) =>
    `${d.aider} aids ${d.ally}'s ${d.skill}: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${d.success ? `success — +2 on ${d.ally}'s next ${d.skill} check` : "failure"}`,
} satisfies Texts;
