import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dnd35Options } from "@d20/core";
import { describe, expect, it } from "vitest";
import { keysOf, objectOf } from "../src/definitions/spec.ts";
import { DECLARATION, READIED, TRIGGER } from "../src/dnd35/definitions/declarations.ts";
import { ARMOR_OBJECT, RANGED, SHIELD_OBJECT, WEAPON } from "../src/dnd35/definitions/gear.ts";
import { DND35_OPTIONS } from "../src/dnd35/definitions/options.ts";
import { SPELL, SPELL_EFFECT, SPELL_SAVE } from "../src/dnd35/definitions/spell.ts";
import { ABILITIES, BASE_SAVES, OVERRIDES, STATS } from "../src/dnd35/definitions/stats.ts";
import { AREA, END, MAP, placementFields, SCENARIO_KEYS } from "../src/frame/definitions.ts";
import { catalogue } from "../src/index.ts";
import { custom, duel } from "./fixture.ts";
import { check, resolve, type Schema } from "./miniSchema.ts";

// What the validator accepts, as it reads it: the definitions' keys (src/definitions/spec.ts).
const PLACEMENT_KEYS = Object.keys(placementFields("declaration", "dnd35"));
const keys = {
  SCENARIO_KEYS,
  MAP_KEYS: keysOf(MAP),
  AREA_KEYS: keysOf(AREA),
  END_KEYS: keysOf(END),
  CUSTOM_COMBATANT_KEYS: [...PLACEMENT_KEYS, ...Object.keys(STATS)],
  STOCK_COMBATANT_KEYS: [...PLACEMENT_KEYS, "stock", "overrides"],
  STATS_KEYS: keysOf(OVERRIDES),
  ABILITY_KEYS: keysOf(ABILITIES),
  SAVE_KEYS: keysOf(BASE_SAVES),
  WEAPON_KEYS: keysOf(WEAPON),
  RANGED_KEYS: keysOf(RANGED),
  ARMOR_KEYS: keysOf(ARMOR_OBJECT),
  SHIELD_KEYS: keysOf(SHIELD_OBJECT),
  SPELL_KEYS: keysOf(objectOf(SPELL)),
  TRIGGER_KEYS: keysOf(TRIGGER),
  EFFECT_KEYS: ["kind", ...new Set(Object.values(SPELL_EFFECT.kinds).flatMap(keysOf))],
  SPELL_SAVE_KEYS: keysOf(SPELL_SAVE),
  DECLARATION_KEYS: Object.fromEntries(
    Object.entries(DECLARATION.kinds).map(([k, o]) => [k, keysOf(o)]),
  ),
  READIED_KEYS: Object.fromEntries(Object.entries(READIED.kinds).map(([k, o]) => [k, keysOf(o)])),
};
const DND35_OPTION_VALUES = DND35_OPTIONS.fields;

const root = join(import.meta.dirname, "../../..");
const schema = JSON.parse(readFileSync(join(root, "docs/scenario.schema.json"), "utf8")) as Schema;
const def = (name: string) => resolve(schema, `#/$defs/${name}`);
const props = (s: Schema) => Object.keys(s.properties as object).sort();
const variants = (s: Schema) => (s.oneOf as Schema[]).find((v) => v.type === "object")!;
const constOf = (s: Schema) =>
  ((s.properties as Record<string, Schema>).kind as { const: string }).const;
const declarationOf = (kind: string) =>
  (def("declaration").oneOf as Schema[]).find((d) => constOf(d) === kind)!;

describe("docs/scenario.schema.json and the validator accept the same fields", () => {
  const cases: [string, Schema, readonly string[]][] = [
    ["the scenario", schema, keys.SCENARIO_KEYS],
    ["map", def("map"), keys.MAP_KEYS],
    ["an area", variants(def("area")), keys.AREA_KEYS],
    ["end", def("end"), keys.END_KEYS],
    ["a combatant in full", def("combatant"), keys.CUSTOM_COMBATANT_KEYS],
    ["a stock combatant", def("stockCombatant"), keys.STOCK_COMBATANT_KEYS],
    [
      "overrides",
      (def("stockCombatant").properties as Record<string, Schema>).overrides!,
      keys.STATS_KEYS,
    ],
    ["abilities", def("abilities"), keys.ABILITY_KEYS],
    ["base saves", def("baseSaves"), keys.SAVE_KEYS],
    ["a weapon object", variants(def("weapon")), keys.WEAPON_KEYS],
    [
      "ranged",
      (variants(def("weapon")).properties as Record<string, Schema>).ranged!,
      keys.RANGED_KEYS,
    ],
    ["an armor object", variants(def("armor")), keys.ARMOR_KEYS],
    ["a shield object", variants(def("shield")), keys.SHIELD_KEYS],
    ["dnd35 options", def("dnd35Options"), Object.keys(dnd35Options)],
    ["a spell object", variants(def("spell")), keys.SPELL_KEYS],
    [
      "a readied action's trigger",
      (declarationOf("Ready").properties as Record<string, Schema>).trigger!,
      keys.TRIGGER_KEYS,
    ],
  ];
  for (const [what, s, accepted] of cases) {
    it(`given ${what}, then the schema's properties are the validator's`, () => {
      expect(props(s)).toEqual([...accepted].sort());
    });
  }

  it("given each declaration kind, then the schema's fields are the validator's", () => {
    const schemaKinds = Object.fromEntries(
      (def("declaration").oneOf as Schema[]).map((d) => [
        ((d.properties as Record<string, Schema>).kind as { const: string }).const,
        props(d).filter((k) => k !== "kind"),
      ]),
    );
    const ours = Object.fromEntries(
      Object.entries(keys.DECLARATION_KEYS).map(([k, v]) => [k, [...v].sort()]),
    );
    expect(schemaKinds).toEqual(ours);
  });

  it("given each kind of readied action and each spell effect, then the schema's fields are the validator's", () => {
    const readied = (declarationOf("Ready").properties as Record<string, Schema>).action!;
    const schemaKinds = Object.fromEntries(
      (readied.oneOf as Schema[]).map((d) => [constOf(d), props(d).filter((k) => k !== "kind")]),
    );
    const ours = Object.fromEntries(
      Object.entries(keys.READIED_KEYS).map(([k, v]) => [k, [...v].sort()]),
    );
    expect(schemaKinds).toEqual(ours);
    const effects = new Set((def("spellEffect").oneOf as Schema[]).flatMap(props));
    expect([...effects].sort()).toEqual([...keys.EFFECT_KEYS].sort());
    const save = (def("spellEffect").oneOf as Schema[])[0]!.properties as Record<string, Schema>;
    expect(props(save.save!)).toEqual([...keys.SPELL_SAVE_KEYS].sort());
  });

  it("given the catalogue, then the schema's ids are its weapons, armor, shields and creatures", () => {
    expect(def("weaponId").enum).toEqual(Object.keys(catalogue.weapons));
    expect(def("armorId").enum).toEqual(Object.keys(catalogue.armor));
    expect(def("shieldId").enum).toEqual(Object.keys(catalogue.shields));
    expect(def("stockId").enum).toEqual(Object.keys(catalogue.creatures));
    expect(def("spellId").enum).toEqual(Object.keys(catalogue.spells));
  });

  it("given dnd35's options, then the validator knows what each accepts", () => {
    expect(Object.keys(DND35_OPTION_VALUES).sort()).toEqual(Object.keys(dnd35Options).sort());
  });
});

describe("the examples and fixtures are valid against the schema", () => {
  const dir = join(root, "examples/scenarios");
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    it(`given ${name}, then the schema finds nothing wrong`, () => {
      expect(check(schema, JSON.parse(readFileSync(join(dir, name), "utf8")))).toEqual([]);
    });
  }

  it("given the test duel with a custom combatant, then the schema accepts it", () => {
    const s = duel();
    s.combatants.push({ ...custom("c1", [6, 6]), side: "party" });
    expect(check(schema, s)).toEqual([]);
  });

  it("given a scenario the validator refuses for its shape, then the schema refuses it too", () => {
    const s = duel();
    s.combatants[0]!.position = "1,1";
    expect(check(schema, s).length).toBeGreaterThan(0);
  });
});
