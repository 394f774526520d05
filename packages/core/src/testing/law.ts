import type { CombatState } from "../engine/state.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId } from "../model/ids.ts";
import type { LawFight } from "./lawFight.ts";

/**
 * When a law runs: `trace` watches a fight as the runner folds it once for every such law
 * (cheap), `replay` plays or folds the whole fight again, `cut` does so around one seq of it
 * (`LawContext.at`).
 */
export type LawKind = "trace" | "replay" | "cut";

/**
 * What the shared laws need to know of a ruleset's state without naming its kinds: who is dead
 * (the dead never act), and who stands outside the initiative order for now while still in it
 * (3.5's delayers), so that "initiative is a permutation" counts them.
 */
export interface LawVocabulary {
  isDead(state: CombatState, id: CombatantId): boolean;
  heldOut(state: CombatState): readonly CombatantId[];
}

/** What a law is handed besides the fight: the seq to cut at, and the ruleset's vocabulary. */
export interface LawContext {
  readonly at: number;
  readonly vocabulary: LawVocabulary;
}

/**
 * What a trace law looks at while the runner folds the fight: each event with the state before
 * it and after it, then the final state. It reads the state and never changes it.
 */
export interface TraceWatch<S extends CombatState = CombatState, E = FightEvent> {
  before?(event: E, state: S): void;
  after?(event: E, state: S): void;
  end?(state: S): void;
}

interface LawBase {
  /** A short id, unique in a suite (shared laws bare, a ruleset's as `<ruleset>:<law>`, apart from rule ids). */
  readonly id: string;
  /** What it says, in a sentence (failure messages). */
  readonly says: string;
  /** The seed sections it checks (a ruleset's laws), e.g. "dnd35 借机攻击ATTACKS OF OPPORTUNITY". */
  readonly cites?: string;
}

/** A law read off one fold of the fight, shared with every other trace law. */
export interface TraceLaw<S extends CombatState = CombatState, E = FightEvent> extends LawBase {
  readonly kind: "trace";
  /**
   * Starts watching one fight (a fresh watch per fight: it may keep its own tallies). `S` and `E`
   * are the state and events of the ruleset whose law it is (the runner hands it only that
   * ruleset's fights).
   */
  watch(fight: LawFight, context: LawContext): TraceWatch<S, E>;
}

/** A law that plays or folds the fight again on its own. */
export interface RerunLaw extends LawBase {
  readonly kind: "replay" | "cut";
  check(fight: LawFight, context: LawContext): void;
}

/** One law: a check over a played fight that fails (a vitest expectation) when it is broken. */
export type Law = TraceLaw | RerunLaw;

/**
 * A ruleset's trace law as the runner holds it: the runner hands a ruleset's laws only that
 * ruleset's fights, so a law written over its own state and events is one over the engine's
 * (the same trusted widening as `asEngineRuleset`).
 */
export function rulesetLaw<S extends CombatState, E>(law: TraceLaw<S, E>): Law {
  return law as unknown as Law;
}
