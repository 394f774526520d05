import { policyNames, rulesets } from "@d20/core";
import { describe, expect, it } from "vitest";
import { parseScenario, ScenarioError, scenarioSchema } from "../src/index.ts";
import { duel, text } from "./fixture.ts";

// A scenario's policy names are its ruleset's (`Ruleset.policies`), not a list the shared frame
// keeps (issue "Rulesets as modules"): every name the format lets through plays.

function issuesOf(o: unknown) {
  try {
    parseScenario(text(o), "fight.json");
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

describe("a scenario's policies come from its ruleset (issue: Rulesets as modules)", () => {
  const dnd35 = policyNames(rulesets.dnd35!);

  it("given a combatant whose policy is not one of dnd35's, when parsed, then the issue lists dnd35's policies and who else may play it", () => {
    const s = duel();
    (s.combatants[0] as Record<string, unknown>).policy = "pokeFirstFoe";
    const expected = `one of ${[...dnd35, "scripted", "human"].join(", ")}`;
    expect(issuesOf(s)).toEqual([
      {
        path: "$.combatants[0].policy",
        expected,
        message: `unknown value "pokeFirstFoe"; expected ${expected}`,
      },
    ]);
  });

  it("given a combatant that names no policy, when parsed and played, then it gets dnd35's default policy", () => {
    const s = duel();
    delete (s.combatants[0] as Record<string, unknown>).policy;
    const loaded = parseScenario(text(s), "fight.json");
    const id = (s.combatants[0] as { id: string }).id;
    expect(loaded.control.get(id)).toBe("policy");
    expect(loaded.policyFor(id)).toBe(
      rulesets.dnd35!.policies.byName[rulesets.dnd35!.policies.default],
    );
  });

  it("given the generated schema, then dnd35's policy names and controls are its ruleset's", () => {
    const defs = scenarioSchema().$defs as Record<
      string,
      { enum?: string[]; description?: string }
    >;
    expect(defs.dnd35PolicyName!.enum).toEqual([...dnd35]);
    expect(defs.dnd35Control!.enum).toEqual([...dnd35, "scripted", "human"]);
    expect(defs.dnd35Control!.description).toBe(
      `who plays the combatant (default ${rulesets.dnd35!.policies.default})`,
    );
  });
});
