// The law suite's entry (`@d20/core/testing`), apart from the engine's (`@d20/core`): it
// imports vitest and fast-check, which a program using the engine must not load.
import { dnd35Laws } from "./rulesets/dnd35/laws/index.ts";
import type { RulesetLaws } from "./testing/rulesetLaws.ts";

/** dnd35's part of the law suite: its laws, vocabulary and fight generators. */
export { type Dnd35Laws, dnd35Laws } from "./rulesets/dnd35/laws/index.ts";
/** A law, its kinds, and what the shared laws read of a ruleset's state. */
export type {
  Law,
  LawContext,
  LawKind,
  LawVocabulary,
  RerunLaw,
  TraceLaw,
  TraceWatch,
} from "./testing/law.ts";
/** A fight played for the laws, and a ruleset's source of such fights. */
export type { FightGenerator, LawFight } from "./testing/lawFight.ts";
/** The law suite as fast-check properties over a ruleset's random fights. */
export { type LawPlan, lawProperties } from "./testing/lawProperties.ts";
/** The runner: the shared laws plus a ruleset's own, run over its fights. */
export { type LawSelection, type LawSuite, lawSuite } from "./testing/lawSuite.ts";
/** The edition-neutral laws. */
export { sharedLaws } from "./testing/laws/index.ts";
/** Replaying a fight's inputs with seeded dice under the round limit it ended at. */
export { replayInputs, roundLimitOf } from "./testing/laws/replayInputs.ts";
/** What a ruleset hands the law suite. */
export type { ArbitraryFights, RulesetLaws } from "./testing/rulesetLaws.ts";

/** Every ruleset's part of the law suite, by ruleset id: each runs the shared laws and its own. */
export const lawSubjects: Readonly<Record<string, RulesetLaws>> = {
  [dnd35Laws.ruleset]: dnd35Laws,
};
