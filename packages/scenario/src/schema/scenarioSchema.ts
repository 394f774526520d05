import { type JsonSchema, toJsonSchema } from "../definitions/jsonSchema.ts";
import { anyOne, type Definitions, object, ref, type Spec } from "../definitions/spec.ts";
import type { ScenarioFragment } from "../fragment.ts";
import { fragments as registered } from "../fragments.ts";
import {
  controlDefinitions,
  FRAME_DEFINITIONS,
  PLACEMENT_REQUIRED,
  placementFields,
  scenarioFields,
} from "../frame/definitions.ts";
import { scenarioRulesets } from "../validate/ruleset.ts";

/** Where the schema says it lives (editors key their cache on it). */
const ID = "https://d20-combat-ledger.example/scenario.schema.json";

/** One definition, or the choice among several (a single one stays itself). */
const either = (specs: readonly Spec[]): Spec => (specs.length === 1 ? specs[0]! : anyOne(specs));

/**
 * The scenario JSON Schema (docs/scenario.schema.json; `pnpm schema` writes it): the frame's
 * definitions plus each ruleset fragment's, from the same definitions the validator reads with.
 * With several rulesets, `options` and a combatant are any ruleset's (the validator ties them
 * to the scenario's `ruleset`).
 */
export function scenarioSchema(
  fragments: readonly ScenarioFragment[] = scenarioRulesets().map((id) => registered[id]!),
): JsonSchema {
  const defs: Record<string, Spec> = { ...FRAME_DEFINITIONS };
  const add = (name: string, spec: Spec, owner: string) => {
    if (Object.hasOwn(defs, name))
      throw new Error(`scenario schema: ${owner} defines "${name}", which is already defined`);
    defs[name] = spec;
  };
  const optionRefs: Spec[] = [];
  const combatantRefs: Spec[] = [];
  for (const f of fragments) {
    add(`${f.ruleset}Options`, f.options, f.ruleset);
    optionRefs.push(ref(`${f.ruleset}Options`));
    for (const shape of f.combatants) {
      const fields = { ...placementFields(f.declaration, f.ruleset), ...shape.fields };
      const required = shape.marker === undefined ? [] : [shape.marker];
      const rest = shape.required.filter((k) => k !== shape.marker);
      add(
        shape.name,
        object(fields, {
          required: [...required, ...PLACEMENT_REQUIRED, ...rest],
          description: shape.description,
        }),
        f.ruleset,
      );
      combatantRefs.push(ref(shape.name));
    }
    for (const [name, spec] of Object.entries(f.definitions)) add(name, spec, f.ruleset);
    for (const [name, spec] of Object.entries(controlDefinitions(f.ruleset)))
      add(name, spec, f.ruleset);
  }
  const top = object(
    scenarioFields({
      rulesets: fragments.map((f) => f.ruleset),
      options: either(optionRefs),
      combatant: anyOne(combatantRefs),
    }),
    {
      required: ["ruleset", "combatants"],
      description:
        "A fight to play: ruleset and house rules, seed, map, combatants and who plays them, scripted declarations, forced dice, end. See docs/scenario.md.",
    },
  );
  const { description, ...body } = toJsonSchema(top);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: ID,
    title: "d20 combat ledger scenario",
    description,
    ...body,
    $defs: Object.fromEntries(
      Object.entries(defs as Definitions).map(([name, spec]) => [name, toJsonSchema(spec)]),
    ),
  };
}

/** The schema as docs/scenario.schema.json holds it (before the formatter lays it out). */
export function scenarioSchemaText(): string {
  return `${JSON.stringify(scenarioSchema(), null, 2)}\n`;
}
