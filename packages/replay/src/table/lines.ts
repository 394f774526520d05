import type { Input, VitalState } from "@d20/core";
import type { RollExpression } from "@d20/events";
import type { LineAt } from "./tableLogError.ts";

/**
 * A die as written: `roll ACTOR PURPOSE EXPR [xTIMES] = FACE FACE …`, or `= total N …` (one
 * total per repetition) when the faces are not known.
 */
export interface RollLine {
  readonly at: LineAt;
  readonly actor: string;
  readonly purpose: string;
  readonly expr: string;
  /** The expression as read (a table's notation). */
  readonly parsed: RollExpression;
  readonly times: number;
  readonly faces: readonly number[];
  /** True when the numbers are totals, one per repetition, not faces. */
  readonly totals: boolean;
}

/** What the table decided, as written on a `claim` line (see FORMAT.md, "Claims"). */
export type Claim =
  /** A check's outcome as the table called it (`claim hit`, `claim save failed`): `check` names
   * one of the ruleset's calls (`TableClaimFacts.calls`), `word` is the outcome as written. */
  | {
      readonly kind: "call";
      readonly check: string;
      readonly success: boolean;
      readonly word: string;
    }
  /** The initiative order the table ran, first to last (`claim order A B C`). */
  | { readonly kind: "order"; readonly order: readonly string[] }
  | { readonly kind: "damage"; readonly amount: number }
  | { readonly kind: "hp"; readonly target: string; readonly hp: number }
  | { readonly kind: "state"; readonly target: string; readonly state: VitalState };

/** A `claim` line. */
export interface ClaimLine {
  readonly at: LineAt;
  readonly claim: Claim;
}

/**
 * One input of the fight as written: its `declare`, `end-turn` or `gm` line, then the dice rolled
 * for it and the outcomes the table claimed, up to the next input line.
 */
export interface TableStep {
  readonly at: LineAt;
  readonly input: Input;
  readonly rolls: RollLine[];
  readonly claims: ClaimLine[];
}
