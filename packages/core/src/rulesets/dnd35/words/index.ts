import type { Message } from "../../../words/message.ts";
import type { RulesetWords } from "../../../words/rulesetWords.ts";
import { awaitingMessage, questionMessage } from "./awaiting.ts";
import { dnd35Columns } from "./columns.ts";
import { inputMessage } from "./declarations.ts";
import { en } from "./en.ts";
import { knows } from "./knows.ts";
import { legalChoices } from "./menu/choices.ts";
import { dnd35Commands } from "./menu/typed.ts";
import { spentMessage } from "./spent.ts";
import { tell } from "./tell.ts";

// A message is only dnd35's when its catalogue has words for it; else the caller's plain words.
const known = (m: Message): Message | undefined => (knows(m) ? m : undefined);

/** How dnd35's events, declarations, menu and state view read (English now). */
export const dnd35Words: RulesetWords = {
  catalogues: { en },
  tell,
  input: (input) => known(inputMessage(input)),
  awaiting: (awaiting) => known(awaitingMessage(awaiting)),
  question: questionMessage,
  choices: legalChoices,
  spent: spentMessage,
  commands: dnd35Commands,
  columns: dnd35Columns,
};
