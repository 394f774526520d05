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
 * The first event of a stream that has no parent (seq 0). Map and roster are ruleset data: the
 * log only promises that they are JSON and that they are hashed with everything else.
 */
export interface HeaderData {
  readonly ruleset: RulesetRef;
  readonly engine: string;
  readonly dice: DiceSchemeRef;
  readonly options: Readonly<Record<string, unknown>>;
  readonly map: unknown;
  readonly roster: readonly unknown[];
}

/** Current schema version of `Header`. */
export const HEADER_VERSION = 1;
