import type { CombatantSpecCore } from "@d20/core";
import { fragments } from "./fragments.ts";
import type { ScenarioIssue } from "./scenarioError.ts";
import { readCombatant } from "./validate/combatant.ts";
import { Issues } from "./validate/issues.ts";

/** One combatant read as a scenario's `combatants` entry: its spec, or every issue found. */
export type ScenarioCombatant =
  | { readonly spec: CombatantSpecCore }
  | { readonly issues: readonly ScenarioIssue[] };

/**
 * Reads one combatant written in the scenario format (docs/scenario.md: the same keys, a stock
 * creature with overrides or a full stat block, checked with the same errors), for another
 * format that lists combatants one by one — a table log's `combatant {…}` line. Issue paths start
 * at `$` (the entry itself: `$.weapons[0]`); who plays it (`policy`, `script`) is not read.
 */
export function readScenarioCombatant(value: unknown, ruleset: string): ScenarioCombatant {
  const fragment = fragments[ruleset];
  if (fragment === undefined)
    return {
      issues: [
        {
          path: "$",
          expected: `a ruleset with a scenario format (${Object.keys(fragments).join(", ")})`,
          message: `ruleset "${ruleset}" has no scenario format`,
        },
      ],
    };
  const issues = new Issues();
  const read = readCombatant(issues, "$", value, fragment);
  if (read === undefined || issues.list.length > 0) return { issues: issues.list };
  return { spec: read.spec };
}
