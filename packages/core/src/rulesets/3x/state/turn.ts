import type { TurnState } from "../../../engine/state.ts";
import type { Restriction } from "../log/facts.ts";

/**
 * What the current turn of a 3.x fight has spent (seed 000 动作类型). A resumed turn (after a
 * delay) allows no second delay and refreshes no allowance.
 */
export interface ThreeXTurn extends TurnState {
  readonly restriction: Restriction | undefined;
  standardUsed: boolean;
  moveUsed: boolean;
  fullRoundUsed: boolean;
  fiveFootStepUsed: boolean;
  /** Moved by anything other than a 5-foot step this turn. */
  moved: boolean;
  /** Attacks left in a full attack: indexes into the attacker's full-attack slots. */
  fullAttackNext: number | undefined;
  /** Any action spent yet (a restricted turn allows just one). */
  actionsTaken: number;
}
