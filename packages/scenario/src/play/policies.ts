import { type Policy, policyNamed as rulesetPolicy, rulesets } from "@d20/core";
import type { PolicyName } from "../validate/combatant.ts";

/**
 * The policy of that name among the policies of the scenario's ruleset (`Ruleset.policies`);
 * the validator has already checked the name against the scenario format's list.
 */
export function policyNamed(rulesetId: string, name: PolicyName): Policy {
  const ruleset = rulesets[rulesetId];
  if (ruleset === undefined) throw new Error(`invariant: ruleset ${rulesetId} is not registered`);
  return rulesetPolicy(ruleset, name, "policy");
}
