import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseScenario, ScenarioError } from "../src/index.ts";
import { custom, duel, text } from "./fixture.ts";
import { check, type Schema } from "./miniSchema.ts";

const root = join(import.meta.dirname, "../../..");
const schema = JSON.parse(readFileSync(join(root, "docs/scenario.schema.json"), "utf8")) as Schema;
const load = (o: unknown) => parseScenario(text(o), "ready.json");

/** The duel with c1 scripted to make `script`. */
function scripted(script: unknown[]) {
  const s = duel();
  s.combatants[1] = {
    ...custom("c1", [5, 5]),
    side: "goblins",
    policy: "scripted",
    spells: ["magic-missile"],
    script,
  };
  return s;
}

/** The ScenarioError that `f` throws. */
function errorOf(f: () => unknown): ScenarioError {
  try {
    f();
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

describe("a scenario's readied actions (dnd35 准备READY)", () => {
  const readies = [
    {
      kind: "Ready",
      action: { kind: "TotalDefense", step: [5, 6] },
      trigger: { on: "startsToMove", by: "f1" },
    },
    {
      kind: "Ready",
      action: { kind: "Activity", activity: "DropProne" },
      trigger: { on: "uses", action: "Activity", activity: "DrinkPotion" },
    },
    {
      kind: "Ready",
      action: { kind: "Crawl", to: [4, 5] },
      trigger: { on: "uses", action: "Move" },
    },
    { kind: "Ready", action: { kind: "FreeAction", action: "Speak" }, trigger: { on: "attacks" } },
    {
      kind: "Ready",
      action: { kind: "Cast", spell: "magic-missile", step: [6, 5] },
      trigger: { on: "casts" },
    },
  ];

  it("given any standard, move or free action readied, and the triggers 'starts to move' and 'uses', when parsed, then the script holds them as core's declarations and the schema accepts them (dnd35 准备一个动作)", () => {
    const s = scripted(readies);
    expect(check(schema, s)).toEqual([]);
    expect(load(s).scripted.get("c1")).toEqual([
      {
        kind: "Ready",
        action: { kind: "TotalDefense", step: { x: 5, y: 6 } },
        trigger: { on: "startsToMove", by: "f1" },
      },
      {
        kind: "Ready",
        action: { kind: "Activity", activity: "DropProne" },
        trigger: { on: "uses", action: "Activity", activity: "DrinkPotion" },
      },
      {
        kind: "Ready",
        action: { kind: "Crawl", to: { x: 4, y: 5 } },
        trigger: { on: "uses", action: "Move" },
      },
      {
        kind: "Ready",
        action: { kind: "FreeAction", action: "Speak" },
        trigger: { on: "attacks" },
      },
      {
        kind: "Ready",
        action: { kind: "Cast", spell: "magic-missile", step: { x: 6, y: 5 } },
        trigger: { on: "casts" },
      },
    ]);
  });

  it("given mistakes in readied actions and their triggers, when parsed, then each comes back with its path (dnd35 准备READY)", () => {
    const e = errorOf(() =>
      load(
        scripted([
          { kind: "Ready", action: { kind: "Crawl" }, trigger: { on: "uses" } },
          {
            kind: "Ready",
            action: { kind: "Activity", activity: "DrinkPotoin" },
            trigger: { on: "uses", action: "Sneeze" },
          },
          {
            kind: "Ready",
            action: { kind: "TotalDefense" },
            trigger: { on: "uses", action: "Move", activity: "DrinkPotion" },
          },
          {
            kind: "Ready",
            action: { kind: "TotalDefense" },
            trigger: { on: "casts", action: "Move" },
          },
        ]),
      ),
    );
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.combatants[1].script[0].action.to",
      "$.combatants[1].script[0].trigger.action",
      "$.combatants[1].script[1].action.activity",
      "$.combatants[1].script[1].trigger.action",
      "$.combatants[1].script[2].trigger.activity",
      "$.combatants[1].script[3].trigger.action",
    ]);
    expect(e.issues[2]!.message).toContain('(did you mean "DrinkPotion"?)');
  });
});
