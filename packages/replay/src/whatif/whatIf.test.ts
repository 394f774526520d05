import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { ForkError } from "../branch/forkError.ts";
import { rootLineage } from "../branch/lineage.ts";
import { lawFight } from "../testing/dnd35/fights.ts";
import type { WhatIfScenario } from "./scenario.ts";
import { compareWhatIf, unpairedDifference, whatIf, winsFor } from "./whatIf.ts";
import { WorkerPool } from "./workerPool.ts";

const fight = lawFight(1);
const parent = rootLineage(
  "fight-1",
  parseLog(fight.text, { catalogue: registry.catalogue }).events,
);
// The first single attack a fighter declares, and who declared it.
const attack = fight.events.find(
  (e) => e.type === "Declared" && e.data.by.startsWith("战士") && e.data.decl.kind === "Attack",
)!;
const attacker = (attack.data as { by: string }).by;
const base: WhatIfScenario = {
  parent,
  at: attack.seq - 1,
  policies: { default: "attackNearest", byCombatant: { [attacker]: "fullAttackOrCharge" } },
};
// The example: a delay (to the end of the round, seed 000 延迟DELAY) instead of the attack.
const delay: WhatIfScenario = {
  ...base,
  edits: [
    {
      kind: "replaceDeclaration",
      seq: attack.seq,
      with: { by: attacker, decl: { kind: "Delay" } },
    },
  ],
};

describe("what-if", () => {
  it("given a fork point, when run in this thread and across 2 worker threads, then the runs are the same and progress reaches the total", async () => {
    const progress: number[] = [];
    const one = await whatIf(base, { runs: 24, threads: 1 });
    const two = await whatIf(base, { runs: 24, threads: 2, onProgress: (d) => progress.push(d) });
    expect(two.results).toEqual(one.results);
    expect(progress.at(-1)).toBe(24);
    const { sides, runs, noWinner } = one.summary;
    expect(runs).toBe(24);
    expect((sides.party?.wins ?? 0) + (sides.bandits?.wins ?? 0) + noWinner).toBe(24);
    const rate = sides.party!.winRate;
    expect(rate.low).toBeLessThanOrEqual(rate.estimate);
    expect(rate.high).toBeGreaterThanOrEqual(rate.estimate);
    expect(one.results.every((r) => r.events === undefined)).toBe(true);
  });

  it("given a worker pool kept open, when two what-ifs run on it, then each gives the runs of this thread", async () => {
    const pool = new WorkerPool(2);
    try {
      for (const scenario of [base, delay]) {
        const pooled = await whatIf(scenario, { runs: 10, pool });
        const local = await whatIf(scenario, { runs: 10, threads: 1 });
        expect(pooled.results).toEqual(local.results);
      }
    } finally {
      await pool.close();
    }
    await expect(whatIf(base, { runs: 4, pool })).rejects.toThrow(/a worker has stopped/);
  });

  it("given keepRuns, when run, then each run's events are kept", async () => {
    const kept = await whatIf(base, { runs: 3, threads: 1, keepRuns: true });
    expect(kept.results.every((r) => (r.events?.length ?? 0) > 0)).toBe(true);
  });

  it("given an edit naming a missing declaration, when a what-if starts, then it fails with a ForkError naming the edit", async () => {
    const bad = { ...base, edits: [{ kind: "dropDeclaration" as const, seq: attack.seq + 1 }] };
    await expect(whatIf(bad, { runs: 4, threads: 2 })).rejects.toThrow(ForkError);
    await expect(whatIf(bad, { runs: 4, threads: 2 })).rejects.toThrow(/edits\[0\]\.seq/);
  });

  it("given a delay instead of an attack, when compared on common random numbers, then the paired interval is narrower than two independent samples of the same size", async () => {
    const runs = 300;
    const wins = winsFor("party");
    const cmp = await compareWhatIf(base, delay, wins, { runs, threads: 1 });
    const apart = await whatIf(delay, { runs, threads: 1, firstRun: runs });
    const independent = unpairedDifference(cmp.a.results, apart.results, wins);
    const width = (i: { low: number; high: number }) => i.high - i.low;
    console.log(
      `party win rate, delay − attack, ${runs} runs each: paired ${cmp.paired.estimate.toFixed(3)} ` +
        `[${cmp.paired.low.toFixed(3)}, ${cmp.paired.high.toFixed(3)}] width ${width(cmp.paired).toFixed(3)}; ` +
        `independent ${independent.estimate.toFixed(3)} [${independent.low.toFixed(3)}, ${independent.high.toFixed(3)}] ` +
        `width ${width(independent).toFixed(3)}`,
    );
    expect(width(cmp.paired)).toBeLessThan(width(independent));
  });
});
