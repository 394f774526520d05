import { type DataValidator, type EventTypeSpec, type RulesetCatalogue, under } from "@d20/events";
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
  withRulesetSchemas(types, ruleset);
  const catalogue: RulesetCatalogue = { types, header: ruleset.headerPart };
  built.set(ruleset, catalogue);
  return catalogue;
}

// The engine's `Declared`, `CombatantAdded` and `VitalsChanged` carry data the ruleset owns: their validators
// check the envelope, then hand the declaration or the spec to the ruleset's schema.
function withRulesetSchemas(types: Map<string, EventTypeSpec>, ruleset: Ruleset): void {
  const { declaration, combatant, vitals } = ruleset.dataSchemas;
  const inner =
    (field: string, check: DataValidator): DataValidator =>
    (data) => {
      const p = check((data as Record<string, unknown>)[field]);
      return p === undefined ? undefined : under(field, p);
    };
  for (const [type, field, check] of [
    ["Declared", "decl", declaration],
    ["CombatantAdded", "spec", combatant],
    ["VitalsChanged", "vitals", vitals],
  ] as const) {
    const spec = types.get(type)!;
    const outer = spec.validate;
    const own = inner(field, check);
    types.set(type, {
      ...spec,
      validate: outer === undefined ? own : (data) => outer(data) ?? own(data),
    });
  }
}
