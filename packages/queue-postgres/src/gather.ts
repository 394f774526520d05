import { type RunResult, summarize, type WhatIfReport } from "@d20/replay";
import pg from "pg";
import type { QueueConnection } from "./boss.ts";
import type { JobSet } from "./jobSet.ts";
import { loadSet } from "./loadSet.ts";
import { checkedSchema } from "./schema.ts";

/** A worker's refusal of a batch, as the queue recorded it. */
export interface Refusal {
  readonly batch: number;
  readonly worker: string;
  readonly reason: string;
  /** The batch's last try: no worker will be handed it again. */
  readonly final: boolean;
}

/** How the queueing command waits for its set. */
export interface GatherOptions {
  /** Told of the runs done so far, and of each new refusal. */
  readonly onProgress?: (done: number, total: number, refusals: readonly Refusal[]) => void;
  readonly pollMs?: number;
}

/** A queued what-if gathered: the same report one machine gives, and who played or refused it. */
export interface QueuedReport extends WhatIfReport {
  readonly set: JobSet;
  /** Each worker and the runs it played. */
  readonly workers: Readonly<Record<string, number>>;
  readonly refusals: readonly Refusal[];
}

/** A job set that cannot be finished: an id the queue does not hold, or batches no worker may play. */
export class QueueError extends Error {
  override readonly name = "QueueError";
}

/**
 * Waits until every batch of the set has its results, then sums them up as `whatIf` does (the
 * runs in index order, so the table is a single machine's for the same seed). Stops with a
 * `QueueError` when a batch was refused on its last try, naming the worker and its reason.
 */
export async function gatherWhatIf(
  c: QueueConnection,
  setId: string,
  options: GatherOptions = {},
): Promise<QueuedReport> {
  const s = checkedSchema(c.schema);
  const db = new pg.Pool({ connectionString: c.url, max: 1 });
  try {
    const set = await loadSet(db, s, setId);
    if (set === undefined) throw new QueueError(`job set: no job set ${setId} on this queue`);
    let seen = -1;
    for (;;) {
      const done = await db.query<{ batches: string; runs: string | null }>(
        `SELECT count(*) AS batches, sum(json_array_length(results)) AS runs FROM ${s}.results WHERE set_id = $1`,
        [setId],
      );
      const refusals = await refusalsOf(db, s, setId);
      const batches = Number(done.rows[0]!.batches);
      const runs = Number(done.rows[0]!.runs ?? 0);
      if (runs !== seen || refusals.length > 0) options.onProgress?.(runs, set.runs, refusals);
      seen = runs;
      if (batches === set.batches) return await report(db, s, set, refusals);
      const lost = refusals.filter((r) => r.final);
      if (lost.length > 0) {
        const missing = await missingBatches(db, s, set);
        const stuck = lost.filter((r) => missing.has(r.batch));
        if (stuck.length > 0)
          throw new QueueError(
            `job set ${setId}: ${stuck.length} batch(es) refused on their last try, e.g. batch ${stuck[0]!.batch} by ${stuck[0]!.worker}: ${stuck[0]!.reason}`,
          );
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
    }
  } finally {
    await db.end();
  }
}

async function refusalsOf(db: pg.Pool, s: string, setId: string): Promise<Refusal[]> {
  const { rows } = await db.query<Refusal>(
    `SELECT batch, worker, reason, final FROM ${s}.refusals WHERE set_id = $1 ORDER BY at, batch`,
    [setId],
  );
  return rows.map((r) => ({ batch: r.batch, worker: r.worker, reason: r.reason, final: r.final }));
}

async function missingBatches(db: pg.Pool, s: string, set: JobSet): Promise<Set<number>> {
  const { rows } = await db.query<{ batch: number }>(
    `SELECT batch FROM ${s}.results WHERE set_id = $1`,
    [set.id],
  );
  const have = new Set(rows.map((r) => r.batch));
  const missing = new Set<number>();
  for (let b = 0; b < set.batches; b++) if (!have.has(b)) missing.add(b);
  return missing;
}

async function report(
  db: pg.Pool,
  s: string,
  set: JobSet,
  refusals: readonly Refusal[],
): Promise<QueuedReport> {
  const { rows } = await db.query<{ worker: string; results: RunResult[] }>(
    `SELECT worker, results FROM ${s}.results WHERE set_id = $1 ORDER BY batch`,
    [set.id],
  );
  const results: RunResult[] = [];
  const workers: Record<string, number> = {};
  for (const r of rows) {
    for (const run of r.results) results.push(run);
    workers[r.worker] = (workers[r.worker] ?? 0) + r.results.length;
  }
  results.sort((a, b) => a.index - b.index);
  return { set, results, summary: summarize(results), workers, refusals };
}
