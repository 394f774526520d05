import type { AssumedAnswer, CombatState, Ruleset } from "@d20/core";
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
  const awaiting = state.awaiting;
  if (awaiting.kind !== "declaration" || awaiting.window === undefined) return undefined;
  const decline = ruleset.windowAnswers?.decline;
  if (decline === undefined) return undefined;
  const written = step.input;
  if (written.by === awaiting.actor && ruleset.answerKinds.has(written.decl.kind)) return undefined;
  const { kind, provoker } = awaiting.window;
  const assumed = { window: kind, provoker, default: TABLE_DEFAULT };
  const input = { by: awaiting.actor, decl: decline, assumed };
  return { step: { at: step.at, input, rolls: [], claims: [] }, assumed };
}
