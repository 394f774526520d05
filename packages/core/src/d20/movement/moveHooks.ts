import type { EngineContext } from "../../engine/context.ts";
import type { CombatState } from "../../engine/state.ts";
import type { FightEventMap, FightEventType } from "../../log/fightEvent.ts";
import type { CombatantId } from "../../model/ids.ts";
import type { CombatantOf } from "../windows/index.ts";
import type { MoveFrame } from "./moveFrame.ts";

/** One point of a walk where a window may open: its kind, the rule it cites, who it asks. */
export interface Provocation<S extends CombatState, F extends MoveFrame> {
  /** The window kind it opens. */
  readonly window: string;
  /** The rule its `WindowOpened` cites. */
  readonly rule: string;
  /** Who the window asks at step `k`, in asking order (empty: no window there). */
  candidates(state: S, frame: F, k: number): CombatantId[];
}

/**
 * A fact a step sets off by itself, with no one to ask (a turning its turner's approach breaks,
 * say): the walk stops on that step, emits it, and goes on.
 */
export interface Arrival<S extends CombatState, F extends MoveFrame> {
  /** The type of the facts it emits: the frame walks on after each. */
  readonly fact: FightEventType;
  /** Whether any step of this move may set one off: a cheap test, made before any `due`. */
  watching(state: S, frame: F): boolean;
  /** Whether arriving by step `k` sets one off. */
  due(state: S, frame: F, k: number): boolean;
  /** Emits one fact for arriving by step `frame.walked` (asked again while `due`). */
  emit(ctx: EngineContext<S, FightEventMap>, frame: F): void;
}

/**
 * What an edition hands the move skeleton: what provokes where, the price of a stretch, the
 * minimum move, and what "fallen" means. `onLeave`'s window kind must differ from the others':
 * the frame tells the windows apart by it.
 */
export interface MoveHooks<S extends CombatState, F extends MoveFrame> {
  /** Windows before the first step (readied actions set off by a creature starting to move, say). */
  readonly onStart: Provocation<S, F>;
  /** Windows on leaving the square the mover stands on before step `k` (attacks of opportunity, say). */
  readonly onLeave: Provocation<S, F>;
  /** Windows on arriving by step `k` (readied actions whose trigger is that step, say). */
  readonly onEnter: Provocation<S, F>;
  /** Facts on arriving by step `k`, before its windows (none if absent). */
  readonly onArrive?: Arrival<S, F>;
  /** What its windows name as the trigger (say, "charge" or "move"). */
  triggerOf(frame: F): string;
  /** Feet walking `path[walked..to)` costs, the path priced from its start (the cost model). */
  stretchFeet(state: S, frame: F, to: number): number;
  /** The feet a minimum move counts, whatever the squares cost. */
  readonly minimumFeet: number;
  /** Whether the mover is out of the fight: it stops where it stands. */
  fallen(c: CombatantOf<S>): boolean;
}
