import { parseLog, seededDice } from "@d20/events";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fork } from "../packages/replay/src/branch/fork.ts";
import { rootLineage } from "../packages/replay/src/branch/lineage.ts";
import { lawFight } from "../packages/replay/src/testing/dnd35/fights.ts";
import type { WhatIfScenario } from "../packages/replay/src/whatif/scenario.ts";
import { whatIf } from "../packages/replay/src/whatif/whatIf.ts";
import { WorkerPool } from "../packages/replay/src/whatif/workerPool.ts";
import { measurePair, report } from "./measure.ts";

// The what-if worker, bundled beside the benchmarks by build.mjs.
const worker = new URL("./whatifWorker.mjs", import.meta.url);

/**
 * Branching: the cost of forking a recorded fight half way and re-simulating it to the end
 * (recorded continuation, no edits), beside playing the same fight from the start with
 * `runFight`; then what-if fights per second on 1 and on 2 worker threads, and the speedup.
 */
export async function benchBranch(): Promise<void> {
  const fight = lawFight(2);
  const parent = rootLineage("bench", parseLog(fight.text).events);
  const half = Math.floor(fight.events.length / 2);
  const policy = (id: string) =>
    id.startsWith("战士") === (2 % 2 === 0) ? fullAttackOrCharge : attackNearest;
  const [forked, played] = measurePair(
    () => fork(parent, { at: half, continuation: { mode: "recorded" } }),
    () => runFight(fight.header, policy, seededDice(fight.header.dice.seed)),
    500,
  );
  report("branch: fork at half way + re-simulate to the end", forked, played, 1.5, "forks", 1);

  const scenario: WhatIfScenario = { parent, at: 0, policies: { default: "attackNearest" } };
  const runs = 4000;
  // Wall time, and the process's CPU time over all its threads: their ratio is how many cores
  // the run kept busy, which shows when other processes on the machine held the cores back.
  // Each side is warmed first: this thread's engine for 1 thread, the pool's workers for 2.
  const time = async (options: { threads: number } | { pool: WorkerPool }) => {
    await whatIf(scenario, { runs: 600, ...options });
    const cpu = process.cpuUsage();
    const t = performance.now();
    await whatIf(scenario, { runs, ...options });
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    return { wall, cores: (used.user + used.system) / 1000 / wall };
  };
  const one = await time({ threads: 1 });
  const pool = new WorkerPool(2, worker);
  const two = await time({ pool }).finally(() => pool.close());
  const rate = (ms: number) => ((runs / ms) * 1000).toFixed(0).padStart(7);
  const speedup = one.wall / two.wall;
  console.log(
    `${`what-if: ${runs} fights from the start, 1 vs 2 threads`.padEnd(58)} ${rate(one.wall)} fights/s (1 thread, ${one.cores.toFixed(2)} cores busy)  ${rate(two.wall)} fights/s (2 workers, ${two.cores.toFixed(2)} cores busy)  speedup ${speedup.toFixed(2)}x (goal ≥ 1.8x: ${speedup >= 1.8 ? "meets" : "MISSES"})`,
  );
  // On a machine shared with other work the wall-clock speedup says more about the neighbours
  // than about the pool; fights per CPU-second show what each thread got done while it ran.
  const perCpu = (t: { wall: number; cores: number }) => runs / ((t.wall / 1000) * t.cores);
  const efficiency = perCpu(two) / perCpu(one);
  console.log(
    `${"what-if: fights per CPU-second, 1 thread vs 2 workers".padEnd(58)} ${perCpu(one).toFixed(0).padStart(7)} /cpu-s  ${perCpu(two).toFixed(0).padStart(7)} /cpu-s  parallel efficiency ${efficiency.toFixed(2)} (2 idle cores: ~${(2 * efficiency).toFixed(2)}x)`,
  );
}
