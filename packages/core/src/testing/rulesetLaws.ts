import type fc from "fast-check";
import type { Law, LawVocabulary } from "./law.ts";
import type { FightGenerator } from "./lawFight.ts";

/** Fights drawn at random for properties, and the same generator's seeded run. */
export interface ArbitraryFights<P> {
  readonly generator: FightGenerator<P>;
  readonly arbitrary: fc.Arbitrary<P>;
}

/**
 * What a ruleset supplies to be checked by the shared law suite: its random fights (a header
 * and its random policy on every side), its own laws, and the vocabulary the shared laws read
 * its state through. Every ruleset passes the shared laws and its own, run the same way.
 */
export interface RulesetLaws {
  /** The ruleset's id, as in a header. */
  readonly ruleset: string;
  readonly vocabulary: LawVocabulary;
  /** The ruleset's own laws (one AoO a round, dying rolls, …). */
  readonly laws: readonly Law[];
  /** Fights played by the ruleset's random policy: every declaration and answer it allows. */
  readonly random: ArbitraryFights<unknown>;
}
