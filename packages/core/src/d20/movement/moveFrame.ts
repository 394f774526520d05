import type { CombatState, Frame } from "../../engine/state.ts";
import type { CombatantId, Square } from "../../model/ids.ts";

/**
 * A move walked square by square, so that it can be interrupted: at each point of the path the
 * edition's hooks (`MoveHooks`) say whether a window opens — on starting, on leaving a square, on
 * entering one — and between those points the walk is one `Moved` fact. `M` is the edition's
 * movement modes; an edition's move frame extends this with its own terms.
 */
export interface MoveFrame<M extends string = string> extends Frame {
  readonly kind: "move";
  readonly actor: CombatantId;
  readonly path: readonly Square[];
  readonly mode: M;
  readonly rule: string;
  readonly from: Square;
  /** The minimum move: the edition's minimum whatever the squares cost. */
  readonly minimum: boolean;
  /** Squares of `path` walked so far. */
  walked: number;
  /** Those offered a window on leaving a square already: one each per move. */
  provoked: CombatantId[];
  /** The step (count of squares walked) whose entering windows were offered already. */
  enteredAt: number;
  /** Whether the windows on starting to move were offered already. */
  startOffered: boolean;
}

/** The shared part of a move frame for a walk from where the actor stands. */
export function moveFrameOf<M extends string>(
  state: CombatState,
  m: {
    readonly actor: CombatantId;
    readonly path: readonly Square[];
    readonly mode: M;
    readonly rule: string;
    readonly cause: number;
    readonly minimum?: boolean;
  },
): MoveFrame<M> {
  return {
    kind: "move",
    phase: "walk",
    cause: m.cause,
    actor: m.actor,
    path: m.path,
    mode: m.mode,
    rule: m.rule,
    from: state.combatants[m.actor]!.position,
    minimum: m.minimum === true,
    walked: 0,
    provoked: [],
    enteredAt: 0,
    startOffered: false,
  };
}

/** The position before step `k` (0: where the move started). */
export function positionBefore(f: MoveFrame, k: number): Square {
  return k === 0 ? f.from : f.path[k - 1]!;
}
