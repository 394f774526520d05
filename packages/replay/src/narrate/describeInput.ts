import { type Input, isGmInput, plainValue, type RulesetWords } from "@d20/core";
import { ask, say, wordsOf } from "./words.ts";

/**
 * An input with its author in the ruleset's words (`战士-1 declares Attack → 地精-1`,
 * `GM: EndFight — reason`); a declaration no ruleset describes in plain words, every field.
 */
export function describeInput(input: Input, rulesetId?: string): string {
  return describeInputIn(input, wordsOf(rulesetId));
}

/** `describeInput` with the words already chosen (the narrator's). */
export function describeInputIn(input: Input, words: readonly RulesetWords[]): string {
  const told = ask(words, (w) => w.input(input));
  if (told !== undefined) return say(told.answer, told.words);
  if (isGmInput(input)) return `GM: ${plainValue(input.decl)}`;
  return `${input.by} declares ${plainValue(input.decl)}`;
}
