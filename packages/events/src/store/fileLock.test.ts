import { mkdtemp, readdir, readFile, rm, unlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureEvents } from "../codec/testLog.ts";
import { acquireLock, type RecoveredLock } from "./fileLock.ts";
import { openFileStore } from "./fileStore.ts";
import { StreamLocked } from "./storeErrors.ts";
import { deadPid, killAndReap, sleeper } from "./testing/processes.ts";

describe("stream lock files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "d20-lock-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const lockOf = (pid: number) =>
    JSON.stringify({ pid, created: "2024-01-01T00:00:00.000Z", token: "x" });

  it("takes over a lock left by a dead process and records it", async () => {
    const pid = await deadPid();
    await writeFile(join(dir, "fight.lock"), lockOf(pid));
    const store = await openFileStore(dir);
    await store.append("fight", fixtureEvents(2), 0);
    expect(store.recoveredLocks).toEqual([
      { lockFile: join(dir, "fight.lock"), pid, created: "2024-01-01T00:00:00.000Z" },
    ]);
    expect(await readdir(dir)).toEqual(["fight.jsonl"]);
    await store.close();
  });

  it("times out on a lock held by a live process, naming the lock file and the pid", async () => {
    const holder = await sleeper();
    try {
      const lockFile = join(dir, "fight.lock");
      await writeFile(lockFile, lockOf(holder.pid!));
      const store = await openFileStore(dir, { lockTimeoutMs: 250 });
      const started = Date.now();
      const attempt = store.append("fight", fixtureEvents(2), 0);
      await expect(attempt).rejects.toBeInstanceOf(StreamLocked);
      await expect(attempt).rejects.toThrow(
        `lock ${lockFile} is held by live process ${holder.pid}`,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
      expect(await readdir(dir)).toEqual(["fight.lock"]); // nothing written, lock left to its holder
      await killAndReap(holder);
      await store.append("fight", fixtureEvents(2), 0); // now it is stale
      expect(store.recoveredLocks.map((l) => l.pid)).toEqual([holder.pid]);
      await store.close();
    } finally {
      await killAndReap(holder);
    }
  });

  it("waits for a live holder that lets go", async () => {
    const lockFile = join(dir, "fight.lock");
    const first = await acquireLock(lockFile, { timeoutMs: 1000 });
    const second = acquireLock(lockFile, { timeoutMs: 2000 });
    await sleep(50);
    await first.release();
    const got = await second;
    expect(JSON.parse(await readFile(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    await got.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it("treats an empty lock file as stale only once it is old", async () => {
    const lockFile = join(dir, "fight.lock");
    await writeFile(lockFile, "");
    await expect(acquireLock(lockFile, { timeoutMs: 50, unnamedStaleMs: 10_000 })).rejects.toThrow(
      "held by an unknown process",
    );
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile, old, old);
    const recovered: RecoveredLock[] = [];
    const lock = await acquireLock(lockFile, {
      timeoutMs: 50,
      onRecovered: (l) => recovered.push(l),
    });
    expect(recovered).toEqual([{ lockFile, pid: undefined, created: undefined }]);
    await lock.release();
  });

  it("lets exactly one of several racing recoverers remove a stale lock", async () => {
    const lockFile = join(dir, "fight.lock");
    await writeFile(lockFile, lockOf(await deadPid()));
    const recovered: RecoveredLock[] = [];
    const options = { timeoutMs: 5000, onRecovered: (l: RecoveredLock) => recovered.push(l) };
    const racers = Array.from({ length: 4 }, () => acquireLock(lockFile, options));
    // Each racer holds the lock in turn; releasing lets the next one in.
    while (racers.length > 0) {
      const next = await Promise.race(racers.map((r, i) => r.then(() => i)));
      const [lock] = racers.splice(next, 1);
      await (await lock!).release();
    }
    expect(recovered).toHaveLength(1);
    await expect(unlink(lockFile)).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual([]);
  });
});
