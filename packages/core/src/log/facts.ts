import type { Term } from "../model/breakdown.ts";
import type { CombatantSpecCore } from "../model/combatantCore.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";
import type { VitalsCore } from "../model/vitals.ts";
import type { CountAnchor } from "./declarations.ts";

/** One line of the initiative order: the count, and the keys that break ties at that count. */
export interface InitiativeEntry {
  readonly id: CombatantId;
  readonly count: number;
  readonly modifier: number;
  /** Re-rolls among combatants still tied, in order; higher goes first. */
  readonly tiebreak: readonly number[];
  readonly breakdown: readonly Term[];
}

/**
 * The facts the engine itself knows, whatever the edition: rounds, turns and the order,
 * movement, hit points and conditions as data, the roster, the GM's rulings, interrupt windows
 * and the fight's end. Fields that carry a ruleset's words (a restriction, a movement mode, a
 * window kind, the vitals' state) are strings here; a ruleset narrows them in its own map.
 * Each fact cites its rule.
 */
export interface EngineFactDataMap {
  CombatBegan: { readonly surprise: boolean; readonly rule: string };
  InitiativeRolled: {
    readonly entries: readonly InitiativeEntry[];
    readonly order: readonly CombatantId[];
    readonly rule: string;
  };
  RoundStarted: { readonly round: number; readonly surprise: boolean; readonly rule: string };
  TurnStarted: {
    readonly actor: CombatantId;
    readonly round: number;
    /** The ruleset's word for why the turn is restricted (dnd35: surprise, disabled, staggered). */
    readonly restriction?: string;
    /** Stepping in from a delay: the turn's allowances (attacks of opportunity) do not refresh. */
    readonly resumed?: string;
    readonly rule: string;
  };
  TurnSkipped: {
    readonly actor: CombatantId;
    readonly round: number;
    readonly reason: string;
    readonly rule: string;
  };
  TurnEnded: { readonly actor: CombatantId; readonly round: number };
  Moved: {
    readonly actor: CombatantId;
    /** A 5-foot step is not "movement" for the rules that forbid a step after moving. */
    readonly mode: string;
    readonly path: readonly Square[];
    readonly feet: number;
    readonly rule: string;
  };
  VitalsChanged: {
    readonly target: CombatantId;
    readonly vitals: VitalsCore;
    readonly rule: string;
    readonly why: string;
  };
  ConditionAdded: {
    readonly target: CombatantId;
    readonly condition: string;
    readonly until?: CountAnchor;
    readonly rule: string;
  };
  ConditionRemoved: {
    readonly target: CombatantId;
    readonly condition: string;
    readonly rule: string;
  };
  CombatantAdded: { readonly spec: CombatantSpecCore; readonly rule: string };
  CombatantRemoved: { readonly id: CombatantId; readonly rule: string };
  PositionSet: { readonly target: CombatantId; readonly to: Square; readonly rule: string };
  /** The GM moved `target` in the order: now just before `before`, at `count`. */
  OrderChanged: {
    readonly target: CombatantId;
    readonly before: CombatantId;
    readonly count: number;
    readonly rule: string;
  };
  RulingOverridden: { readonly seq: number; readonly ruling: string; readonly rule: string };
  /** The fight is over: one side (or none) left standing, or `roundLimit`'s last round over. */
  FightEnded: {
    readonly winner?: SideId;
    readonly reason: string;
    /** Ended by a driver's round limit after this round (a scenario's `end.maxRounds`). */
    readonly roundLimit?: number;
    readonly rule: string;
  };
  /**
   * An interrupt window opens (DESIGN: The engine): the resolution of `provoker`'s action pauses
   * and `candidates` are asked one at a time, in this order. `opportunity` windows offer attacks
   * of opportunity; `readied` windows offer readied actions whose trigger came; `delay` windows,
   * opened when a turn ends, ask the creatures waiting in a delay whether they step in now.
   */
  WindowOpened: {
    /** The ruleset's kind of window (dnd35: opportunity, readied, delay). */
    readonly window: string;
    readonly provoker: CombatantId;
    /** What opened it: "move" (leaving a threatened square), an action's name, or a trigger. */
    readonly trigger: string;
    readonly at: Square;
    readonly candidates: readonly CombatantId[];
    readonly rule: string;
  };
  /** The window opened at seq `window` closes; its frame resumes, or aborts (its actor fell). */
  WindowClosed: {
    readonly window: number;
    readonly provoker: CombatantId;
    readonly outcome: "resumed" | "aborted";
    readonly rule: string;
  };
}

/** An engine fact's type name. */
export type EngineFactType = keyof EngineFactDataMap;
