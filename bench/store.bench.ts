import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appendLines, openFileStore, serializeLog } from "@d20/events";
import { fixtureEvents } from "../packages/events/src/codec/testLog.ts";
import { diceEvents } from "./diceEvents.ts";

const BATCH = 50;
const BATCHES = 60;

/**
 * File store appends, one fsync per batch of 50 events (lock, version check, sealing, one
 * write), against raw append + fsync of the same bytes.
 */
export async function benchStore(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "d20-bench-"));
  try {
    const [header] = fixtureEvents(1);
    const batches = Array.from({ length: BATCHES }, (_, b) => diceEvents(1 + b * BATCH, BATCH));
    // The bytes the store writes, batch by batch, for the baseline.
    const head = serializeLog([header!]);
    let anchor = head.head;
    const texts = batches.map((events) => {
      const s = appendLines(events, anchor);
      anchor = s.head;
      return s.text;
    });

    const store = await openFileStore(join(dir, "store"));
    await store.append("bench", [header!], 0);
    let version = 1;
    const t0 = performance.now();
    for (const events of batches) {
      version = (await store.append("bench", events, version)).version;
    }
    const ours = performance.now() - t0;
    await store.close();

    const fd = openSync(join(dir, "raw.jsonl"), "a");
    const t1 = performance.now();
    for (const text of texts) {
      writeSync(fd, text);
      fsyncSync(fd);
    }
    const baseline = performance.now() - t1;
    closeSync(fd);

    const events = BATCH * BATCHES;
    const ratio = ours / baseline;
    console.log(
      `${"store: file append, fsync per 50-event batch".padEnd(58)} ${((events / ours) * 1000).toFixed(0).padStart(10)} events/s  baseline ${((events / baseline) * 1000).toFixed(0).padStart(10)} events/s  ratio ${ratio.toFixed(2)}x (goal ≤ 4x vs raw append + fsync of the same bytes: ${ratio <= 4 ? "meets" : "MISSES"})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
