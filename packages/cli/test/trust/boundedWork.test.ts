import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { GOLDEN, ROOT } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-bounds-"));
const AT = (parseLog(readFileSync(GOLDEN)).events as readonly { type: string; seq: number }[]).find(
  (e) => e.type === "Declared" && e.seq > 30,
)!.seq;

describe("bounded work from flags and scenarios (issue Trust, point 6)", () => {
  it("given --threads 1000, when whatif runs, then refused naming the cores, before any thread starts", async () => {
    const r = await runD20(["whatif", GOLDEN, "--at", `${AT}`, "--threads", "1000"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `d20: --threads: at most ${availableParallelism()} (the cores of this machine), got 1000`,
    );
  });

  it("given --runs 1000000000 or --max-rounds 1e15 as digits, when whatif runs, then refused naming the limit", async () => {
    const runs = await runD20(["whatif", GOLDEN, "--at", `${AT}`, "--runs", "1000000000"]);
    expect(runs.code).toBe(2);
    expect(runs.stderr).toBe("d20: --runs: at most 100000 (the limit on runs), got 1000000000");
    const rounds = await runD20([
      "whatif",
      GOLDEN,
      "--at",
      `${AT}`,
      "--max-rounds",
      "1000000000000000",
    ]);
    expect(rounds.code).toBe(2);
    expect(rounds.stderr).toBe(
      "d20: --max-rounds: at most 10000 (the limit on rounds), got 1000000000000000",
    );
  });

  it("given a scenario whose end.maxRounds is 1e15, when run, then refused naming the field and the limit", async () => {
    const scenario = JSON.parse(
      readFileSync(join(ROOT, "examples/scenarios/goblin-ambush.json"), "utf8"),
    );
    const file = join(dir, "endless.json");
    writeFileSync(file, JSON.stringify({ ...scenario, end: { maxRounds: 1e15 } }));
    const r = await runD20(["run", file, "--quiet"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `d20: ${file}: $.end.maxRounds: at most 10000 (the limit on rounds), got 1000000000000000`,
    );
  });

  it("given a scenario with an ability score of 1e21, when run, then refused at validation naming the file, the path and the limit", async () => {
    const scenario = JSON.parse(
      readFileSync(join(ROOT, "examples/scenarios/goblin-ambush.json"), "utf8"),
    );
    scenario.combatants[0].overrides = {
      ...(scenario.combatants[0].overrides ?? {}),
      abilities: { str: 1e21 },
    };
    const file = join(dir, "strong.json");
    writeFileSync(file, JSON.stringify(scenario));
    const r = await runD20(["run", file, "--quiet"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "$.combatants[0].abilities.str: must be at most 1000 (the limit on this field)",
    );
    expect(r.stderr).toContain(file);
  });
});
