import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EventStore, openFileStore } from "@d20/events";
import { dropPostgresStore, openPostgresStore } from "@d20/store-postgres";
import { fixtureEvents } from "../packages/events/src/codec/testLog.ts";
import { diceEvents } from "./diceEvents.ts";

const SINGLES = 300;
const BATCH = 50;
const BATCHES = 60;
const REPLAYS = 5;

/** Appends `count` events to a new stream in batches of `size`; returns events per second. */
async function appendRate(store: EventStore, stream: string, count: number, size: number) {
  await store.append(stream, fixtureEvents(1), 0);
  const t0 = performance.now();
  for (let seq = 1; seq <= count; seq += size) {
    await store.append(stream, diceEvents(seq, size), seq);
  }
  return (count * 1000) / (performance.now() - t0);
}

/** The best of `REPLAYS` full reads (every line verified) of `stream`, in events per second. */
async function replayRate(read: () => Promise<readonly unknown[]>) {
  let best = Number.POSITIVE_INFINITY;
  let count = 0;
  for (let r = 0; r < REPLAYS; r++) {
    const t0 = performance.now();
    count = (await read()).length;
    best = Math.min(best, performance.now() - t0);
  }
  return (count * 1000) / best;
}

function line(name: string, pg: number, file: number): void {
  const rate = (n: number) => n.toFixed(0).padStart(10);
  console.log(
    `${name.padEnd(58)} ${rate(pg)} events/s  file store ${rate(file)} events/s  ratio ${(pg / file).toFixed(2)}x`,
  );
}

/**
 * The PostgreSQL store beside the file store, same events, same run: appends of single events
 * and of batches of 50 (each append durable: a commit, or an fsync), and replay (a full read,
 * every line's hash and the chain verified). Uses a throwaway schema, dropped afterwards.
 */
export async function benchPostgres(url: string): Promise<void> {
  const schema = `bench_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), "d20-bench-pg-"));
  const pg = await openPostgresStore(url, { schema, poolSize: 2 });
  const files = await openFileStore(join(dir, "store"));
  try {
    const single = [
      await appendRate(pg, "single", SINGLES, 1),
      await appendRate(files, "single", SINGLES, 1),
    ] as const;
    line("store: postgres append, single events", ...single);
    const batched = [
      await appendRate(pg, "batched", BATCH * BATCHES, BATCH),
      await appendRate(files, "batched", BATCH * BATCHES, BATCH),
    ] as const;
    line("store: postgres append, batches of 50", ...batched);
    const replay = [
      await replayRate(() => pg.read("batched")),
      // A new file store each time, so that it reads and verifies the file, not its cache.
      await replayRate(async () => {
        const fresh = await openFileStore(join(dir, "store"));
        const events = await fresh.read("batched");
        await fresh.close();
        return events;
      }),
    ] as const;
    line(`store: postgres replay (read + verify ${BATCH * BATCHES + 1} events)`, ...replay);
  } finally {
    await files.close();
    rmSync(dir, { recursive: true, force: true });
    await pg.close();
    await dropPostgresStore(url, schema);
  }
}
