import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { verify } from "@d20/replay";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import { describe, expect, it } from "vitest";

// Every example scenario has a committed golden log (examples/golden/generate.ts writes them;
// regenerating is a deliberate act). A change to the engine or the scenario format that moves
// any event of any example fails here, and the diff of the regenerated log shows which.
const scenarios = join(import.meta.dirname, "../scenarios");
const goldens = join(import.meta.dirname, "scenarios");
const names = readdirSync(scenarios)
  .filter((f) => f.endsWith(".json"))
  .map((f) => basename(f, ".json"))
  .sort();

describe("the golden logs of the example scenarios", () => {
  it("given the example scenarios, then each has a golden log and each golden log a scenario", () => {
    const logs = readdirSync(goldens)
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => basename(f, ".jsonl"))
      .sort();
    expect(logs).toEqual(names);
  });

  for (const name of names) {
    const file = `examples/golden/scenarios/${name}.jsonl`;
    const bytes = readFileSync(join(goldens, `${name}.jsonl`));

    it(`given ${name}.json, when played again, then its log is ${file} byte for byte`, () => {
      const s = loadScenarioFile(join(scenarios, `${name}.json`));
      const run = playScenario(s);
      expect(scenarioToLog(run, s.header)).toBe(bytes.toString("utf8"));
    });

    it(`given ${file}, when verified, then verify finds nothing`, () => {
      const report = verify(new Uint8Array(bytes), { file });
      expect(report.findings).toEqual([]);
      expect(report.events).toBeGreaterThan(1);
    });
  }
});
