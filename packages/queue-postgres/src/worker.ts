import { hostname } from "node:os";
import { type PreparedScenario, prepare, type RunResult, simulate } from "@d20/replay";
import pg from "pg";
import { openBoss, QUEUE, type QueueConnection } from "./boss.ts";
import type { BatchJob, JobSet } from "./jobSet.ts";
import { loadSet } from "./loadSet.ts";
import { checkedSchema, ensureSchema } from "./schema.ts";
import { versionRefusal } from "./versions.ts";

/** How a worker runs. */
export interface WorkerOptions {
  /** Its name in the results and refusals (default `host:pid`). */
  readonly name?: string;
  /** How long to wait between looks at an empty queue, in ms (500 by default). */
  readonly pollMs?: number;
  /**
   * Stop once the queue has been empty this many looks in a row after the worker has taken a
   * batch (it drains the queue and stops; one started before anything is queued waits for it).
   * Default: never.
   */
  readonly idleLooks?: number;
  /** Stop when aborted (between batches). */
  readonly signal?: AbortSignal;
  /** Told of each batch it played, or refused. */
  readonly onBatch?: (event: WorkerEvent) => void;
}

/** What a worker did with one batch. */
export type WorkerEvent =
  | { readonly kind: "took"; readonly set: string; readonly batch: number }
  | { readonly kind: "played"; readonly set: string; readonly batch: number; readonly runs: number }
  | {
      readonly kind: "refused";
      readonly set: string;
      readonly batch: number;
      readonly reason: string;
    };

/** What a worker did in all. */
export interface WorkerSummary {
  readonly batches: number;
  readonly runs: number;
  readonly refused: number;
}

/**
 * Takes what-if batches off the queue one at a time and plays them, with the same keyed dice a
 * single machine would (`simulate`, run `i` seeded by `runSeed`), so the results are the same run
 * for run. A batch's results are written in one row keyed by (set, batch) before the job is marked
 * done: a worker killed in between leaves a row its retry does not write again, so no run is
 * counted twice, and a worker killed before it leaves nothing, and pg-boss hands the batch out
 * again when it expires. A job set built by another engine or ruleset version is refused (the
 * fights would not be the same), recorded with the reason for the command that queued it, and
 * left for a worker that matches.
 */
export async function runWorker(
  c: QueueConnection,
  options: WorkerOptions = {},
): Promise<WorkerSummary> {
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const s = checkedSchema(c.schema);
  const db = new pg.Pool({ connectionString: c.url, max: 2 });
  await ensureSchema(db, s);
  const boss = await openBoss(c);
  const prepared = new Map<string, { set: JobSet; ready: PreparedScenario } | string>();
  let batches = 0;
  let runs = 0;
  let refused = 0;
  let idle = 0;
  let taken = false;
  try {
    while (options.signal?.aborted !== true) {
      const [job] = await boss.fetch<BatchJob>(QUEUE, { batchSize: 1, includeMetadata: true });
      if (job === undefined) {
        if (taken) idle++;
        if (options.idleLooks !== undefined && idle >= options.idleLooks) break;
        await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
        continue;
      }
      idle = 0;
      taken = true;
      const { set: id, batch, from, count } = job.data;
      options.onBatch?.({ kind: "took", set: id, batch });
      let entry = prepared.get(id);
      if (entry === undefined) {
        const set = await loadSet(db, s, id);
        const why = set === undefined ? `no job set ${id} on this queue` : versionRefusal(set);
        entry = why !== undefined ? why : preparedSet(set!);
        prepared.set(id, entry);
      }
      if (typeof entry === "string") {
        const final = job.retryCount >= job.retryLimit;
        await db.query(
          `INSERT INTO ${s}.refusals (set_id, batch, worker, reason, final) SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM ${s}.job_sets WHERE id = $1)`,
          [id, batch, name, entry, final],
        );
        await boss.fail(QUEUE, job.id, { refused: entry, worker: name });
        refused++;
        options.onBatch?.({ kind: "refused", set: id, batch, reason: entry });
        continue;
      }
      let results: RunResult[];
      try {
        results = [];
        for (let i = from; i < from + count; i++) results.push(simulate(entry.ready, i));
      } catch (e) {
        // A run that throws is a broken invariant, not a lost worker: say so where the command
        // that queued it will see it, and go on with other batches (a retry meets it again).
        const reason = `playing the batch failed: ${e instanceof Error ? e.message : String(e)}`;
        await db.query(
          `INSERT INTO ${s}.refusals (set_id, batch, worker, reason, final) VALUES ($1, $2, $3, $4, $5)`,
          [id, batch, name, reason, job.retryCount >= job.retryLimit],
        );
        await boss.fail(QUEUE, job.id, { failed: reason, worker: name });
        refused++;
        options.onBatch?.({ kind: "refused", set: id, batch, reason });
        continue;
      }
      await db.query(
        `INSERT INTO ${s}.results (set_id, batch, worker, results) VALUES ($1, $2, $3, $4) ON CONFLICT (set_id, batch) DO NOTHING`,
        [id, batch, name, JSON.stringify(results)],
      );
      await boss.complete(QUEUE, job.id);
      batches++;
      runs += count;
      options.onBatch?.({ kind: "played", set: id, batch, runs: count });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
    await db.end();
  }
  return { batches, runs, refused };
}

/** A set made ready to play, or why it cannot be (a scenario this worker's rules refuse). */
function preparedSet(set: JobSet): { set: JobSet; ready: PreparedScenario } | string {
  try {
    return { set, ready: prepare(set.scenario) };
  } catch (e) {
    return `the job set cannot be played here: ${e instanceof Error ? e.message : String(e)}`;
  }
}
