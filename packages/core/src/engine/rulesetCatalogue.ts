import type { EventTypeSpec, RulesetCatalogue } from "@d20/events";
import { engineCatalogue } from "./eventTypes.ts";
import type { Ruleset } from "./ruleset.ts";

const built = new WeakMap<Ruleset, RulesetCatalogue>();

/**
 * A ruleset's log catalogue: the engine's types plus the ruleset's own, and its header part.
 * Built once per ruleset (cached), so the engine looks it up once per decision, not per event.
 * A ruleset that registers a type the engine owns is a programming error, thrown at once.
 */
export function rulesetCatalogue(ruleset: Ruleset): RulesetCatalogue {
  const known = built.get(ruleset);
  if (known !== undefined) return known;
  const types = new Map<string, EventTypeSpec>(engineCatalogue);
  for (const [type, spec] of Object.entries(ruleset.eventTypes)) {
    if (types.has(type))
      throw new Error(`ruleset ${ruleset.id} registers ${type}, which the engine registers`);
    types.set(type, spec);
  }
  const catalogue: RulesetCatalogue = { types, header: ruleset.headerPart };
  built.set(ruleset, catalogue);
  return catalogue;
}
