import type { AssumedAnswer, CombatantInput, CombatState, Ruleset } from "@d20/core";
import type { TableStep } from "./lines.ts";

/** The table's default for a window its notes do not answer (FORMAT.md, "Windows"). */
export const TABLE_DEFAULT = "decline";

/**
 * The answer the table's default gives before `step`, or undefined when none is owed: when the
 * engine asks a creature in an interrupt window (an attack of opportunity, a readied action, a
 * delayer's step-in) and the next written input is not that creature's answer, the notes let the
 * window pass — a table writes down the attacks of opportunity it took, not the ones it let go.
 * The answer is the ruleset's decline, marked `assumed` so that the audit lists it; it is
 * written at the line of the input that follows, and rolls no dice.
 */
export function assumedAnswer(
  state: CombatState,
  ruleset: Ruleset,
  step: TableStep,
): { readonly step: TableStep; readonly assumed: AssumedAnswer } | undefined {
  const owed = declineOwed(state, ruleset);
  if (owed === undefined) return undefined;
  const written = step.input;
  if (written.by === owed.input.by && ruleset.answerKinds.has(written.decl.kind)) return undefined;
  return { step: { at: step.at, input: owed.input, rolls: [], claims: [] }, assumed: owed.assumed };
}

/**
 * The table's default answer to the window the engine asks in now, if it asks in one: the
 * ruleset's decline, marked `assumed`. Also owed in the middle of an input, when the dice
 * written for it go on past a window its notes do not answer (a trip that provokes, then its
 * touch attack).
 */
export function declineOwed(
  state: CombatState,
  ruleset: Ruleset,
): { readonly input: CombatantInput; readonly assumed: AssumedAnswer } | undefined {
  const awaiting = state.awaiting;
  if (awaiting.kind !== "declaration" || awaiting.window === undefined) return undefined;
  const decline = ruleset.windowAnswers?.decline;
  if (decline === undefined) return undefined;
  const { kind, provoker } = awaiting.window;
  const assumed = { window: kind, provoker, default: TABLE_DEFAULT };
  return { input: { by: awaiting.actor, decl: decline, assumed }, assumed };
}
