import { describe, expect, it } from "vitest";
import { fixtureEvents } from "../codec/testLog.ts";
import { memoryStore } from "./memoryStore.ts";
import { describeStoreContract } from "./storeContract.ts";

describeStoreContract("memory", async () => ({ store: memoryStore(), cleanup: async () => {} }));

describe("memory store", () => {
  it("keeps calling the other listeners when one throws, and hands the error over", async () => {
    const errors: unknown[] = [];
    const store = memoryStore({ onListenerError: (e) => errors.push(e) });
    const seen: number[] = [];
    store.subscribe("fight", () => {
      throw new Error("listener broke");
    });
    store.subscribe("fight", (events) => seen.push(events.length));
    const result = await store.append("fight", fixtureEvents(2), 0);
    expect(result.version).toBe(2);
    expect(seen).toEqual([2]);
    expect(errors).toEqual([new Error("listener broke")]);
  });
});
