import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { rootLineage, type WhatIfScenario } from "@d20/replay";
import pg from "pg";
import type { QueueConnection } from "../src/index.ts";

/** The test server's URL; scripts/with-postgres.sh sets it (CI runs the tests through it). */
export const PG_URL = process.env.D20_TEST_POSTGRES;

// As in store-postgres: without a server there is nothing to run these suites against, and
// `pnpm test` must still pass on such a machine; the message says so.
if (PG_URL === undefined || PG_URL === "") {
  console.warn("PostgreSQL queue suite skipped: D20_TEST_POSTGRES is not set");
}

/** Whether to skip the PostgreSQL suites (no server configured). */
export const NO_POSTGRES = PG_URL === undefined || PG_URL === "";

/** A queue on schemas no other test uses, and how to drop them. */
export function freshQueue(): QueueConnection & { drop(): Promise<void> } {
  const schema = `q_${process.pid}_${randomBytes(4).toString("hex")}`;
  return {
    url: PG_URL!,
    schema,
    async drop() {
      await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await sql(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
    },
  };
}

/** Runs one statement on its own connection. */
export async function sql<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The goblin ambush golden, forked after its first turns, played on by attackNearest. */
export function ambushWhatIf(): WhatIfScenario {
  const url = new URL("../../../examples/golden/scenarios/goblin-ambush.jsonl", import.meta.url);
  const sealed = parseLog(readFileSync(url, "utf8"), { catalogue: registry.catalogue }).events;
  return {
    parent: rootLineage("goblin-ambush", sealed),
    at: 20,
    policies: { default: "attackNearest" },
    maxRounds: 12,
  };
}
