import { readdirSync } from "node:fs";
import { join } from "node:path";
import { battlefieldFourVsFour, registry, runFight, tactician } from "@d20/core";
import { parseLog, seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { loadScenarioFile, playScenario, scenarioToLog } from "../src/index.ts";

const dir = join(import.meta.dirname, "../../../examples/scenarios");
const examples = readdirSync(dir).filter((f) => f.endsWith(".json"));

describe("the example scenarios", () => {
  it("given the examples folder, then it holds the eleven examples the README describes", () => {
    expect(examples.sort()).toEqual([
      "battlefield-4v4.json",
      "casters-vs-orcs.json",
      "delay-flank.json",
      "goblin-ambush.json",
      "mounted-charge.json",
      "readied-vs-caster.json",
      "set-spear.json",
      "special-attacks.json",
      "unarmed-vs-armed.json",
      "what-they-hold.json",
      "withdraw-vs-step.json",
    ]);
  });

  for (const name of examples) {
    it(`given ${name}, when played, then the fight ends with a winner and its log reads back sealed`, () => {
      const s = loadScenarioFile(join(dir, name));
      const run = playScenario(s);
      expect(run.timedOut).toBe(false);
      expect(run.state.winner).toBeDefined();
      const log = parseLog(scenarioToLog(run, s.header), { catalogue: registry.catalogue });
      expect(log.events).toHaveLength(run.events.length + 1);
      expect(log.events[0]?.type).toBe("Header");
    });
  }

  it("given the battlefield scenario, then it is core's bench fight: same roster and map, same events", () => {
    const s = loadScenarioFile(join(dir, "battlefield-4v4.json"));
    const bench = battlefieldFourVsFour("golden-246");
    expect(JSON.parse(JSON.stringify(s.header.roster))).toEqual(
      JSON.parse(JSON.stringify(bench.roster)),
    );
    expect(s.header.map).toEqual(bench.map);
    const expected = runFight(bench, () => tactician, seededDice("golden-246"));
    expect(playScenario(s).events).toEqual(expected.events);
  });

  it("given the ambush, then only the aware combatants act in the surprise round (seed 000 突袭)", () => {
    const run = playScenario(loadScenarioFile(join(dir, "goblin-ambush.json")));
    const surpriseTurns = run.events.flatMap((e) =>
      e.type === "TurnStarted" && (e.data as { round: number }).round === 0
        ? [(e.data as { actor: string }).actor]
        : [],
    );
    expect(surpriseTurns.sort()).toEqual(["Aldric", "gob-1", "gob-2", "gob-3", "wolf"]);
  });

  it("given a seed on the command line, when loaded, then it replaces the scenario's seed", () => {
    const s = loadScenarioFile(join(dir, "goblin-ambush.json"), { seed: "other" });
    expect(s.header.dice.seed).toBe("other");
  });
});
