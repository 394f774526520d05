import type pg from "pg";

/** A schema name the store accepts: lowercase, so it needs no quoting in SQL or in LISTEN. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,39}$/;

/** Throws unless `schema` is a plain lowercase identifier (it is spliced into SQL text). */
export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`schema "${schema}": use 1-40 lowercase letters, digits or '_'`);
  }
}

// Each entry moves the schema one version up; entries are never edited once released, a change
// is a new entry. Version 1 is the whole design:
// - `line` is the exact JSONL line the chain hashes; a jsonb copy would reorder keys, so none is
//   kept (a later migration may add one as a generated column for queries).
// - `xid` is the writing transaction's id: the global read orders by (xid, global_position) and
//   stops before the oldest transaction still running, so a slow writer is never skipped.
// - A fork stores only its ForkHeader and names its parent; the prefix is not copied.
const MIGRATIONS: readonly ((s: string) => string)[] = [
  (s) => `
    CREATE TABLE ${s}.streams (
      stream      text    PRIMARY KEY,
      version     integer NOT NULL CHECK (version > 0),
      head        text    NOT NULL,
      next_seq    integer NOT NULL,
      fork_parent text    REFERENCES ${s}.streams (stream),
      fork_at     integer,
      created_at  timestamptz NOT NULL DEFAULT now(),
      CHECK ((fork_parent IS NULL) = (fork_at IS NULL))
    );
    CREATE TABLE ${s}.events (
      stream          text    NOT NULL REFERENCES ${s}.streams (stream),
      position        integer NOT NULL,
      global_position bigint  GENERATED ALWAYS AS IDENTITY,
      seq             integer NOT NULL,
      type            text    NOT NULL,
      v               integer NOT NULL,
      line            text    NOT NULL,
      hash            text    NOT NULL,
      prev            text    NOT NULL,
      xid             xid8    NOT NULL DEFAULT pg_current_xact_id(),
      PRIMARY KEY (stream, position)
    );
    CREATE UNIQUE INDEX events_global ON ${s}.events (xid, global_position);
  `,
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Creates `schema` and brings it to `SCHEMA_VERSION`, one transaction per call. An advisory lock
 * serializes stores opening at once (even `CREATE SCHEMA IF NOT EXISTS` can race). A schema
 * newer than this code is refused rather than written with old assumptions.
 */
export async function migrate(pool: pg.Pool, schema: string): Promise<void> {
  assertSchemaName(schema);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`d20-store:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_version (
         version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const found = await client.query<{ v: number | null }>(
      `SELECT max(version) AS v FROM ${schema}.schema_version`,
    );
    const current = found.rows[0]?.v ?? 0;
    if (current > SCHEMA_VERSION) {
      throw new Error(
        `schema "${schema}" is at version ${current}; this store knows up to ${SCHEMA_VERSION}`,
      );
    }
    for (let v = current + 1; v <= SCHEMA_VERSION; v++) {
      await client.query(MIGRATIONS[v - 1]!(schema));
      await client.query(`INSERT INTO ${schema}.schema_version (version) VALUES ($1)`, [v]);
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** Drops `schema` and every table in it, if it exists. */
export async function dropSchema(pool: pg.Pool, schema: string): Promise<void> {
  assertSchemaName(schema);
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}
