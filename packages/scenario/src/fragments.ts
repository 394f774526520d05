import { dnd35Scenario } from "./dnd35/fragment.ts";
import type { ScenarioFragment } from "./fragment.ts";

/** The scenario fragments by ruleset id: the one place that lists the rulesets' folders. */
export const fragments: Readonly<Record<string, ScenarioFragment>> = {
  [dnd35Scenario.ruleset]: dnd35Scenario,
};

/** The main ruleset's fragment (DESIGN: dnd35 is the main one). */
export const DEFAULT_FRAGMENT: ScenarioFragment = dnd35Scenario;
