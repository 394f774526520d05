import { availableParallelism } from "node:os";
import type { BatchReply, RunBatch, WorkerSetup } from "./messages.ts";
import type { WhatIfScenario } from "./scenario.ts";
import { prepare, type RunResult, simulate } from "./simulate.ts";
import { DEFAULT_WORKER, startWorker } from "./workerScript.ts";

/** How to spread runs. */
export interface PoolOptions {
  /** Worker threads; 1 runs in this thread. All cores by default. */
  readonly threads?: number;
  /** Called after each batch with the runs done so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Keep each run's events (off by default: runs are summed up and dropped). */
  readonly keepRuns?: boolean;
  /** The worker module (the benchmarks pass their bundled one). */
  readonly worker?: URL;
}

/**
 * Plays runs `first` .. `first + runs − 1` of a scenario, in this thread or across worker
 * threads fed batch by batch (so a slow batch does not hold the others back), and returns the
 * results in run order.
 */
export async function runPool(
  scenario: WhatIfScenario,
  first: number,
  runs: number,
  options: PoolOptions = {},
): Promise<RunResult[]> {
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), runs));
  const keep = options.keepRuns ?? false;
  const batch = Math.max(1, Math.min(64, Math.ceil(runs / (threads * 8))));
  const batches: RunBatch[] = [];
  for (let from = first; from < first + runs; from += batch) {
    batches.push({ from, to: Math.min(first + runs, from + batch) });
  }
  const results = new Array<RunResult>(runs);
  let done = 0;
  const take = (batchResults: readonly RunResult[]) => {
    for (const r of batchResults) results[r.index - first] = r;
    done += batchResults.length;
    options.onProgress?.(done, runs);
  };
  if (threads === 1 || runs === 0) {
    const prepared = prepare(scenario);
    for (const b of batches) {
      const out: RunResult[] = [];
      for (let i = b.from; i < b.to; i++) out.push(simulate(prepared, i, keep));
      take(out);
      // Let progress listeners and timers run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
  }
  // Fails here, with the caller's stack, on a bad fork point or edit — not in every worker.
  prepare(scenario);
  const setup: WorkerSetup = { scenario, keep };
  const url = options.worker ?? DEFAULT_WORKER;
  const workers = Array.from({ length: threads }, () => startWorker(url, { workerData: setup }));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              const b = batches[next++];
              if (b === undefined) resolve();
              else worker.postMessage(b);
            };
            worker.on("message", (reply: BatchReply) => {
              if (!reply.ok) {
                reject(new Error(`what-if worker: ${reply.error}`));
                return;
              }
              take(reply.results);
              feed();
            });
            worker.on("error", reject);
            worker.on("exit", (code) => {
              if (code !== 0) reject(new Error(`what-if worker exited with code ${code}`));
            });
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
