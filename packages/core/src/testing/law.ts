import type { CombatState } from "../engine/state.ts";
import type { CombatantId } from "../model/ids.ts";
import type { LawFight } from "./lawFight.ts";

/**
 * When a law runs: `trace` reads a fight event by event (cheap), `replay` plays or folds the
 * whole fight again, `cut` does so around one seq of it (`LawContext.at`).
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

/** One law: a check over a played fight that fails (a vitest expectation) when it is broken. */
export interface Law {
  /** A short id, unique in a suite (shared laws bare, a ruleset's prefixed with its id). */
  readonly id: string;
  /** What it says, in a sentence (test names and failure messages). */
  readonly says: string;
  readonly kind: LawKind;
  /** The seed sections it checks (a ruleset's laws), e.g. "dnd35 借机攻击ATTACKS OF OPPORTUNITY". */
  readonly cites?: string;
  check(fight: LawFight, context: LawContext): void;
}
