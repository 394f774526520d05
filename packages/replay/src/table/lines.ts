import type { Input, VitalState } from "@d20/core";
import type { LineAt } from "./tableLogError.ts";

/** A die as written: `roll ACTOR PURPOSE EXPR [xTIMES] = FACE FACE …`. */
export interface RollLine {
  readonly at: LineAt;
  readonly actor: string;
  readonly purpose: string;
  readonly expr: string;
  readonly times: number;
  readonly faces: readonly number[];
}

/** What the table decided, as written on a `claim` line (see FORMAT.md, "Claims"). */
export type Claim =
  | { readonly kind: "hit" }
  | { readonly kind: "miss" }
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
