import type { RuleEntry } from "../../rules/ruleSource.ts";
import { componentsRules } from "./ruleTexts/components.ts";
import { gearRules } from "./ruleTexts/gear.ts";
import { injuryRules } from "./ruleTexts/injury.ts";
import { interruptsRules } from "./ruleTexts/interrupts.ts";
import { mountedRules } from "./ruleTexts/mounted.ts";
import { movementRules } from "./ruleTexts/movement.ts";
import { specialRules } from "./ruleTexts/special.ts";
import { turnsRules } from "./ruleTexts/turns.ts";

/**
 * Every rule id the dnd35 ruleset cites, with its section of seed 000 and the sentence of it that
 * states the rule, quoted verbatim (or, marked `srd`, the 3.5 SRD text the seeds rely on without
 * spelling out: not stored here, so never quoted). Explanations and test names cite these.
 */
export const dnd35Rules = {
  ...turnsRules,
  ...injuryRules,
  ...movementRules,
  ...interruptsRules,
  ...gearRules,
  ...specialRules,
  ...componentsRules,
  ...mountedRules,
} as const satisfies Record<string, RuleEntry>;

/** A rule id of the dnd35 ruleset. */
export type Dnd35RuleId = keyof typeof dnd35Rules;
