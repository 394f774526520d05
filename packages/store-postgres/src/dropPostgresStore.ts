import pg from "pg";
import { dropSchema } from "./schema.ts";

/** Deletes a store: drops `schema` with every stream in it (throwaway stores, tests, benches). */
export async function dropPostgresStore(connectionString: string, schema: string): Promise<void> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    await dropSchema(pool, schema);
  } finally {
    await pool.end();
  }
}
