import { availableParallelism } from "node:os";
import type { WhatIfScenario } from "./scenario.ts";
import { prepare, type RunResult, simulate } from "./simulate.ts";
import { WorkerPool } from "./workerPool.ts";

/** How to spread runs. */
export interface PoolOptions {
  /** Worker threads; 1 runs in this thread. All cores by default (ignored with `pool`). */
  readonly threads?: number;
  /** Worker threads to reuse across what-ifs (the caller closes it); else started per call. */
  readonly pool?: WorkerPool;
  /** Called after each batch with the runs done so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Keep each run's events (off by default: runs are summed up and dropped). */
  readonly keepRuns?: boolean;
  /** The worker module (the benchmarks pass their bundled one). */
  readonly worker?: URL;
}

/**
 * Plays runs `first` .. `first + runs − 1` of a scenario, in this thread or across worker
 * threads, and returns the results in run order.
 */
export async function runPool(
  scenario: WhatIfScenario,
  first: number,
  runs: number,
  options: PoolOptions = {},
): Promise<RunResult[]> {
  // Fails here, with the caller's stack, on a bad fork point or edit — not in every worker.
  const prepared = prepare(scenario);
  const keep = options.keepRuns ?? false;
  const results = new Array<RunResult>(runs);
  let done = 0;
  const onBatch = (batch: readonly RunResult[]) => {
    for (const r of batch) results[r.index - first] = r;
    done += batch.length;
    options.onProgress?.(done, runs);
  };
  const threads =
    options.pool?.threads ?? Math.min(options.threads ?? availableParallelism(), runs);
  if (threads <= 1) {
    const step = Math.max(1, Math.min(64, Math.ceil(runs / 16)));
    for (let from = first; from < first + runs; from += step) {
      const batch: RunResult[] = [];
      for (let i = from; i < Math.min(first + runs, from + step); i++) {
        batch.push(simulate(prepared, i, keep));
      }
      onBatch(batch);
      // Let progress listeners and timers run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
  }
  const pool = options.pool ?? new WorkerPool(threads, options.worker);
  try {
    await pool.run({ scenario, first, runs, keep, onBatch });
  } finally {
    if (options.pool === undefined) await pool.close();
  }
  return results;
}
