import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openFileStore, parseLog, serializeLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { fixtureEvents } from "../../events/src/codec/testLog.ts";
import { diceEvents } from "../../events/src/store/testing/diceEvents.ts";
import { freshStore, NO_POSTGRES, sql } from "./testDatabase.ts";

// Skipped only when no server is configured (see testDatabase.ts).
describe.skipIf(NO_POSTGRES)("PostgreSQL store: stored bytes", () => {
  it("reads back the exact JSONL a file store writes for the same appends, fork included", async () => {
    const { store, schema, cleanup } = await freshStore();
    const dir = await mkdtemp(join(tmpdir(), "d20-pg-bytes-"));
    const files = await openFileStore(dir);
    try {
      for (const s of [store, files]) {
        await s.append("fight", fixtureEvents(4), 0);
        await s.append("fight", diceEvents(4, 3, "弓手"), 4);
        await s.fork("fight", 5, "what-if", [
          { kind: "forceDie", key: "弓手/damage/6", faces: [8] },
        ]);
        await s.append("what-if", diceEvents(6, 2, "分支"), 1);
      }
      for (const stream of ["fight", "what-if"]) {
        const text = await store.readText(stream);
        expect(text).toBe(await readFile(files.fileOf(stream), "utf8"));
        expect(parseLog(text).events).toEqual(await store.read(stream));
      }
      // The column holds the line itself (no trailing newline), not a re-encoding of it.
      const [row] = await sql<{ line: string }>(
        `SELECT line FROM ${schema}.events WHERE stream = 'fight' AND position = 0`,
      );
      expect(`${row!.line}\n`).toBe(serializeLog(fixtureEvents(1)).text);
      expect(row!.line).toContain("战士·李");
    } finally {
      await files.close();
      await rm(dir, { recursive: true, force: true });
      await store.close();
      await cleanup();
    }
  });
});
