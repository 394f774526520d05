import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioFile, parseScenario } from "../src/index.ts";

const examples = join(import.meta.dirname, "../../../examples/scenarios");

describe("the header records who plays each combatant (engine 0.3.0)", () => {
  it("given delay-flank, then its policy-played goblin, its scripted fighter and that script's afterScript are in the header", () => {
    const s = loadScenarioFile(join(examples, "delay-flank.json"));
    const version = s.header.ruleset.version;
    expect(s.header.players?.Grul).toEqual({
      by: "policy",
      policy: { name: "fullAttackOrCharge", version },
    });
    expect(s.header.players?.Kael).toEqual({
      by: "script",
      after: { name: "tactician", version },
    });
  });

  it("given a combatant a person plays and one scripted with no afterScript, then the header says a person and a script", () => {
    const text = JSON.stringify({
      ruleset: "dnd35",
      map: { width: 6, height: 6 },
      combatants: [
        { id: "me", side: "a", stock: "human-fighter", position: [0, 0], policy: "human" },
        {
          id: "gob",
          side: "b",
          stock: "goblin",
          position: [3, 3],
          policy: "scripted",
          script: [{ kind: "EndTurn" }],
        },
      ],
    });
    const s = parseScenario(text, "t.json");
    expect(s.header.players).toEqual({ me: { by: "person" }, gob: { by: "script" } });
  });
});
