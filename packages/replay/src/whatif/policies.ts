import { policyNamed, type Ruleset, rulesets } from "@d20/core";
import type { HeaderData } from "@d20/events";
import type { PolicyFor } from "../branch/continuation.ts";

/**
 * Who plays whom, by policy name among the policies of the fight's ruleset (`Ruleset.policies`):
 * a default (the ruleset's own default when left out), and any combatant's own. By name, not by
 * function: a scenario is sent to worker threads as plain data, and a function cannot cross a
 * thread.
 */
export interface PolicyPlan {
  readonly default?: string;
  readonly byCombatant?: Readonly<Record<string, string>>;
}

/** The ruleset a fight's header names, from the registry; throws a `RangeError` if unknown. */
export function rulesetOfHeader(header: Pick<HeaderData, "ruleset">): Ruleset {
  const id = header.ruleset.id;
  const ruleset = Object.hasOwn(rulesets, id) ? rulesets[id] : undefined;
  if (ruleset === undefined) throw new RangeError(`ruleset: unknown ruleset "${id}"`);
  return ruleset;
}

/**
 * The policy function of a plan under `ruleset`; throws a `RangeError` naming the plan's field
 * and listing the ruleset's policies when a name is not one of them.
 */
export function policyFor(plan: PolicyPlan, ruleset: Ruleset): PolicyFor {
  const fallback = policyNamed(
    ruleset,
    plan.default ?? ruleset.policies.default,
    "policies.default",
  );
  const own = new Map(
    Object.entries(plan.byCombatant ?? {}).map(([id, name]) => [
      id,
      policyNamed(ruleset, name, `policies.byCombatant.${id}`),
    ]),
  );
  return (id) => own.get(id) ?? fallback;
}
