import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioFile, parseScenario, ScenarioError } from "../src/index.ts";
import { custom, duel, text } from "./fixture.ts";

/** The ScenarioError that `load` throws. */
function errorOf(load: () => unknown): ScenarioError {
  try {
    load();
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

const FILE = "fight.json";
const parseError = (o: unknown) => errorOf(() => parseScenario(text(o), FILE));

describe("a new user's mistakes, each a clear error naming the file and JSON path", () => {
  it("given a custom combatant without maxHp, when parsed, then $.combatants[1].maxHp is missing", () => {
    const s = duel();
    const { maxHp: _, ...noHp } = custom("c1", [5, 5]);
    s.combatants[1] = { ...noHp, side: "goblins" };
    const e = parseError(s);
    expect(e.issues).toEqual([
      {
        path: "$.combatants[1].maxHp",
        expected: "an integer ≥ 1",
        message: "missing; expected an integer ≥ 1",
      },
    ]);
    expect(e.message).toBe("fight.json: $.combatants[1].maxHp: missing; expected an integer ≥ 1");
  });

  it("given a position written as a string, when parsed, then the wrong type is named with what was expected", () => {
    const s = duel();
    s.combatants[0]!.position = "1,1";
    const e = parseError(s);
    expect(e.issues.map((i) => i.path)).toEqual(["$.combatants[0].position"]);
    expect(e.message).toBe(
      'fight.json: $.combatants[0].position: expected a square [x, y] of integers ≥ 0, got "1,1"',
    );
  });

  it("given a misspelt weapon, when parsed, then the unknown weapon is named with a suggestion", () => {
    const s = duel();
    s.combatants[0]!.overrides = { weapons: ["longswrod"] };
    const [issue] = parseError(s).issues;
    expect(issue?.path).toBe("$.combatants[0].overrides.weapons[0]");
    expect(issue?.message).toMatch(
      /^unknown weapon "longswrod"; expected one of .*\(did you mean "longsword"\?\)$/,
    );
  });

  it("given two combatants on one square, when parsed, then the second one's position is refused", () => {
    const s = duel();
    s.combatants[1]!.position = [1, 1];
    const e = parseError(s);
    expect(e.issues.map((i) => i.path)).toEqual(["$.combatants[1].position"]);
    expect(e.message).toContain("g1 would share a square with f1");
  });

  it("given a Large ogre overlapping a goblin by one square of its 2×2 space, when parsed, then it is refused", () => {
    const s = duel();
    s.combatants[0] = { stock: "ogre", id: "ogre", side: "party", position: [3, 0] };
    expect(parseError(s).issues.map((i) => i.path)).toEqual(["$.combatants[1].position"]);
  });

  it("given an unknown ruleset, when parsed, then $.ruleset lists the rulesets the engine has", () => {
    const e = parseError({ ...duel(), ruleset: "pathfinder" });
    expect(e.issues).toEqual([
      {
        path: "$.ruleset",
        expected: "one of dnd35",
        message: 'unknown value "pathfinder"; expected one of dnd35',
      },
    ]);
  });

  it("given an unknown house-rule option, when parsed, then $.options names the ruleset's options", () => {
    const e = parseError({ ...duel(), options: { surpriseFiveFootstep: true } });
    expect(e.issues[0]?.path).toBe("$.options.surpriseFiveFootstep");
    expect(e.issues[0]?.message).toContain('did you mean "surpriseFiveFootStep"?');
  });

  it("given flankerMustThreaten that is not a boolean, when parsed, then $.options.flankerMustThreaten is refused (dnd35 夹击FLANKING house option)", () => {
    const e = parseError({ ...duel(), options: { flankerMustThreaten: "yes" } });
    expect(e.issues[0]?.path).toBe("$.options.flankerMustThreaten");
    const s = parseScenario(text({ ...duel(), options: { flankerMustThreaten: true } }), FILE);
    expect(s.header.options).toMatchObject({ flankerMustThreaten: true });
  });

  it("given a combatant standing on a wall, when parsed, then its position is refused", () => {
    const e = parseError({ ...duel(), map: { width: 8, height: 8, walls: [[4, 1]] } });
    expect(e.message).toBe(
      "fight.json: $.combatants[1].position: (4,1) is a wall; expected a square free of walls and pits",
    );
  });

  it("given a scripted attack on a combatant not in the fight, when parsed, then the target is refused", () => {
    const s = duel();
    Object.assign(s.combatants[0]!, {
      policy: "scripted",
      script: [{ kind: "Attack", target: "g2" }],
    });
    expect(parseError(s).issues[0]?.path).toBe("$.combatants[0].script[0].target");
  });

  it("given a forced die for a combatant not in the fight, when parsed, then the die key is refused", () => {
    const e = parseError({ ...duel(), dice: { "g9/attack/r1/#1": [20] } });
    expect(e.issues.map((i) => i.path)).toEqual(['$.dice["g9/attack/r1/#1"]']);
  });
});

describe("files that hold no scenario", () => {
  const dir = mkdtempSync(join(tmpdir(), "d20-scenario-"));
  const file = (name: string, bytes: string | Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it("given an empty file, when loaded, then one line names the file and says it is empty", () => {
    const path = file("empty.json", "  \n");
    expect(errorOf(() => loadScenarioFile(path)).message).toBe(
      `${path}: $: the file is empty; expected a scenario: a JSON object (see docs/scenario.md)`,
    );
  });

  it("given a binary file, when loaded, then one line names the file and says it is binary", () => {
    const path = file("image.json", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x1a]));
    const e = errorOf(() => loadScenarioFile(path));
    expect(e.message).toMatch(
      /^.*image\.json: \$: a binary file \(it contains NUL bytes\); expected/,
    );
    expect(e.message.split("\n")).toHaveLength(1);
  });

  it("given bytes that are not UTF-8, when loaded, then it is a binary file", () => {
    const path = file("latin1.json", new Uint8Array([0x7b, 0xe9, 0x7d]));
    expect(errorOf(() => loadScenarioFile(path)).message).toContain(
      "a binary file (it is not UTF-8 text)",
    );
  });

  it("given a trailing comma, when loaded, then the invalid JSON is placed by line and column", () => {
    const path = file("comma.json", '{\n  "ruleset": "dnd35",\n}\n');
    expect(errorOf(() => loadScenarioFile(path)).message).toBe(
      `${path}: $: invalid JSON at line 3, column 1: Expected double-quoted property name; expected a scenario: a JSON object (see docs/scenario.md)`,
    );
  });

  it("given JSON that stops half-way, when loaded, then the error points at the end", () => {
    const path = file("cut.json", '{\n  "ruleset": ');
    expect(errorOf(() => loadScenarioFile(path)).message).toContain(
      "invalid JSON at line 2, column 14: Unexpected end of JSON input",
    );
  });

  it("given a JSON list instead of an object, when parsed, then $ expects a scenario object", () => {
    expect(errorOf(() => parseScenario("[]", FILE)).message).toBe(
      "fight.json: $: expected a scenario object, got a list ([])",
    );
  });
});

describe("every error of a scenario at once", () => {
  it("given three mistakes in different places, when parsed, then three issues come back", () => {
    const s = duel();
    s.combatants[0]!.overrides = { weapons: ["lightsaber"] };
    s.combatants[1]!.position = [1, 9];
    const e = parseError({ ...s, end: { maxRounds: 0 } });
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.end.maxRounds",
      "$.combatants[0].overrides.weapons[0]",
      "$.combatants[1].position",
    ]);
    expect(e.message.split("\n")).toHaveLength(3);
  });

  it("given mistakes inside one combatant, when parsed, then each field gets its own issue", () => {
    const s = duel();
    s.combatants[1] = {
      ...custom("c1", [5, 5]),
      side: "goblins",
      bab: -1,
      speed: 32,
      feats: ["Cleave"],
      colour: "red",
    };
    expect(parseError(s).issues.map((i) => i.path)).toEqual([
      "$.combatants[1].colour",
      "$.combatants[1].bab",
      "$.combatants[1].speed",
      "$.combatants[1].feats[0]",
    ]);
  });
});
