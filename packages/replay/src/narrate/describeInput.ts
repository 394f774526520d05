import { type Input, isGmInput, type Language, plainValue, type RulesetWords } from "@d20/core";
import { ask, say, wordsOf } from "./words.ts";

/**
 * An input with its author in the ruleset's words (`战士-1 declares Attack → 地精-1`,
 * `GM: EndFight — reason`); a declaration no ruleset describes in plain words, every field.
 */
export function describeInput(input: Input, rulesetId?: string, lang: Language = "en"): string {
  return describeInputIn(input, wordsOf(rulesetId), lang);
}

/** `describeInput` with the words already chosen (the narrator's), in `lang`. */
export function describeInputIn(
  input: Input,
  words: readonly RulesetWords[],
  lang: Language = "en",
): string {
  const told = ask(words, (w) => w.input(input));
  if (told !== undefined) return say(told.answer, told.words, lang);
  if (isGmInput(input)) return `GM: ${plainValue(input.decl)}`;
  return `${input.by} declares ${plainValue(input.decl)}`;
}
