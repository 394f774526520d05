import type { Policy } from "./policy.ts";

/**
 * A ruleset's policies for unscripted combatants, by name (issue "Rulesets as modules": "its
 * policies"), and the one a driver uses when none is named. Names, not functions, are what a
 * scenario, a CLI flag or a what-if sent to a worker thread carries.
 */
export interface RulesetPolicies {
  /** The policy a driver plays with when it is given no name; one of `byName`'s keys. */
  readonly default: string;
  readonly byName: Readonly<Record<string, Policy>>;
}
