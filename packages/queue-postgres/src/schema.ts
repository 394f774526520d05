import type pg from "pg";

/** The schema the queue's own tables live in unless told otherwise; pg-boss's is `<schema>_boss`. */
export const DEFAULT_SCHEMA = "d20_whatif";

/** A schema name safe to splice into SQL (the queue's statements name it). */
export function checkedSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,50}$/.test(schema))
    throw new RangeError(`queue schema: "${schema}" is not a lower-case SQL name`);
  return schema;
}

/**
 * The queue's tables: each job set (one what-if: its scenario as queued, the engine and ruleset
 * versions that built it, how its runs are split), each batch's results (one row a batch, so a
 * batch played twice — a worker killed after writing — is counted once), and the refusals and
 * failures workers reported.
 */
export async function ensureSchema(client: pg.Pool | pg.Client, schema: string): Promise<void> {
  const s = checkedSchema(schema);
  await client.query(`
    CREATE SCHEMA IF NOT EXISTS ${s};
    CREATE TABLE IF NOT EXISTS ${s}.job_sets (
      id text PRIMARY KEY,
      created timestamptz NOT NULL DEFAULT now(),
      label text NOT NULL,
      engine text NOT NULL,
      ruleset text NOT NULL,
      ruleset_version text NOT NULL,
      scenario json NOT NULL,
      first_run int NOT NULL,
      runs int NOT NULL,
      batch_size int NOT NULL,
      batches int NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.results (
      set_id text NOT NULL REFERENCES ${s}.job_sets (id) ON DELETE CASCADE,
      batch int NOT NULL,
      worker text NOT NULL,
      finished timestamptz NOT NULL DEFAULT now(),
      results json NOT NULL,
      PRIMARY KEY (set_id, batch)
    );
    CREATE TABLE IF NOT EXISTS ${s}.refusals (
      set_id text NOT NULL REFERENCES ${s}.job_sets (id) ON DELETE CASCADE,
      batch int NOT NULL,
      worker text NOT NULL,
      reason text NOT NULL,
      final boolean NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
  `);
}
