import type { RulesetWords } from "../../../words/rulesetWords.ts";
import { awaitingMessage, questionMessage } from "./awaiting.ts";
import { dnd35Columns } from "./columns.ts";
import { inputMessage } from "./declarations.ts";
import { en } from "./en.ts";
import { legalChoices } from "./menu/choices.ts";
import { tell } from "./tell.ts";

// A message is only dnd35's when its catalogue has words for it; else the caller's plain words.
const known = <M extends { readonly id: string }>(m: M): M | undefined =>
  en[m.id] === undefined ? undefined : m;

/** How dnd35's events, declarations, menu and state view read (English now). */
export const dnd35Words: RulesetWords = {
  catalogues: { en },
  tell,
  input: (input) => {
    const m = inputMessage(input);
    return known(m.params.decl as { id: string }) === undefined ? undefined : m;
  },
  awaiting: (awaiting) => known(awaitingMessage(awaiting)),
  question: questionMessage,
  choices: legalChoices,
  columns: dnd35Columns,
};
