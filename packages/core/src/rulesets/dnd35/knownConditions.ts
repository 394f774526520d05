import { MODIFIER_CONDITIONS } from "./combatModifiers.ts";
import { CONDITION } from "./conditions.ts";

/**
 * Every condition name the dnd35 ruleset gives an effect to: its own (conditions.ts) and the rows
 * of the modifier tables (seed 000 表：攻击检定修正, 表：防御等级修正), sorted. A name outside it
 * would be a word with no effect, so the GM, a spell and a scenario may name only these (rule
 * `dnd35.knownConditions`).
 */
export const KNOWN_CONDITIONS: readonly string[] = [
  ...new Set([...Object.values(CONDITION), ...MODIFIER_CONDITIONS]),
]
  // Holding the charge is always named after the spell held, a pin's silence after the pinner
  // (see `PARAMETERISED`).
  .filter((n) => n !== CONDITION.holdingCharge && n !== CONDITION.silencedBy)
  .sort();

/**
 * Names the ruleset builds from a spell, an action or a creature (`holdingCharge:<spell>`, seed
 * 000 暂不散发; `fullRoundStarted:<action>`, seed 000 开始/完成整轮动作; `silencedBy:<pinner>`,
 * 当你压制住擒抱对手的时候): known with any suffix.
 */
export const PARAMETERISED = [
  `${CONDITION.holdingCharge}:`,
  "fullRoundStarted:",
  `${CONDITION.silencedBy}:`,
] as const;

/** True when the ruleset knows the condition `name` (see `KNOWN_CONDITIONS`). */
export function isKnownCondition(name: unknown): name is string {
  if (typeof name !== "string") return false;
  if (KNOWN_CONDITIONS.includes(name)) return true;
  return PARAMETERISED.some((p) => name.startsWith(p) && name.length > p.length);
}
