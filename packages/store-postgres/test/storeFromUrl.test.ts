import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FileEventStore } from "@d20/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureEvents } from "../../events/src/codec/testLog.ts";
import { type PostgresEventStore, storeFromUrl } from "../src/index.ts";
import { dropSchema, freshSchema, NO_POSTGRES, PG_URL } from "./testDatabase.ts";

describe("storeFromUrl", () => {
  let dir: string;
  const saved = process.env.D20_STORE;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "d20-url-"));
  });
  afterEach(async () => {
    if (saved === undefined) delete process.env.D20_STORE;
    else process.env.D20_STORE = saved;
    await rm(dir, { recursive: true, force: true });
  });

  it("opens the file store for a plain path, a file:// URL, or D20_STORE", async () => {
    const byPath = (await storeFromUrl(join(dir, "a"))) as FileEventStore;
    expect(byPath.dir).toBe(join(dir, "a"));
    await byPath.append("fight", fixtureEvents(2), 0);
    await byPath.close();
    const byUrl = (await storeFromUrl(pathToFileURL(join(dir, "a")).href)) as FileEventStore;
    expect((await byUrl.info("fight")).version).toBe(2);
    await byUrl.close();
    process.env.D20_STORE = join(dir, "a");
    const byEnv = (await storeFromUrl()) as FileEventStore;
    expect(byEnv.dir).toBe(join(dir, "a"));
    await byEnv.close();
  });

  it("refuses no store at all and unknown schemes", async () => {
    delete process.env.D20_STORE;
    await expect(storeFromUrl()).rejects.toThrow(/D20_STORE/);
    await expect(storeFromUrl("mysql://localhost/x")).rejects.toThrow(/unknown event store URL/);
  });

  // Skipped only when no server is configured (see testDatabase.ts).
  it.skipIf(NO_POSTGRES)(
    "opens the PostgreSQL store for postgres://, schema from the URL",
    async () => {
      const schema = freshSchema();
      const url = new URL(PG_URL!);
      url.searchParams.set("schema", schema);
      const store = (await storeFromUrl(url.href)) as PostgresEventStore;
      try {
        expect(store.schema).toBe(schema);
        await store.append("fight", fixtureEvents(2), 0);
        expect((await store.listStreams()).map((s) => s.stream)).toEqual(["fight"]);
      } finally {
        await store.close();
        await dropSchema(schema);
      }
    },
  );
});
