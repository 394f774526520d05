import type { RulesetPolicies } from "../../../policies/rulesetPolicies.ts";
import { attackNearest } from "./attackNearest.ts";
import { fullAttackOrCharge } from "./fullAttackOrCharge.ts";
import { tactician } from "./tactician.ts";

/**
 * dnd35's policies by name, as scenarios, `--policy` and what-ifs name them; `attackNearest`
 * when none is named. The law runs' random policy (`laws/randomPolicy.ts`) is not among them:
 * it is built from a seed, for the law suite only.
 */
export const dnd35Policies: RulesetPolicies = {
  default: "attackNearest",
  byName: { attackNearest, fullAttackOrCharge, tactician },
};
