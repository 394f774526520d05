import type { Players } from "./player.ts";

/** The rules a fight is played under: which ruleset, at which version. */
export interface RulesetRef {
  readonly id: string;
  readonly version: string;
}

/** The dice scheme of a stream and its master seed (see `dice/seeded.ts`). */
export interface DiceSchemeRef {
  readonly scheme: string;
  readonly version: number;
  readonly seed: string;
}

/**
 * The first event of a stream that has no parent (seq 0). Two parts, each versioned on its
 * own: the engine's (ruleset, engine, dice, map — the envelope's `v`, upcast by the shared
 * catalogue) and the ruleset's (`options`, `roster` — version `rulesetPart`, upcast by the
 * ruleset's catalogue). Both are only promised to be JSON, hashed with everything else.
 */
export interface HeaderData {
  readonly ruleset: RulesetRef;
  readonly engine: string;
  readonly dice: DiceSchemeRef;
  readonly options: Readonly<Record<string, unknown>>;
  readonly map: unknown;
  readonly roster: readonly unknown[];
  /**
   * The version of the ruleset's part (`options`, `roster`); absent means 1, so a writer leaves
   * it out while its ruleset's part is at version 1 (every log written before it existed).
   */
  readonly rulesetPart?: number;
  /**
   * Which dice of the log are not derived from the seed, and why (issue "Trust", point 1). A
   * header without it is version 1 of the dice accounting, written before declarations existed:
   * its unseeded dice cannot be told from relabelled seeded ones, so an audit lists them as not
   * vouched for instead of failing every old log. Every header this engine writes carries it.
   */
  readonly unseeded?: UnseededDice;
  /**
   * Who played each combatant (engine 0.3.0 on). Absent: not recorded — a log of an older
   * engine, or one whose writer did not know (a table's notes); a branch or what-if then plays
   * on with the policy it is told, or the ruleset's default. Optional in the same envelope
   * version, as `unseeded` is, rather than a new `v`: an upcast header re-sealed into a store
   * would hash differently from the file it came from, and every branch of an old log would then
   * name a parent hash its file does not have.
   */
  readonly players?: Players;
}

/**
 * The dice a header declares unseeded: those a scenario's script forced (every face, by die
 * key), and whether the log's dice were rolled at a real table (an imported table log, whose
 * every die is `table`). A what-if edit's forced dice are declared by its branch's ForkHeader.
 */
export interface UnseededDice {
  readonly scripted?: Readonly<Record<string, readonly number[]>>;
  readonly table?: true;
}

/** Current schema version of `Header`'s engine part (the envelope's `v`). */
export const HEADER_VERSION = 1;
