/**
 * The part of a `Header` its ruleset owns: house-rule options and roster specs. The engine
 * versions the rest of the header (the envelope's `v`, with upcasters in the shared catalogue);
 * the ruleset versions this part on its own.
 */
export interface RulesetHeaderPart {
  readonly options: Readonly<Record<string, unknown>>;
  readonly roster: readonly unknown[];
}

/** Lifts a ruleset's header part from version n to n+1. */
export type HeaderPartUpcaster = (part: RulesetHeaderPart) => RulesetHeaderPart;

/** A ruleset's header part: its current version and how to lift older ones. */
export interface HeaderPartSpec {
  readonly current: number;
  /** `upcasters[n]` lifts version n to n+1; every version below `current` must have one. */
  readonly upcasters: Readonly<Record<number, HeaderPartUpcaster>>;
}

/**
 * The version a header's ruleset part has when the header does not say: 1, the version of
 * every header written before the part was versioned apart (so every such log still verifies).
 */
export const FIRST_HEADER_PART_VERSION = 1;
