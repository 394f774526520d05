/**
 * A seed-coverage map says, for every heading of a seed file (the fixed lists in
 * `seeds/headings/`), whether the engine implements it. These are its shared types.
 */

/** How far the engine implements one heading of a seed file. */
export type CoverageStatus = "implemented" | "partial" | "notYet" | "outOfScope" | "container";

/** The statuses a rule heading can have (a container titles a group and has none of these). */
export const RULE_STATUSES = ["implemented", "partial", "notYet", "outOfScope"] as const;

/**
 * Why a heading is out of scope: the only reasons the map admits (issue "Rulesets as modules").
 * A fight is a few rounds of one encounter, played from a roster the scenario supplies.
 */
export type OutOfScopeReason = "timeScale" | "characterBuilding" | "adventureScale" | "gmRuling";

/** Every out-of-scope reason with the words the command prints for it, in a fixed order. */
export const OUT_OF_SCOPE_REASONS: Readonly<Record<OutOfScopeReason, string>> = {
  timeScale: "outside a fight's time scale (hours, days)",
  characterBuilding: "character creation or advancement",
  adventureScale: "adventure-scale (a wilderness, a dungeon)",
  gmRuling: "a ruling left to the GM that the GM's declarations already cover",
};

/**
 * What a map's author judges of one heading. `also` names rule ids that implement the heading
 * though their citation does not lead to it (an SRD rule, a rule cited at a container); rules
 * whose citation leads to the heading are derived from the rules index, never listed here.
 * An introduction (a heading whose only text is a sentence leading into the headings after it)
 * takes its status from those headings.
 */
export type Judgement =
  | { readonly status: "implemented"; readonly note?: string; readonly also?: readonly string[] }
  | { readonly status: "partial"; readonly missing: string; readonly also?: readonly string[] }
  | { readonly status: "notYet"; readonly note?: string; readonly also?: readonly string[] }
  | { readonly status: "outOfScope"; readonly reason: OutOfScopeReason; readonly note: string }
  | { readonly status: "container" }
  | { readonly status: "introduction"; readonly introduces: readonly number[] };

/** One row of a map as its author writes it: the heading's line, its exact text, the judgement. */
export type MapRow = readonly [line: number, heading: string, judgement: Judgement];

/** One heading of a seed file with its status and the rule ids that implement it. */
export interface HeadingCoverage {
  /** The heading's line in the seed file (1-based): texts repeat, lines do not. */
  readonly line: number;
  readonly heading: string;
  readonly status: CoverageStatus;
  readonly rules: readonly string[];
  /** For `outOfScope`: the named reason. */
  readonly reason?: OutOfScopeReason;
  /** For `partial`: what is missing; for others, a short remark. */
  readonly note?: string;
}

/** The coverage map of one seed file, every heading of its fixed list in the seed's order. */
export interface SeedCoverage {
  readonly file: string;
  /** The ruleset that implements the seed, or undefined while it has none. */
  readonly ruleset: string | undefined;
  readonly headings: readonly HeadingCoverage[];
}
