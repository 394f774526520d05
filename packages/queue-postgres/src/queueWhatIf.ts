import { randomUUID } from "node:crypto";
import type { WhatIfScenario } from "@d20/replay";
import { prepare } from "@d20/replay";
import pg from "pg";
import { DEFAULT_BATCH_TIMEOUT_SECONDS, openBoss, QUEUE, type QueueConnection } from "./boss.ts";
import { type BatchJob, batchOf, type JobSet } from "./jobSet.ts";
import { checkedSchema, ensureSchema } from "./schema.ts";
import { codeVersions } from "./versions.ts";

/** How a what-if is put on the queue. */
export interface QueueOptions {
  readonly runs: number;
  /** The index of the first run (its dice seed, `runSeed`); 0 by default. */
  readonly firstRun?: number;
  /** Runs per batch (the unit a worker takes and a lost worker loses): 100 by default. */
  readonly batchSize?: number;
  /** Seconds a taken batch may run before it is handed to another worker (60 by default). */
  readonly batchTimeoutSeconds?: number;
  /** A name for the set in progress lines and tables (a sweep's edit). */
  readonly label?: string;
}

/** The most batches one job set may hold (each is a row and a job). */
export const MAX_BATCHES = 10_000;

/**
 * Puts a what-if on the PostgreSQL queue as one job set: the scenario once, and a job per batch
 * of runs. The scenario is prepared here first, so a bad fork point or edit is refused before
 * anything is queued. Returns the set, to gather (`gatherWhatIf`) from this or any machine.
 */
export async function queueWhatIf(
  c: QueueConnection,
  scenario: WhatIfScenario,
  options: QueueOptions,
): Promise<JobSet> {
  prepare(scenario);
  const rulesetId = scenario.parent.header.ruleset.id;
  const versions = codeVersions(rulesetId);
  if (versions === undefined) throw new RangeError(`ruleset: unknown ruleset "${rulesetId}"`);
  const batchSize = options.batchSize ?? 100;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batch size: ${batchSize} is not a whole number ≥ 1`);
  const batches = Math.ceil(options.runs / batchSize);
  if (batches > MAX_BATCHES)
    throw new RangeError(
      `batch size: ${options.runs} runs in batches of ${batchSize} are ${batches} batches, more than ${MAX_BATCHES}`,
    );
  const set: JobSet = {
    id: randomUUID(),
    label: options.label ?? "what-if",
    scenario,
    firstRun: options.firstRun ?? 0,
    runs: options.runs,
    batchSize,
    batches,
    ...versions,
  };
  const s = checkedSchema(c.schema);
  const pool = new pg.Pool({ connectionString: c.url, max: 1 });
  try {
    await ensureSchema(pool, s);
    await pool.query(
      `INSERT INTO ${s}.job_sets (id, label, engine, ruleset, ruleset_version, scenario, first_run, runs, batch_size, batches)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        set.id,
        set.label,
        set.engine,
        set.ruleset,
        set.rulesetVersion,
        JSON.stringify(scenario),
        set.firstRun,
        set.runs,
        set.batchSize,
        set.batches,
      ],
    );
  } finally {
    await pool.end();
  }
  const boss = await openBoss(c);
  try {
    const jobs = Array.from({ length: batches }, (_, b) => {
      const data: BatchJob = { set: set.id, batch: b, ...batchOf(set, b) };
      return {
        name: QUEUE,
        data,
        retryLimit: 5,
        retryDelay: 0,
        expireInSeconds: options.batchTimeoutSeconds ?? DEFAULT_BATCH_TIMEOUT_SECONDS,
      };
    });
    await boss.insert(jobs);
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
  return set;
}
