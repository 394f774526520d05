import { attackNearest, fullAttackOrCharge, type Policy, tactician } from "@d20/core";
import type { PolicyName } from "../validate/combatant.ts";

const POLICIES: Readonly<Record<PolicyName, Policy>> = {
  attackNearest,
  fullAttackOrCharge,
  tactician,
};

/** Core's policy of that name. */
export function policyNamed(name: PolicyName): Policy {
  return POLICIES[name];
}
