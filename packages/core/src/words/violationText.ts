import type { RuleViolation } from "../engine/violation.ts";
import { plainMessage } from "./plain.ts";
import { renderMessage } from "./render.ts";
import type { RulesetWords } from "./rulesetWords.ts";

/**
 * A violation's words in the English of the ruleset that refused (plain words without one):
 * the one place a refusal becomes text, when it is shown, never when it is built.
 */
export function violationText(v: RuleViolation, words: RulesetWords | undefined): string {
  return words === undefined ? plainMessage(v.says) : renderMessage(v.says, words.catalogues.en);
}
