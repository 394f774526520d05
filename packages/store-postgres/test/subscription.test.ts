import type { LogEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { fixtureEvents } from "../../events/src/codec/testLog.ts";
import { diceEvents } from "../../events/src/store/testing/diceEvents.ts";
import { openPostgresStore, type PostgresEventStore } from "../src/index.ts";
import { eventually, freshStore, NO_POSTGRES, PG_URL, sql } from "./testDatabase.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Appends `batches` batches of 1-4 dice events to `stream`; returns the events as stored. */
async function appendSome(store: PostgresEventStore, stream: string, batches: number) {
  const stored: (readonly LogEvent[])[] = [];
  let { version, nextSeq } = await store.info(stream);
  for (let b = 0; b < batches; b++) {
    const events =
      version === 0 ? fixtureEvents(3) : diceEvents(nextSeq, 1 + ((nextSeq + b) % 4), "远方");
    const result = await store.append(stream, events, version);
    stored.push(result.events);
    version = result.version;
    nextSeq += events.length;
    // Another stream in between: its notifications must not disturb this stream's subscriber.
    const noise = await store.info("noise");
    const more = noise.version === 0 ? fixtureEvents(1) : diceEvents(noise.nextSeq, 1);
    await store.append("noise", more, noise.version);
  }
  return stored;
}

// Skipped only when no server is configured (see testDatabase.ts).
describe.skipIf(NO_POSTGRES)("PostgreSQL store: live subscriptions", () => {
  it("sees every batch another client appends, in order, as it was appended", async () => {
    const { store: reader, schema, cleanup } = await freshStore();
    const writer = await openPostgresStore(PG_URL!, { schema });
    try {
      const got: (readonly LogEvent[])[] = [];
      const stop = reader.subscribe("live", (events) => got.push(events));
      await reader.subscribed(); // it starts after the version the stream has now
      const stored = await appendSome(writer, "live", 30);
      const total = stored.flat().length;
      await eventually(() => got.flat().length >= total, undefined, "the subscriber to catch up");
      await sleep(100);
      expect(got).toEqual(stored);
      stop();
      await appendSome(writer, "live", 2);
      await sleep(200);
      expect(got.flat()).toHaveLength(total);
    } finally {
      await writer.close();
      await reader.close();
      await cleanup();
    }
  });

  it("reconnects after its connection is killed and catches up without loss or duplicates", async () => {
    const app = `d20-kill-${process.pid}`;
    const {
      store: reader,
      schema,
      cleanup,
    } = await freshStore({
      applicationName: app,
      retryMs: 3000,
    });
    const writer = await openPostgresStore(PG_URL!, { schema });
    const listenerPids = async () =>
      (
        await sql<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [
          `${app}:listen`,
        ])
      ).map((r) => r.pid);
    /** Polls the LISTEN connection's pids until `accept` holds; returns them. */
    const waitForListener = async (accept: (pids: number[]) => boolean, what: string) => {
      const until = Date.now() + 540_000; // a hang guard, not a speed limit
      for (;;) {
        const pids = await listenerPids();
        if (accept(pids)) return pids;
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await sleep(10);
      }
    };
    try {
      const got: (readonly LogEvent[])[] = [];
      reader.subscribe("live", (events) => got.push(events));
      await reader.subscribed();
      const pids = await waitForListener((p) => p.length > 0, "LISTEN");
      expect(pids).toHaveLength(1);
      const before = await appendSome(writer, "live", 10);
      await eventually(() => got.flat().length === before.flat().length, undefined, "first part");

      const [killed] = await sql<{ ok: boolean }>("SELECT pg_terminate_backend($1) AS ok", [
        pids[0],
      ]);
      expect(killed!.ok).toBe(true);
      await waitForListener((p) => p.length === 0, "the kill");
      // Appended while the subscriber has no LISTEN connection (it waits retryMs before
      // reconnecting), so no notification reaches it and nothing is delivered yet.
      const during = await appendSome(writer, "live", 10);
      expect(got.flat()).toHaveLength(before.flat().length);
      const again = await waitForListener((p) => p.length > 0, "the reconnection");
      expect(again).toHaveLength(1);
      expect(again[0]).not.toBe(pids[0]); // a new connection, not the killed one
      // Nothing notified it of these: it read them from its cursor once LISTEN was back.
      const missed = [...before, ...during].flat().length;
      await eventually(() => got.flat().length === missed, undefined, "catch-up on reconnect");
      const after = await appendSome(writer, "live", 10);
      const all = [...before, ...during, ...after].flat();
      await eventually(() => got.flat().length >= all.length, undefined, "the catch-up");
      await sleep(200); // a duplicate would arrive now
      expect(got.flat().map((e) => e.seq)).toEqual(all.map((e) => e.seq));
      expect(got.flat()).toEqual(all);
    } finally {
      await writer.close();
      await reader.close();
      await cleanup();
    }
  });
});
