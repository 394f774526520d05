import {
  catalogueIn,
  type Language,
  type Message,
  plainMessage,
  type RulesetWords,
  type RuleViolation,
  renderMessage,
  rulesets,
  violationText,
} from "@d20/core";

/**
 * The words to ask: the named ruleset's; none for a ruleset this engine does not know (its
 * events are told in plain words); every registered ruleset's in turn when none is named (a
 * slice of a log told without its header).
 */
export function wordsOf(rulesetId: string | undefined): readonly RulesetWords[] {
  if (rulesetId === undefined) return Object.values(rulesets).map((r) => r.words);
  const named = rulesets[rulesetId];
  return named === undefined ? [] : [named.words];
}

/** The first answer any of `words` gives, or undefined. */
export function ask<T>(
  words: readonly RulesetWords[],
  question: (w: RulesetWords) => T | undefined,
): { readonly answer: T; readonly words: RulesetWords } | undefined {
  for (const w of words) {
    const answer = question(w);
    if (answer !== undefined) return { answer, words: w };
  }
  return undefined;
}

/**
 * A message in `lang` (English by default) of the ruleset that made it (plain words without a
 * ruleset; its English where it has no catalogue in `lang`).
 */
export function say(
  message: Message,
  words: RulesetWords | undefined,
  lang: Language = "en",
): string {
  return words === undefined
    ? plainMessage(message)
    : renderMessage(message, catalogueIn(words.catalogues, lang));
}

/**
 * A refusal in `lang` (English by default) of the named ruleset; with none named, of the first
 * registered ruleset whose catalogue has its words (plain words when none has).
 */
export function sayRefusal(
  v: RuleViolation,
  rulesetId: string | undefined,
  lang: Language = "en",
): string {
  const words = wordsOf(rulesetId).find((w) => w.catalogues.en[v.says.id] !== undefined);
  return violationText(v, words ?? wordsOf(rulesetId)[0], lang);
}
