/**
 * @d20/queue-postgres — what-if beyond one machine: batches of runs on a PostgreSQL job queue
 * (pg-boss), played by workers on any number of machines with the same keyed dice, gathered
 * into the table one machine would print.
 */

/** Where the queue lives. */
export { DEFAULT_BATCH_TIMEOUT_SECONDS, type QueueConnection } from "./boss.ts";
/** Gather a queued set: progress, the outcome table, who played and who refused. */
export {
  type GatherOptions,
  gatherWhatIf,
  type QueuedReport,
  QueueError,
  type Refusal,
} from "./gather.ts";
export type { JobSet } from "./jobSet.ts";
/** Queue a what-if as one job set of batches. */
export { MAX_BATCHES, type QueueOptions, queueWhatIf } from "./queueWhatIf.ts";
export { DEFAULT_SCHEMA } from "./schema.ts";
/** A worker: takes batches, plays them, writes their results; refuses another code version's. */
export { runWorker, type WorkerEvent, type WorkerOptions, type WorkerSummary } from "./worker.ts";
