import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Spec } from "../src/definitions/spec.ts";
import { ARMOR_OBJECT, WEAPON } from "../src/dnd35/definitions/gear.ts";
import { STATS } from "../src/dnd35/definitions/stats.ts";
import { dnd35Scenario } from "../src/dnd35/fragment.ts";
import { MAP } from "../src/frame/definitions.ts";
import { parseScenario, ScenarioError, scenarioSchema } from "../src/index.ts";
import { custom, duel, text } from "./fixture.ts";
import { check, type Schema } from "./miniSchema.ts";

const root = join(import.meta.dirname, "../../..");
const SCHEMA_FILE = "docs/scenario.schema.json";

/** The first JSON path where `a` and `b` differ (key order included), if any. */
function firstDifference(a: unknown, b: unknown, path = "$"): string | undefined {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b) ? undefined : path;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join("\u0000") !== kb.join("\u0000")) return `${path} (fields ${ka} vs ${kb})`;
  for (const k of ka) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d !== undefined) return d;
  }
  return undefined;
}

/** docs/scenario.schema.json as committed. */
const committedSchema = (): Schema =>
  JSON.parse(readFileSync(join(root, SCHEMA_FILE), "utf8")) as Schema;

/** The issues' paths, or [] when the scenario is read. */
function refusedAt(o: unknown): string[] {
  try {
    parseScenario(text(o), "fight.json");
    return [];
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return e.issues.map((i) => i.path);
  }
}

/** A value just past an integer definition's bounds (below its minimum, else above its maximum). */
function pastBounds(spec: Spec): number | undefined {
  if (spec.type !== "int") return undefined;
  if (spec.min !== undefined) return spec.min - 1;
  return spec.max === undefined ? undefined : spec.max + 1;
}

describe("one schema source: docs/scenario.schema.json is generated from the validator's definitions", () => {
  it("given the definitions, when the schema is generated in memory, then the committed docs/scenario.schema.json is it", () => {
    const committed = JSON.parse(readFileSync(join(root, SCHEMA_FILE), "utf8")) as unknown;
    const generated = JSON.parse(JSON.stringify(scenarioSchema())) as unknown;
    const where = firstDifference(committed, generated);
    if (where !== undefined)
      throw new Error(`${SCHEMA_FILE} is stale: run pnpm schema (first difference at ${where})`);
  });

  it("given the generated schema, then it keeps what editors complete: $schema, enums and descriptions", () => {
    const s = scenarioSchema() as Schema & { $defs: Record<string, Schema> };
    expect(s.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(s.$defs.weaponId!.enum).toContain("longsword");
    expect(s.$defs.stockId!.enum).toContain("goblin");
    expect(typeof s.$defs.combatant!.description).toBe("string");
  });

  const bounded: [string, Spec, (v: number) => Record<string, unknown>, string][] = [
    ...Object.entries(STATS).map(
      ([key, spec]): [string, Spec, (v: number) => Record<string, unknown>, string] => [
        `a combatant's ${key}`,
        spec,
        (v) => {
          const s = duel();
          s.combatants[0] = { ...custom("c1", [1, 1]), [key]: v };
          return s;
        },
        `$.combatants[0].${key}`,
      ],
    ),
    ...Object.entries(WEAPON.fields).map(
      ([key, spec]): [string, Spec, (v: number) => Record<string, unknown>, string] => [
        `a weapon's ${key}`,
        spec,
        (v) => {
          const s = duel();
          s.combatants[0] = { ...custom("c1", [1, 1]), weapons: [{ base: "longsword", [key]: v }] };
          return s;
        },
        `$.combatants[0].weapons[0].${key}`,
      ],
    ),
    ...Object.entries(ARMOR_OBJECT.fields).map(
      ([key, spec]): [string, Spec, (v: number) => Record<string, unknown>, string] => [
        `an armor's ${key}`,
        spec,
        (v) => {
          const s = duel();
          s.combatants[0] = { ...custom("c1", [1, 1]), armor: { base: "chain-shirt", [key]: v } };
          return s;
        },
        `$.combatants[0].armor.${key}`,
      ],
    ),
    ...Object.entries(MAP.fields).map(
      ([key, spec]): [string, Spec, (v: number) => Record<string, unknown>, string] => [
        `the map's ${key}`,
        spec,
        (v) => ({ ...duel(), map: { width: 8, height: 8, [key]: v } }),
        `$.map.${key}`,
      ],
    ),
  ];
  for (const [what, spec, scenario, path] of bounded) {
    const v = pastBounds(spec);
    if (v === undefined) continue;
    it(`given ${what} of ${v}, past its definition's bounds, then the validator refuses it at ${path} and the schema refuses it too`, () => {
      const s = scenario(v);
      expect(refusedAt(s)).toContain(path);
      expect(check(scenarioSchema(), s).length).toBeGreaterThan(0);
    });
  }

  // Two places where the hand-kept schema had drifted from the validator; one source ends both.
  it("given a readied action triggered when the foe uses WakeSleeper, then the validator and the committed schema both accept it (dnd35 准备一个动作)", () => {
    const s = duel();
    s.combatants[1] = {
      ...custom("c1", [5, 5]),
      side: "goblins",
      policy: "scripted",
      script: [
        {
          kind: "Ready",
          action: { kind: "TotalDefense" },
          trigger: { on: "uses", action: "WakeSleeper" },
        },
      ],
    };
    expect(refusedAt(s)).toEqual([]);
    expect(check(committedSchema(), s)).toEqual([]);
  });

  it("given a stock creature's immuneToCriticals overridden with null, then the validator and the committed schema both refuse it (only optional statistics can be taken away)", () => {
    const s = duel();
    s.combatants[0] = { ...s.combatants[0], overrides: { immuneToCriticals: null } };
    expect(refusedAt(s)).toEqual(["$.combatants[0].overrides.immuneToCriticals"]);
    expect(check(committedSchema(), s).length).toBeGreaterThan(0);
  });

  it("given a fragment whose definitions clash with another's, when the schema is generated, then it says which name", () => {
    expect(() => scenarioSchema([dnd35Scenario, dnd35Scenario])).toThrow(
      'scenario schema: dnd35 defines "dnd35Options", which is already defined',
    );
  });
});

describe("the layout: shared scenario code names no ruleset except through its fragment", () => {
  const src = join(import.meta.dirname, "../src");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith(".ts")
          ? [join(dir, e.name)]
          : [],
    );
  // The registry lists the fragments; the package entry exports dnd35's catalogue by name.
  const allowed = new Set(["fragments.ts", "index.ts"]);
  const shared = files(src).filter((f) => {
    const rel = relative(src, f);
    return !rel.startsWith("dnd35/") && !allowed.has(rel);
  });
  it("given every shared file of packages/scenario/src, then none imports from a ruleset's folder", () => {
    const offenders = shared.filter((f) => /from "[^"]*\/dnd35\//.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => relative(src, f))).toEqual([]);
  });
});
