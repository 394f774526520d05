import { attackNearest, fullAttackOrCharge, type Policy, tactician } from "@d20/core";
import type { PolicyFor } from "../branch/continuation.ts";

/**
 * The policies a what-if may name. By name, not by function: a scenario is sent to worker
 * threads as plain data, and a function cannot cross a thread.
 */
export const namedPolicies = { attackNearest, fullAttackOrCharge, tactician } as const;

/** A policy's name among `namedPolicies`. */
export type PolicyName = keyof typeof namedPolicies;

/** Who plays whom: a default policy, and any combatant's own. */
export interface PolicyPlan {
  readonly default: PolicyName;
  readonly byCombatant?: Readonly<Record<string, PolicyName>>;
}

/** The policy function of a plan; throws a `RangeError` naming an unknown policy. */
export function policyFor(plan: PolicyPlan): PolicyFor {
  const lookup = (name: string, field: string): Policy => {
    const p = (namedPolicies as Record<string, Policy>)[name];
    if (p === undefined || !Object.hasOwn(namedPolicies, name)) {
      const known = Object.keys(namedPolicies).join(", ");
      throw new RangeError(`${field}: unknown policy "${name}" (known: ${known})`);
    }
    return p;
  };
  const fallback = lookup(plan.default, "policies.default");
  const own = new Map(
    Object.entries(plan.byCombatant ?? {}).map(([id, name]) => [
      id,
      lookup(name, `policies.byCombatant.${id}`),
    ]),
  );
  return (id) => own.get(id) ?? fallback;
}
