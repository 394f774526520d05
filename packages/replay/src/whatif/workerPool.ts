import type { Worker } from "node:worker_threads";
import type { FromWorker, ToWorker } from "./messages.ts";
import type { WhatIfScenario } from "./scenario.ts";
import type { RunResult } from "./simulate.ts";
import { DEFAULT_WORKER, startWorker } from "./workerScript.ts";

/** A range of runs and how to report them. */
export interface PoolJob {
  readonly scenario: WhatIfScenario;
  readonly first: number;
  readonly runs: number;
  readonly keep: boolean;
  /** Called with each batch's results as it comes back. */
  readonly onBatch: (results: readonly RunResult[]) => void;
}

/**
 * Worker threads kept for many what-ifs, so that each thread starts (and warms its engine) once.
 * Runs one job at a time; a job's runs are fed in batches, each to the next idle worker, so a
 * slow batch does not hold the others back.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private job = 0;
  private busy: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    readonly threads: number,
    worker: URL = DEFAULT_WORKER,
  ) {
    this.workers = Array.from({ length: threads }, () => {
      const w = startWorker(worker, {});
      // A worker that fails between jobs must not bring the process down: the next job sees
      // it gone (`exit`) and fails with a message instead.
      w.on("error", () => undefined);
      w.on("exit", () => {
        this.stopped = true;
      });
      return w;
    });
  }

  /** Plays a job's runs across the pool (after any job already running). */
  run(job: PoolJob): Promise<void> {
    const next = this.busy.then(() => this.play(job));
    this.busy = next.catch(() => undefined);
    return next;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private play(job: PoolJob): Promise<void> {
    const id = ++this.job;
    const batch = Math.max(1, Math.min(64, Math.ceil(job.runs / (this.threads * 8))));
    let from = job.first;
    const end = job.first + job.runs;
    return new Promise<void>((resolve, reject) => {
      if (this.stopped) {
        reject(new Error("what-if pool: a worker has stopped (closed, or it failed)"));
        return;
      }
      let active = 0;
      let failed = false;
      const cleanups: (() => void)[] = [];
      const finish = (error?: Error) => {
        for (const c of cleanups) c();
        if (error === undefined) resolve();
        else reject(error);
      };
      const feed = (w: Worker) => {
        if (from >= end) return;
        const to = Math.min(end, from + batch);
        w.postMessage({ kind: "batch", job: id, from, to } satisfies ToWorker);
        from = to;
        active++;
      };
      for (const w of this.workers) {
        const onMessage = (reply: FromWorker) => {
          if (reply.job !== id || failed) return;
          active--;
          if (!reply.ok) {
            failed = true;
            finish(new Error(`what-if worker: ${reply.error}`));
            return;
          }
          job.onBatch(reply.results);
          feed(w);
          if (active === 0) finish();
        };
        const onError = (e: Error) => {
          if (failed) return;
          failed = true;
          finish(e);
        };
        const onExit = (code: number) => onError(new Error(`what-if worker exited (${code})`));
        w.on("message", onMessage);
        w.on("error", onError);
        w.on("exit", onExit);
        cleanups.push(() => {
          w.off("message", onMessage);
          w.off("error", onError);
          w.off("exit", onExit);
        });
        w.postMessage({
          kind: "scenario",
          job: id,
          scenario: job.scenario,
          keep: job.keep,
        } satisfies ToWorker);
      }
      for (const w of this.workers) feed(w);
      if (active === 0) finish();
    });
  }
}
