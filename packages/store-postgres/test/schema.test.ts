import { describe, expect, it } from "vitest";
import { openPostgresStore, SCHEMA_VERSION } from "../src/index.ts";
import { dropSchema, freshSchema, NO_POSTGRES, PG_URL, sql } from "./testDatabase.ts";

// Skipped only when no server is configured (see testDatabase.ts).
describe.skipIf(NO_POSTGRES)("PostgreSQL store: schema", () => {
  it("creates its schema once when several stores open it at the same time", async () => {
    const schema = freshSchema();
    try {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => openPostgresStore(PG_URL!, { schema, poolSize: 1 })),
      );
      await Promise.all(stores.map((s) => s.close()));
      const versions = await sql<{ version: number }>(
        `SELECT version FROM ${schema}.schema_version ORDER BY version`,
      );
      expect(versions.map((v) => v.version)).toEqual([SCHEMA_VERSION]);
      const reopened = await openPostgresStore(PG_URL!, { schema });
      expect(await reopened.listStreams()).toEqual([]);
      await reopened.close();
    } finally {
      await dropSchema(schema);
    }
  });

  it("refuses a schema written by a newer store", async () => {
    const schema = freshSchema();
    try {
      await (await openPostgresStore(PG_URL!, { schema })).close();
      await sql(`INSERT INTO ${schema}.schema_version (version) VALUES ($1)`, [SCHEMA_VERSION + 1]);
      await expect(openPostgresStore(PG_URL!, { schema })).rejects.toThrow(/knows up to/);
    } finally {
      await dropSchema(schema);
    }
  });

  it("refuses a schema name it would have to quote", async () => {
    await expect(openPostgresStore(PG_URL!, { schema: 'x"; DROP' })).rejects.toThrow(/schema/);
  });
});
