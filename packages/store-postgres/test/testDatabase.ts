import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  openPostgresStore,
  type PostgresEventStore,
  type PostgresStoreOptions,
} from "../src/index.ts";

/** The test server's URL; scripts/with-postgres.sh sets it (CI runs the tests through it). */
export const PG_URL = process.env.D20_TEST_POSTGRES;

// The one sanctioned skip in this repository: without a server there is nothing to run these
// suites against, and `pnpm test` must still pass on such a machine. The message says so loudly.
if (PG_URL === undefined || PG_URL === "") {
  console.warn("PostgreSQL suite skipped: D20_TEST_POSTGRES is not set");
}

/** Whether to skip the PostgreSQL suites (no server configured). */
export const NO_POSTGRES = PG_URL === undefined || PG_URL === "";

/** A schema name no other test uses. */
export function freshSchema(): string {
  return `t_${process.pid}_${randomBytes(5).toString("hex")}`;
}

/** A store on a fresh schema, and how to drop it. */
export async function freshStore(
  options: PostgresStoreOptions = {},
): Promise<{ store: PostgresEventStore; schema: string; cleanup(): Promise<void> }> {
  const schema = options.schema ?? freshSchema();
  const store = await openPostgresStore(PG_URL!, { ...options, schema });
  return { store, schema, cleanup: () => dropSchema(schema) };
}

/** Runs one statement on its own connection. */
export async function sql<R extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Drops a test schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

/**
 * Resolves when `check` holds, polling every 10 ms; rejects after `ms`, a guard against a hang
 * (nine minutes, inside the unit project's ten), not a speed limit: a loaded machine is slower.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 540_000,
  what = "condition",
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
