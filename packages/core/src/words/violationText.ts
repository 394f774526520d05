import type { RuleViolation } from "../engine/violation.ts";
import type { Language } from "./catalogue.ts";
import { catalogueIn } from "./language.ts";
import { plainMessage } from "./plain.ts";
import { renderMessage } from "./render.ts";
import type { RulesetWords } from "./rulesetWords.ts";

/**
 * A violation's words in `lang` (English by default) of the ruleset that refused (plain words
 * without one): the one place a refusal becomes text, when it is shown, never when it is built.
 */
export function violationText(
  v: RuleViolation,
  words: RulesetWords | undefined,
  lang: Language = "en",
): string {
  return words === undefined
    ? plainMessage(v.says)
    : renderMessage(v.says, catalogueIn(words.catalogues, lang));
}
