import type { DiceRolledData } from "@d20/events";
import type { CountAnchor, ReadiedAction, ReadyTrigger } from "../log/declarations.ts";
import type { InitiativeEntry, Restriction } from "../log/facts.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";
import type { Vitals } from "../model/vitals.ts";

/** A condition on a creature, with the initiative count it lasts until (if it expires). */
export interface ConditionState {
  readonly name: string;
  readonly until?: CountAnchor;
  readonly rule: string;
}

/** One combatant as the fight has left it. */
export interface CombatantState {
  readonly spec: CombatantSpec;
  position: Square;
  vitals: Vitals;
  /** Flat-footed until its first turn starts (seed 000 战斗流程 1). */
  flatFooted: boolean;
  conditions: ConditionState[];
  /** Rounds in which it started a turn (the law: at most one turn a round). */
  lastTurnRound: number;
  /** Attacks of opportunity made since its allowance last refreshed (its turn at its count). */
  aooUsed: number;
  /** Its readied action, waiting for the trigger (seed 000 准备READY). */
  readied: ReadiedState | undefined;
  /** Out of the order while delaying (seed 000 延迟DELAY): where it stood and when it steps in. */
  delaying: DelayState | undefined;
  /** All damage it has taken in the fight, for the concentration check of a spell interrupted. */
  damageTaken: number;
  /** A spell being cast over a round or more, which takes effect just before its next turn. */
  casting: CastingState | undefined;
  /** Just stepped in from a delay: its next `TurnStarted` resumes the turn it delayed. */
  steppedIn: boolean;
  /** The spell it is casting was countered by a readied counterspell (it is lost). */
  countered: boolean;
  /**
   * It failed a concentration check after a hit while its spell waited on a window: the cast
   * goes no further (it is lost).
   */
  lostConcentration: boolean;
}

/** A readied action and its trigger, and the round it was readied in. */
export interface ReadiedState {
  readonly action: ReadiedAction;
  readonly trigger: ReadyTrigger;
  readonly round: number;
}

/** A delay: its old place in the order, and when it means to step in. */
export interface DelayState {
  readonly entry: InitiativeEntry;
  readonly round: number;
  readonly after?: CombatantId;
  readonly count?: number;
  /** `count` is in the round after the delay, above its own count (seed 000 延迟的先攻结果). */
  readonly nextRound?: true;
  /** The creature named in `after` has ended a turn since: step in now. */
  due: boolean;
  /** Waiting (no `after`, no `count`): already asked since the last turn ended. */
  asked: boolean;
}

/** A spell of a round or longer on its way (seed 000 施法时间Casting Time). */
export interface CastingState {
  readonly spell: string;
  readonly target?: CombatantId;
  readonly round: number;
  /** `damageTaken` when the casting began: damage since then calls for concentration. */
  readonly damageAtStart: number;
}

/** What the current turn has spent (seed 000 动作类型). */
export interface TurnState {
  readonly actor: CombatantId;
  readonly round: number;
  readonly restriction: Restriction | undefined;
  standardUsed: boolean;
  moveUsed: boolean;
  fullRoundUsed: boolean;
  fiveFootStepUsed: boolean;
  /** Moved by anything other than a 5-foot step this turn. */
  moved: boolean;
  /** Attacks left in a full attack: indexes into the attacker's full-attack slots. */
  fullAttackNext: number | undefined;
  /** Resumed after a delay (no second delay, no refreshed allowances). */
  readonly resumed: boolean;
  /** Any action spent yet (a restricted turn allows just one). */
  actionsTaken: number;
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
      /** Set when the actor is asked in an interrupt window: answer with `Respond`. */
      readonly window?: AwaitedWindow;
    }
  /** The engine owes automatic steps (a frame to resolve, the next turn to start). */
  | { readonly kind: "engine" }
  | { readonly kind: "ended" };

/** The interrupt window a creature is asked in: what it may answer to. */
export interface AwaitedWindow {
  /** The seq of its `WindowOpened`. */
  readonly seq: number;
  readonly kind: "opportunity" | "readied" | "delay";
  readonly provoker: CombatantId;
}

/** The whole combat state, rebuilt by folding `evolve` over the log. */
export interface CombatState {
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
  turn: TurnState | undefined;
  combatants: Record<CombatantId, CombatantState>;
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
