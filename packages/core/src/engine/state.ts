import type { DiceRolledData } from "@d20/events";
import type { CountAnchor } from "../log/declarations.ts";
import type { InitiativeEntry } from "../log/facts.ts";
import type { CombatantSpecCore } from "../model/combatantCore.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";
import type { VitalsCore } from "../model/vitals.ts";

/** A condition on a creature, with the initiative count it lasts until (if it expires). */
export interface ConditionState {
  readonly name: string;
  readonly until?: CountAnchor;
  readonly rule: string;
}

/**
 * What the engine itself keeps of every combatant, whatever the edition: who it is, where it
 * stands, its hit points as data and its conditions. What they *mean* (down, dying, helpless)
 * and everything else a creature carries through a fight (an edition's allowances, readied and
 * delay state) is its ruleset's part: the ruleset builds the whole object
 * (`Ruleset.state.newCombatant`) and extends this type.
 */
export interface CombatantState {
  readonly spec: CombatantSpecCore;
  position: Square;
  vitals: VitalsCore;
  conditions: ConditionState[];
  /** Rounds in which it started a turn (the law: at most one turn a round). */
  lastTurnRound: number;
}

/**
 * The turn being played, as the engine knows it: whose and which round. The budget of actions
 * it may still spend is the ruleset's (`Ruleset.state.newTurn` builds the whole object).
 */
export interface TurnState {
  readonly actor: CombatantId;
  readonly round: number;
  /** Resumed after a delay or the like (the ruleset says what that changes). */
  readonly resumed: boolean;
}

/**
 * One step of resolving an action, as plain data (no closures): the ruleset's frame kinds say
 * what each `phase` does. Because frames live in the state, the state at any `seq` plus the
 * later inputs reproduces the rest of the log.
 */
export interface Frame {
  readonly kind: string;
  phase: string;
  /** The `seq` of the event that opened the frame (the declaration), for `cause`. */
  readonly cause: number;
}

/** Whose input the engine needs next (DESIGN: The engine, `awaiting`). */
export type Awaiting =
  | { readonly kind: "begin" }
  | {
      readonly kind: "declaration";
      readonly actor: CombatantId;
      /** Set when the actor is asked in an interrupt window: it answers the window. */
      readonly window?: AwaitedWindow;
    }
  /**
   * A choice the rules leave to a creature (or its player) in the middle of a resolution: a tie,
   * an overrun's avoid-or-block. `options` are the ruleset's words for the answers it takes;
   * the ruleset's frame that asks checks the answer.
   */
  | {
      readonly kind: "choice";
      readonly actor: CombatantId;
      /** The ruleset's id for the question, e.g. `overrun.avoid`. */
      readonly question: string;
      readonly options: readonly string[];
    }
  /** The engine owes automatic steps (a frame to resolve, the next turn to start). */
  | { readonly kind: "engine" }
  | { readonly kind: "ended" };

/** The interrupt window a creature is asked in: what it may answer to. */
export interface AwaitedWindow {
  /** The seq of its `WindowOpened`. */
  readonly seq: number;
  /** The ruleset's kind of window (dnd35: "opportunity", "readied", "delay"). */
  readonly kind: string;
  readonly provoker: CombatantId;
}

/**
 * The whole combat state, rebuilt by folding `evolve` over the log. `C` and `T` are the
 * ruleset's combatant and turn (each extends the engine's part): shared code sees the defaults.
 */
export interface CombatState<
  C extends CombatantState = CombatantState,
  T extends TurnState = TurnState,
> {
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  status: "setup" | "active" | "ended";
  round: number;
  /** True while the surprise round is being played. */
  surprise: boolean;
  /** Initiative order, highest first; only those who have rolled. */
  order: InitiativeEntry[];
  /** Index in `order` of the current (or last) turn; −1 before the round's first turn. */
  turnIndex: number;
  /**
   * The turn being played, if any. Cleared by assigning `undefined`, never `delete`: deleting a
   * property drops V8 objects into slow dictionary mode, and this object is read per event.
   */
  turn: T | undefined;
  combatants: Record<CombatantId, C>;
  /** Ids in roster order (the order they joined). */
  roster: CombatantId[];
  awaiting: Awaiting;
  /** The resolution stack; the last frame is resolved first. */
  frames: Frame[];
  /** Dice rolled for a step whose fact is not yet in the log (a log cut mid-step). */
  pendingDice: DiceRolledData[];
  /**
   * Last die ordinal used per `combatant/purpose/round`. A Map, not an object: its keys are
   * fresh strings built per die, which a Map hashes once while an object's dictionary must first
   * intern each one (measured ~5% of a simulated fight).
   */
  diceOrdinals: Map<string, number>;
  /** The seq the next event will carry. */
  nextSeq: number;
  winner?: SideId;
  /**
   * At most one side is left standing but `FightEnded` is not yet in the log: the engine owes
   * that event. Kept in the state so that a log cut just before it still says so.
   */
  fightOver: boolean;
  map: MapState;
}

/**
 * The battle grid from the header's `map` (seed 000 移动，位置，距离: squares of 5 ft): its size
 * and the features that lie on its squares. What a feature's `kind` does is ruleset data (dnd35:
 * `rulesets/dnd35/battlefield/battleMap.ts`); the engine only keeps the list.
 */
export interface MapState {
  readonly width: number;
  readonly height: number;
  /** Features square by square; two on one square both apply (e.g. difficult and obstacle). */
  readonly terrain: readonly MapFeature[];
}

/** One feature on one square of the map, e.g. `{ x: 3, y: 4, kind: "difficult" }`. */
export interface MapFeature {
  readonly x: number;
  readonly y: number;
  readonly kind: string;
}
