import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { gatherWhatIf, queueWhatIf, runWorker } from "@d20/queue-postgres";
import { rootLineage, type WhatIfScenario, whatIf } from "@d20/replay";
import pg from "pg";

const RUNS = 2000;
// The what-if worker thread, bundled beside the benchmarks by build.mjs.
const worker = new URL("./whatifWorker.mjs", import.meta.url);
const BATCH = 100;

/** The goblin ambush golden forked after its first turns: the what-if every line plays. */
function scenario(): WhatIfScenario {
  const url = new URL("../examples/golden/scenarios/goblin-ambush.jsonl", import.meta.url);
  const text = readFileSync(fileURLToPath(url), "utf8");
  const sealed = parseLog(text, { catalogue: registry.catalogue }).events;
  return { parent: rootLineage("goblin-ambush", sealed), at: 20, policies: {}, maxRounds: 12 };
}

/** Runs per second of `f` playing `RUNS` runs. */
async function rate(f: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await f();
  return (RUNS * 1000) / (performance.now() - t0);
}

function line(name: string, runs: number, base: number, unit = "runs/s"): void {
  console.log(
    `${name.padEnd(58)} ${runs.toFixed(0).padStart(10)} ${unit}  worker threads ${base.toFixed(0).padStart(7)} ${unit}  ratio ${(base / runs).toFixed(2)}x`,
  );
}

/** `node .bench-tmp/bench.mjs queue-worker URL SCHEMA`: one worker process for the bench. */
export async function benchQueueWorker(url: string, schema: string): Promise<void> {
  await runWorker({ url, schema }, { idleLooks: 4, pollMs: 250 });
}

/**
 * What-if beyond one machine on this one: `RUNS` runs of one what-if queued on PostgreSQL in
 * batches of `BATCH` and played by 1 and by 2 worker processes, beside the worker-thread pool
 * with as many threads, in the same run (ratio: how much slower the queue is than the pool);
 * and the queue's cost per batch, beside what a batch of `BATCH` runs costs to play. Throwaway
 * schemas, dropped afterwards.
 */
export async function benchQueue(url: string): Promise<void> {
  const what = scenario();
  const self = fileURLToPath(import.meta.url);
  let n = 0;
  const fresh = () => ({ url, schema: `bench_q_${process.pid}_${n++}` });
  const used: string[] = [];
  const queued = async (workers: number) => {
    const c = fresh();
    used.push(c.schema);
    const set = await queueWhatIf(c, what, { runs: RUNS, batchSize: BATCH });
    const procs = Array.from({ length: workers }, () =>
      spawn(process.execPath, [self, "queue-worker", url, c.schema], { stdio: "inherit" }),
    );
    await gatherWhatIf(c, set.id, { pollMs: 50 });
    for (const p of procs) p.kill("SIGTERM");
    await Promise.all(procs.map((p) => once(p, "exit")));
  };
  try {
    for (const workers of [1, 2]) {
      const pool = await rate(() => whatIf(what, { runs: RUNS, threads: workers, worker }));
      const queue = await rate(() => queued(workers));
      line(`queue: what-if, ${workers} worker process(es), batches of ${BATCH}`, queue, pool);
    }
    // The queue's own cost, with batches of one run (so the runs hardly count) and one
    // in-process worker (so no process start is counted): wall time per batch, less a run's.
    const tiny = 100;
    const t1 = performance.now();
    await whatIf(what, { runs: tiny, threads: 1 });
    const perRun = (performance.now() - t1) / tiny;
    const c = fresh();
    used.push(c.schema);
    const t0 = performance.now();
    const set = await queueWhatIf(c, what, { runs: tiny, batchSize: 1 });
    await Promise.all([
      gatherWhatIf(c, set.id, { pollMs: 20 }),
      runWorker(c, { idleLooks: 1, pollMs: 20 }),
    ]);
    const perBatch = (performance.now() - t0) / set.batches - perRun;
    console.log(
      `${"queue: overhead per batch (queue, take, write, gather)".padEnd(58)} ${perBatch.toFixed(1).padStart(10)} ms  a batch of ${BATCH} runs ${(perRun * BATCH).toFixed(1).padStart(7)} ms  ratio ${(perBatch / (perRun * BATCH)).toFixed(3)}x`,
    );
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const s of used) {
      await client.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS ${s}_boss CASCADE`);
    }
    await client.end();
  }
}
