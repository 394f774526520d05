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
   * Who played each combatant (since v2). Absent: not recorded — every v1 log, and a log whose
   * writer did not know (a table's notes); a branch or what-if then plays on with the policy
   * it is told, or the ruleset's default.
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

/**
 * Current schema version of `Header`'s engine part (the envelope's `v`). v2 adds `players`; a
 * v1 header reads as a v2 one without them (`upcastHeaderV1`), so every old log still verifies,
 * and an older engine reading a v2 log says it has no version 2 rather than "not a field".
 */
export const HEADER_VERSION = 2;

/** Lifts a v1 header's data to v2: nothing to add, since who played was not recorded. */
export function upcastHeaderV1(data: unknown): unknown {
  return data;
}
