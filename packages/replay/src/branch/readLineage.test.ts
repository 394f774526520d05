import { registry } from "@d20/core";
import { type EventStore, memoryStore, StreamNotFound } from "@d20/events";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { ForkError } from "./forkError.ts";
import { forkStream } from "./forkStream.ts";
import { readLineage } from "./readLineage.ts";

describe("readLineage", () => {
  it("given a store with stream ambush, when ambsh is read, then the error names the id and the stream meant", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append("ambush", lawFight(1).log as never, 0);
    const read = readLineage(store, "ambsh");
    await expect(read).rejects.toThrow(ForkError);
    await expect(readLineage(store, "ambsh")).rejects.toMatchObject({
      code: "unknown-stream",
      field: "id",
      message: expect.stringContaining('no stream "ambsh" in the store; did you mean ambush?'),
    });
  });

  it("given a branch whose parent is not in the store, when it is read, then the error names the parent and the branch", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append("parent", lawFight(1).log as never, 0);
    await forkStream(store, "parent", "child", { at: 5, continuation: { mode: "recorded" } });
    // The same store, but its parent stream gone.
    const read = (s: string) =>
      s === "parent" ? Promise.reject(new StreamNotFound(s)) : store.read(s);
    const other: EventStore = Object.assign(Object.create(store), { read });
    await expect(readLineage(other, "child")).rejects.toMatchObject({
      code: "unknown-parent",
      field: "parent",
      message: expect.stringContaining('no stream "parent" in the store (the parent of "child")'),
    });
  });
});
