/**
 * Crash-test writer: appends batches of five dice events to `<dir>/<stream>.jsonl` until it is
 * killed. It waits for a line on stdin, then prints `ready` once the store is open, so the parent can time its SIGKILL. With
 * TEST_SLOW_WRITE set, each batch is written in two halves with a pause between them, so kills
 * often land inside the lock and mid-write.
 * Usage: node --import tsx appendLoop.ts <dir> <stream>
 */
import { openFileStore } from "../fileStore.ts";
import { diceEvents } from "./diceEvents.ts";

const [dir, stream] = process.argv.slice(2);
if (dir === undefined || stream === undefined)
  throw new Error("usage: appendLoop.ts <dir> <stream>");
const slow = process.env.TEST_SLOW_WRITE !== undefined;
// Wait for the parent's go (one line on stdin), so that it can start us ahead of time.
await new Promise((resolve) => process.stdin.once("data", resolve));
const store = await openFileStore(dir, slow ? { splitWritePauseMs: 3 } : {});
let { version, nextSeq } = await store.info(stream);
process.stdout.write("ready\n");
for (;;) {
  const result = await store.append(stream, diceEvents(nextSeq, 5, "子"), version);
  version = result.version;
  nextSeq += result.events.length;
}
