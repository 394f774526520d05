import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serializeLog } from "../codec/serializeLog.ts";
import { fixtureEvents } from "../codec/testLog.ts";
import { verifyChain } from "../codec/verifyChain.ts";
import { type FileEventStore, openFileStore } from "./fileStore.ts";
import { describeStoreContract } from "./storeContract.ts";
import { CorruptStream, ExpectedVersionConflict, InvalidAppend } from "./storeErrors.ts";
import { diceEvents } from "./testing/diceEvents.ts";

const tempDir = () => mkdtemp(join(tmpdir(), "d20-store-"));

describeStoreContract("file", async () => {
  const dir = await tempDir();
  return {
    store: await openFileStore(dir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("file store", () => {
  let dir: string;
  let store: FileEventStore;
  beforeEach(async () => {
    dir = await tempDir();
    store = await openFileStore(dir);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  const reopen = () => openFileStore(dir);

  it("stores one canonical JSONL file per stream, byte for byte what the codec writes", async () => {
    await store.append("fight", fixtureEvents(6), 0);
    expect(store.fileOf("fight")).toBe(join(dir, "fight.jsonl"));
    expect(await readFile(join(dir, "fight.jsonl"), "utf8")).toBe(
      serializeLog(fixtureEvents(6)).text,
    );
    expect(await readdir(dir)).toEqual(["fight.jsonl"]); // the lock is gone once the append is done
  });

  it("given a stream, when a batch is appended, then it is durable before the event loop turns: no thread-pool round trip (issue 25: the store's append)", async () => {
    await store.append("fight", fixtureEvents(1), 0);
    let settled = false;
    const append = store.append("fight", diceEvents(1, 50), 1).then(() => {
      settled = true;
    });
    // One turn of the loop: an fs/promises call alone would still be in the thread pool.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(true);
    await append;
    expect(verifyChain(await readFile(store.fileOf("fight")))).toMatchObject({
      ok: true,
      count: 51,
    });
  });

  it("sees appends made by another store on the same directory, and conflicts with them", async () => {
    await store.append("fight", fixtureEvents(3), 0);
    const other = await reopen();
    expect(await other.read("fight")).toEqual(await store.read("fight"));
    await other.append("fight", diceEvents(3, 2), 3);
    expect((await store.read("fight")).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    await expect(store.append("fight", diceEvents(3, 1), 3)).rejects.toBeInstanceOf(
      ExpectedVersionConflict,
    );
    const both = await Promise.allSettled([
      store.append("fight", diceEvents(5, 1, "甲"), 5),
      other.append("fight", diceEvents(5, 2, "乙"), 5),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(verifyChain(await readFile(store.fileOf("fight"))).ok).toBe(true);
    await other.close();
  });

  it("rejects path tricks in stream names before touching the disk", async () => {
    await expect(store.read("../../etc/passwd")).rejects.toBeInstanceOf(InvalidAppend);
    await expect(store.fork("x", 0, "../y", [])).rejects.toBeInstanceOf(InvalidAppend);
    expect(() => store.fileOf("a/b")).toThrow(InvalidAppend);
  });

  it("reports a byte flipped in the middle of the file on read, with its line", async () => {
    await store.append("fight", fixtureEvents(6), 0);
    const file = store.fileOf("fight");
    const bytes = await readFile(file);
    const lineStarts = [
      0,
      ...[...bytes.entries()].filter(([, b]) => b === 0x0a).map(([i]) => i + 1),
    ];
    const at = lineStarts[3]! + 30; // inside line 4
    bytes[at] = bytes[at]! ^ 0x01;
    await writeFile(file, bytes);

    // A fresh store, as after a restart: a running store trusts what it verified while the
    // file's size and mtime stay the same (mtime ticks too coarsely to catch this rewrite).
    const fresh = await reopen();
    const failure = fresh.read("fight");
    await expect(failure).rejects.toBeInstanceOf(CorruptStream);
    await expect(failure).rejects.toMatchObject({
      file,
      line: 4,
      offset: lineStarts[3],
      validEvents: 3,
    });
    await expect(failure).rejects.toThrow(/fight\.jsonl:4: /);
    await expect(fresh.append("fight", diceEvents(6, 1), 6)).rejects.toBeInstanceOf(CorruptStream);
    await fresh.close();
    // check() always verifies the whole file, cache or not.
    const report = await store.check("fight");
    expect(report).toMatchObject({
      ok: false,
      keptEvents: 3,
      removedBytes: bytes.length - lineStarts[3]!,
    });
    expect(await readFile(file)).toEqual(bytes); // check changes nothing

    const repaired = await store.repair("fight");
    expect(repaired.sideFile).toBe(`${file}.torn-1`);
    expect(await readFile(`${file}.torn-1`)).toEqual(bytes.subarray(lineStarts[3]));
    expect((await store.read("fight")).map((e) => e.seq)).toEqual([0, 1, 2]);
  });

  it("reports a torn last line, refuses it until repaired, then appends after the kept prefix", async () => {
    await store.append("fight", fixtureEvents(6), 0);
    const file = store.fileOf("fight");
    const whole = await readFile(file);
    await truncate(file, whole.length - 40);
    const fresh = await reopen();

    const report = await fresh.check("fight");
    const lastLine = whole.lastIndexOf(0x0a, whole.length - 2) + 1;
    expect(report).toMatchObject({
      ok: false,
      keptEvents: 5,
      removedBytes: whole.length - 40 - lastLine,
    });
    expect(report.error?.line).toBe(6);
    expect(report.error?.message).toMatch(/fight\.jsonl:6: the last line has no newline/);
    await expect(fresh.read("fight")).rejects.toBeInstanceOf(CorruptStream);
    await expect(fresh.info("fight")).rejects.toBeInstanceOf(CorruptStream);
    await expect(fresh.append("fight", diceEvents(5, 1), 5)).rejects.toBeInstanceOf(CorruptStream);
    expect(await fresh.checkAll()).toEqual([report]);

    const repaired = await fresh.repair("fight");
    expect(repaired).toMatchObject({
      ok: false,
      keptEvents: 5,
      removedBytes: report.removedBytes,
      sideFile: `${file}.torn-1`,
    });
    expect((await readFile(`${file}.torn-1`)).length).toBe(report.removedBytes);
    expect(await fresh.repair("fight")).toMatchObject({ ok: true, keptEvents: 5, removedBytes: 0 });
    await fresh.append("fight", diceEvents(5, 2), 5);
    expect(verifyChain(await readFile(file))).toMatchObject({ ok: true, count: 7 });
    expect((await fresh.listStreams()).map((s) => s.stream)).toEqual(["fight"]); // side file ignored
    await fresh.close();
  });

  it("keeps every side file: a second repair takes the next free name", async () => {
    await store.append("fight", fixtureEvents(3), 0);
    const file = store.fileOf("fight");
    for (const n of [1, 2]) {
      await writeFile(file, "{torn", { flag: "a" });
      expect((await store.repair("fight")).sideFile).toBe(`${file}.torn-${n}`);
    }
    expect(await readFile(`${file}.torn-2`, "utf8")).toBe("{torn");
  });
});
