import type { TurnState } from "@d20/core";

/** An input a person entered: where it sits in the inputs, and whether undo may take it back. */
export interface Entered {
  readonly index: number;
  readonly rolled: boolean;
  readonly round: number;
  readonly actor: string | undefined;
}

/**
 * Why the person's last input cannot be undone now, or undefined when it can: it must be the
 * last input of all, made in the turn still under way, and have rolled no dice (the dice are
 * keyed, but a roll once seen is not taken back); a fight stored as it goes cannot be rewritten.
 */
export function whyNoUndo(
  last: Entered | undefined,
  inputs: number,
  turn: TurnState | undefined,
  canRewrite: boolean,
): string | undefined {
  if (last === undefined || last.index !== inputs - 1) return "nothing to undo in this turn";
  if (turn === undefined || turn.actor !== last.actor || turn.round !== last.round)
    return "nothing to undo in this turn";
  if (last.rolled) return "cannot undo: that declaration rolled dice";
  if (!canRewrite)
    return "cannot undo: the fight is stored as it goes, and a stored stream only grows";
  return undefined;
}
