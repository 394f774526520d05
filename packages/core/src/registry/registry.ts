import { type RulesetRegistry, rulesetRegistry } from "../engine/registry.ts";
import type { Ruleset } from "../engine/ruleset.ts";
import { dnd35 } from "../rulesets/dnd35/ruleset.ts";

/**
 * The rulesets this program plays, one line each: adding a ruleset is its folder plus its line
 * here, the only shared edit it needs. Everything else is handed this registry (the engine
 * imports no ruleset).
 */
export const registry: RulesetRegistry = rulesetRegistry([
  dnd35, // rulesets/dnd35/
]);

/** The registered rulesets by id. */
export const rulesets: Readonly<Record<string, Ruleset>> = Object.fromEntries(
  registry.ids.map((id) => [id, registry.get(id)!]),
);
