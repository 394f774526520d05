import type { ThreeXTurn } from "../../3x/state/index.ts";

/**
 * What the turn's budget still allows, read straight off the turn state so that a policy does
 * not build (and the rules do not check) candidates that cannot be legal — the end of a full
 * attack, say, used to price a charge and a walk before ending the turn. Only a shortlist:
 * every candidate kept is still checked by the rules.
 */
export interface TurnOptions {
  readonly fullRound: boolean;
  /** A charge: the whole turn, or a restricted turn's single action. */
  readonly charge: boolean;
  readonly attack: boolean;
  readonly move: boolean;
}

/** The options left in `turn`. */
export function turnOptions(turn: ThreeXTurn | undefined): TurnOptions {
  if (turn === undefined) return { fullRound: false, charge: false, attack: false, move: false };
  const untouched = !turn.standardUsed && !turn.moveUsed && !turn.fullRoundUsed && !turn.moved;
  return {
    fullRound: untouched && turn.restriction === undefined,
    charge: untouched && !turn.fiveFootStepUsed,
    attack: turn.fullAttackNext !== undefined || (!turn.standardUsed && !turn.fullRoundUsed),
    move: !turn.fullRoundUsed && !(turn.moveUsed && turn.standardUsed) && !turn.fiveFootStepUsed,
  };
}
