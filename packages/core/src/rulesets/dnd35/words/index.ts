import type { Message } from "../../../words/message.ts";
import type { RulesetWords } from "../../../words/rulesetWords.ts";
import type { ThreeXInput } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { vitalWord } from "../injury/index.ts";
import { awaitingMessage, questionMessage } from "./awaiting.ts";
import { dnd35Columns } from "./columns.ts";
import { inputMessage } from "./declarations.ts";
import { en } from "./en.ts";
import { knows } from "./knows.ts";
import { legalChoices } from "./menu/choices.ts";
import { dnd35Commands } from "./menu/typed.ts";
import { warningMessage } from "./menu/warnings.ts";
import { spentMessage } from "./spent.ts";
import { tell } from "./tell.ts";
import { zh } from "./zh/index.ts";

// A message is only dnd35's when its catalogue has words for it; else the caller's plain words.
const known = (m: Message): Message | undefined => (knows(m) ? m : undefined);

/**
 * How dnd35's events, declarations, menu and state view read, in English and Chinese. Its words read
 * dnd35's own events and inputs: the shared CLI hands them only those of dnd35 fights (the
 * trusted widening of `asEngineRuleset`).
 */
export const dnd35Words: RulesetWords = {
  catalogues: { en, zh },
  tell: tell as unknown as RulesetWords["tell"],
  input: (input) => known(inputMessage(input as ThreeXInput)),
  awaiting: (awaiting) => known(awaitingMessage(awaiting)),
  question: questionMessage as unknown as RulesetWords["question"],
  choices: legalChoices as unknown as RulesetWords["choices"],
  warning: warningMessage,
  spent: spentMessage,
  commands: dnd35Commands,
  columns: dnd35Columns,
  vital: (state, id) => vitalWord((state as ThreeXState).combatants[id]!.vitals),
  hpNote(state, id) {
    const nl = (state as ThreeXState).combatants[id]!.vitals.nonlethal;
    return nl > 0 ? `(${nl} nl)` : undefined;
  },
};
