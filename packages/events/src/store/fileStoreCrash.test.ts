import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { fixtureEvents } from "../codec/testLog.ts";
import { verifyChain } from "../codec/verifyChain.ts";
import { openFileStore } from "./fileStore.ts";
import { diceEvents } from "./testing/diceEvents.ts";
import { killAndReap } from "./testing/processes.ts";

const RUNS = 50;
const writer = fileURLToPath(new URL("./testing/appendLoop.ts", import.meta.url));

// A writer in its own process, started ahead of time: it loads (the slow part) and then waits
// for a line on stdin before it opens the store, so its start-up overlaps earlier runs.
function startWriter(dir: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", writer, dir, "fight"], {
    env: { ...process.env, TEST_SLOW_WRITE: "1" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready\n")) resolve();
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`writer exited early: ${code ?? signal}`)),
    );
  });
  ready.catch(() => undefined); // observed by the test when it awaits it
  return { child, ready };
}

// About 30 s on 2 cores, almost all of it tsx starting the 50 writers; it runs in the "long"
// vitest project, which has no timeout, so a busy CI machine only makes it slower.
it(`recovers from a writer SIGKILLed at random moments, ${RUNS} times`, async () => {
  const dir = await mkdtemp(join(tmpdir(), "d20-crash-"));
  const started: ChildProcess[] = [];
  const warmUp = () => {
    const writer = startWriter(dir);
    started.push(writer.child);
    return writer;
  };
  try {
    const setup = await openFileStore(dir);
    await setup.append("fight", fixtureEvents(1), 0);
    await setup.close();
    let torn = 0;
    let stale = 0;
    let removed = 0;
    // Two writers warm at all times: start-up (tsx compiling the store) is the slow part.
    const warm = [warmUp(), warmUp()];
    for (let run = 0; run < RUNS; run++) {
      const { child, ready } = warm.shift()!;
      if (run + warm.length + 1 < RUNS) warm.push(warmUp());
      child.stdin!.write("go\n");
      await ready;
      await sleep(5 + Math.random() * 55);
      await killAndReap(child);

      const store = await openFileStore(dir);
      const report = await store.check("fight");
      if (!report.ok) {
        torn++;
        removed += report.removedBytes;
        expect(report.error?.message).toMatch(/fight\.jsonl:\d+: /);
        await expect(store.read("fight")).rejects.toThrow(/is corrupt/);
        const repaired = await store.repair("fight");
        expect(repaired).toMatchObject({
          keptEvents: report.keptEvents,
          removedBytes: report.removedBytes,
        });
        expect((await readFile(repaired.sideFile!)).length).toBe(report.removedBytes);
      }
      const { version, nextSeq } = await store.info("fight");
      await store.append("fight", diceEvents(nextSeq, 1, "父"), version);
      stale += store.recoveredLocks.length;
      expect(verifyChain(await readFile(store.fileOf("fight")))).toMatchObject({
        ok: true,
        count: version + 1,
      });
      await store.close();
    }
    console.log(`${RUNS} kills: ${stale} stale locks recovered, ${torn} torn tails repaired`);
    expect(stale).toBeGreaterThan(0);
    const sideFiles = (await readdir(dir)).filter((f) => f.includes(".torn-"));
    expect(sideFiles).toHaveLength(torn);
    const saved = await Promise.all(
      sideFiles.map(async (f) => (await readFile(join(dir, f))).length),
    );
    expect(saved.reduce((a, b) => a + b, 0)).toBe(removed); // nothing dropped
  } finally {
    await Promise.all(started.map((child) => killAndReap(child)));
    await rm(dir, { recursive: true, force: true });
  }
});
