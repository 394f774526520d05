import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LogEvent, NewEvent } from "../catalogue/catalogue.ts";
import { parseLog } from "../codec/parseLog.ts";
import { serializeLog } from "../codec/serializeLog.ts";
import { fixtureEvents } from "../codec/testLog.ts";
import { GENESIS_HASH } from "../envelope.ts";
import type { EventStore } from "./eventStore.ts";
import { ExpectedVersionConflict, InvalidAppend, StreamNotFound } from "./storeErrors.ts";
import { diceEvents } from "./testing/diceEvents.ts";

/** A store under test and how to dispose of it. */
export interface StoreUnderTest {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every `EventStore` adapter must show (DESIGN: Stores). It uses only the
 * `EventStore` interface, so the file, memory and PostgreSQL adapters all run it unchanged.
 */
export function describeStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let sut: StoreUnderTest;
    let store: EventStore;
    beforeEach(async () => {
      sut = await makeStore();
      store = sut.store;
    });
    afterEach(async () => {
      await store.close();
      await sut.cleanup();
    });

    const seed = async (stream = "fight", count = 6) =>
      store.append(stream, fixtureEvents(count), 0);

    it("seals a batch exactly like the codec and reads it back, Chinese names included", async () => {
      const result = await seed();
      const expected = parseLog(serializeLog(fixtureEvents(6)).text).events;
      expect(result.version).toBe(6);
      expect(result.events).toEqual(expected);
      expect(result.head).toBe(expected[5]?.hash);
      const read = await store.read("fight");
      expect(read).toEqual(expected);
      expect(JSON.stringify(read[0]?.data)).toContain("战士·李");
      expect(read[0]?.prev).toBe(GENESIS_HASH);
    });

    it("chains batches appended one by one as if written at once", async () => {
      const all = fixtureEvents(6);
      await store.append("fight", all.slice(0, 1), 0);
      await store.append("fight", all.slice(1, 4), 1);
      const last = await store.append("fight", all.slice(4), 4);
      expect(last.version).toBe(6);
      expect(await store.read("fight")).toEqual(parseLog(serializeLog(all).text).events);
    });

    it("reads a range of seqs, both ends inclusive", async () => {
      await seed();
      const seqs = async (from?: number, to?: number) =>
        (
          await store.read("fight", {
            ...(from === undefined ? {} : { from }),
            ...(to === undefined ? {} : { to }),
          })
        ).map((e) => e.seq);
      expect(await seqs(2, 4)).toEqual([2, 3, 4]);
      expect(await seqs(3)).toEqual([3, 4, 5]);
      expect(await seqs(undefined, 1)).toEqual([0, 1]);
      expect(await seqs(4, 99)).toEqual([4, 5]);
      expect(await seqs(6)).toEqual([]);
      expect(await seqs(4, 2)).toEqual([]);
    });

    it("lists streams sorted by name and tells each one's version, head and next seq", async () => {
      const b = await seed("b-fight", 3);
      const a = await seed("a-fight", 5);
      expect(await store.listStreams()).toEqual([
        { stream: "a-fight", version: 5, head: a.head, nextSeq: 5 },
        { stream: "b-fight", version: 3, head: b.head, nextSeq: 3 },
      ]);
      expect(await store.info("b-fight")).toEqual({
        stream: "b-fight",
        version: 3,
        head: b.head,
        nextSeq: 3,
      });
      expect(await store.info("nobody")).toEqual({
        stream: "nobody",
        version: 0,
        head: GENESIS_HASH,
        nextSeq: 0,
      });
    });

    it("rejects a stale expected version and writes nothing", async () => {
      await seed();
      const stale = store.append("fight", diceEvents(6, 2), 5);
      await expect(stale).rejects.toBeInstanceOf(ExpectedVersionConflict);
      await expect(stale).rejects.toMatchObject({ stream: "fight", expected: 5, actual: 6 });
      await expect(store.append("fight", fixtureEvents(1), 0)).rejects.toBeInstanceOf(
        ExpectedVersionConflict,
      );
      expect((await store.info("fight")).version).toBe(6);
    });

    it("lets exactly one of two concurrent appenders with the same expected version win", async () => {
      await seed();
      const results = await Promise.allSettled([
        store.append("fight", diceEvents(6, 3, "甲"), 6),
        store.append("fight", diceEvents(6, 2, "乙"), 6),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ExpectedVersionConflict);
      const winner = (won[0] as PromiseFulfilledResult<{ events: readonly LogEvent[] }>).value;
      const tail = await store.read("fight", { from: 6 });
      expect(tail).toEqual(winner.events);
    });

    it("rejects bad seqs and misplaced headers as InvalidAppend and writes nothing", async () => {
      await seed();
      const invalid = async (
        stream: string,
        events: NewEvent[],
        expected: number,
        field: string,
      ) => {
        const attempt = store.append(stream, events, expected);
        await expect(attempt).rejects.toBeInstanceOf(InvalidAppend);
        await expect(attempt).rejects.toMatchObject({ field });
      };
      await invalid("fight", diceEvents(7, 1), 6, "seq");
      await invalid("fight", diceEvents(5, 1), 6, "seq");
      await invalid("fight", [...diceEvents(6, 2), ...diceEvents(9, 1)], 6, "seq");
      await invalid("fight", [...diceEvents(6, 1), { ...fixtureEvents(1)[0]!, seq: 7 }], 6, "type");
      await invalid("fight", [], 6, "events");
      await invalid("fresh", diceEvents(0, 2), 0, "type");
      await invalid(
        "fresh",
        fixtureEvents(3).map((e) => ({ ...e, seq: e.seq + 1 })),
        0,
        "seq",
      );
      const forkHeader: NewEvent = {
        seq: 0,
        type: "ForkHeader",
        v: 1,
        data: { parent: "fight", at: 0, parentHash: GENESIS_HASH, edits: [] },
      };
      await invalid("fresh", [forkHeader], 0, "type");
      expect(await store.info("fight")).toMatchObject({ version: 6, nextSeq: 6 });
      expect((await store.listStreams()).map((s) => s.stream)).toEqual(["fight"]);
      await expect(store.read("fresh")).rejects.toBeInstanceOf(StreamNotFound);
    });

    it("rejects stream names that are not plain file names", async () => {
      for (const bad of ["", "../escape", "a/b", ".hidden", "a\\b", "战斗"]) {
        await expect(store.append(bad, fixtureEvents(1), 0)).rejects.toBeInstanceOf(InvalidAppend);
      }
      expect(await store.listStreams()).toEqual([]);
    });

    it("forks a stream with a ForkHeader and leaves the parent untouched", async () => {
      await seed();
      const before = await store.read("fight");
      const edits = [{ kind: "forceDie" as const, key: "战士/attack/r4/#1", faces: [20] }];
      const forked = await store.fork("fight", 3, "what-if", edits);
      const parentHash = before[3]!.hash;
      expect(forked.version).toBe(1);
      expect(forked.head).toBe(parentHash);
      expect(await store.read("what-if")).toEqual([
        expect.objectContaining({
          seq: 3,
          type: "ForkHeader",
          data: { parent: "fight", at: 3, parentHash, edits },
          prev: parentHash,
        }),
      ]);
      expect(await store.info("what-if")).toEqual({
        stream: "what-if",
        version: 1,
        head: parentHash,
        nextSeq: 4,
      });
      expect(await store.read("fight")).toEqual(before);
    });

    it("writes a branch's own dice seed into its ForkHeader, and reads it back", async () => {
      await seed();
      await store.fork("fight", 3, "own-seed", [], "what-if-7");
      const [header] = await store.read("own-seed");
      expect(header?.data).toEqual({
        parent: "fight",
        at: 3,
        parentHash: (await store.read("fight"))[3]!.hash,
        edits: [],
        seed: "what-if-7",
      });
    });

    it("continues a fork at at+1 chained to the parent's hash, repeating the parent byte for byte", async () => {
      await seed();
      await store.fork("fight", 3, "what-if", []);
      const rest = await store.append("what-if", fixtureEvents(6).slice(4), 1);
      const parent = await store.read("fight", { from: 4 });
      expect(rest.events[0]?.prev).toBe(parent[0]?.prev);
      expect(rest.events).toEqual(parent);
      expect(rest.version).toBe(3);
      expect(await store.read("what-if", { from: 5 })).toEqual(parent.slice(1));
      await expect(store.append("what-if", diceEvents(4, 1), 3)).rejects.toBeInstanceOf(
        InvalidAppend,
      );
    });

    it("refuses to fork a missing parent, a seq outside it, or onto an existing stream", async () => {
      await seed();
      await expect(store.fork("nobody", 0, "child", [])).rejects.toBeInstanceOf(StreamNotFound);
      await expect(store.fork("fight", 6, "child", [])).rejects.toBeInstanceOf(InvalidAppend);
      await expect(store.fork("fight", -1, "child", [])).rejects.toBeInstanceOf(InvalidAppend);
      await seed("taken", 1);
      await expect(store.fork("fight", 2, "taken", [])).rejects.toBeInstanceOf(
        ExpectedVersionConflict,
      );
      expect((await store.listStreams()).map((s) => s.stream)).toEqual(["fight", "taken"]);
    });

    it("calls subscribers with each appended batch of their stream until they unsubscribe", async () => {
      const seen: number[][] = [];
      const other: number[][] = [];
      const stop = store.subscribe("fight", (events) => seen.push(events.map((e) => e.seq)));
      store.subscribe("other", (events) => other.push(events.map((e) => e.seq)));
      await seed("fight", 3);
      const appended = await store.append("fight", diceEvents(3, 2), 3);
      await expect(store.append("fight", diceEvents(3, 2), 3)).rejects.toThrow();
      stop();
      await store.append("fight", diceEvents(5, 1), 5);
      expect(seen).toEqual([
        [0, 1, 2],
        [3, 4],
      ]);
      expect(other).toEqual([]);
      const got: (readonly LogEvent[])[] = [];
      store.subscribe("fight", (events) => got.push(events));
      const last = await store.append("fight", diceEvents(6, 1), 6);
      expect(got).toEqual([last.events]);
      expect(appended.events.map((e) => e.seq)).toEqual([3, 4]);
    });

    it("reports a missing stream as StreamNotFound", async () => {
      await expect(store.read("nobody")).rejects.toBeInstanceOf(StreamNotFound);
      await expect(store.read("nobody", { from: 0, to: 3 })).rejects.toMatchObject({
        stream: "nobody",
      });
    });
  });
}
