import pg from "pg";
import PgBoss from "pg-boss";
import { checkedSchema } from "./schema.ts";

/** The pg-boss queue the what-if batches go on. */
export const QUEUE = "d20-whatif-batch";

/** How long a batch may stay taken before pg-boss hands it to another worker. */
export const DEFAULT_BATCH_TIMEOUT_SECONDS = 60;

/** How a queue is reached and kept. */
export interface QueueConnection {
  readonly url: string;
  /** The queue's own schema (pg-boss keeps its tables in `<schema>_boss`). */
  readonly schema: string;
}

/**
 * A started pg-boss on the queue's schema. Every process that touches the queue supervises it
 * (pg-boss takes a lock, so one does the work at a time): a batch whose worker died is failed by
 * timeout and retried, whoever is left running.
 */
export async function openBoss(c: QueueConnection): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: c.url,
    schema: `${checkedSchema(c.schema)}_boss`,
    max: 2,
    supervise: true,
    maintenanceIntervalSeconds: 1,
    schedule: false,
  });
  // pg-boss reports a lost connection as an event; without a listener Node would throw it.
  boss.on("error", () => {});
  // Processes starting on a new queue at once (a worker started beside the command that queues)
  // would install pg-boss's schema concurrently, which PostgreSQL can end in a deadlock: they
  // take turns, holding a lock of the queue's own while one starts.
  const lock = new pg.Client({ connectionString: c.url });
  await lock.connect();
  const key = `d20-queue-boss:${c.schema}`;
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
    await boss.start();
    // Idempotent: the first process creates it; each batch carries its own expiry and retries.
    await boss.createQueue(QUEUE, { name: QUEUE });
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext($1))", [key]).catch(() => {});
    await lock.end();
  }
  return boss;
}
