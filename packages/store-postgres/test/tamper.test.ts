import { LogError } from "@d20/events";
import { describe, expect, it } from "vitest";
import { fixtureEvents } from "../../events/src/codec/testLog.ts";
import { freshStore, NO_POSTGRES, sql } from "./testDatabase.ts";

// Skipped only when no server is configured (see testDatabase.ts).
describe.skipIf(NO_POSTGRES)("PostgreSQL store: rows changed behind its back", () => {
  it("rejects a stored line edited in the database, naming the stream and line", async () => {
    const { store, schema, cleanup } = await freshStore();
    try {
      await store.append("fight", fixtureEvents(6), 0);
      await sql(
        `UPDATE ${schema}.events SET line = replace(line, '"total":', '"total":1') WHERE position = 2`,
      );
      const read = store.read("fight");
      await expect(read).rejects.toBeInstanceOf(LogError);
      await expect(read).rejects.toMatchObject({ code: "bad-hash", line: 3 });
      await expect(read).rejects.toThrow(`${schema}.events "fight":3`);
      await expect(store.read("fight", { from: 3 })).resolves.toHaveLength(3);
      await expect(store.readAll()).rejects.toMatchObject({ code: "bad-hash", line: 3 });
    } finally {
      await store.close();
      await cleanup();
    }
  });
});
