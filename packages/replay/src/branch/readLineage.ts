import { suggestion } from "@d20/core";
import type { EventStore, ForkHeaderData, SealedEvent } from "@d20/events";
import { StreamNotFound } from "@d20/events";
import { ForkError } from "./forkError.ts";
import { branchLineage, type Lineage, rootLineage } from "./lineage.ts";

/**
 * Reads `stream` and, if it is a branch, its ancestors up to the root, from `store`. Throws
 * `ForkError` "unknown-stream" (field `id`) when `stream` is not there, with the store's streams
 * that are close to it, and "unknown-parent" (field `parent`) naming a missing ancestor.
 */
export async function readLineage(
  store: EventStore,
  stream: string,
  /** What `stream` is to the caller: the fight asked for, or the parent of a fork to be made. */
  as: "id" | "parent" = "id",
): Promise<Lineage> {
  return lineageOf(store, stream, undefined, as);
}

async function lineageOf(
  store: EventStore,
  stream: string,
  child: string | undefined,
  as: "id" | "parent",
) {
  const own = (await readOrFail(store, stream, child, as)) as readonly SealedEvent[];
  const first = own[0];
  if (first?.type !== "ForkHeader") return rootLineage(stream, own);
  const parent: Lineage = await lineageOf(
    store,
    (first.data as ForkHeaderData).parent,
    stream,
    "parent",
  );
  return branchLineage(stream, parent, own);
}

async function readOrFail(
  store: EventStore,
  stream: string,
  child: string | undefined,
  as: "id" | "parent",
) {
  try {
    return await store.read(stream);
  } catch (e) {
    if (!(e instanceof StreamNotFound)) throw e;
    if (child !== undefined)
      throw new ForkError(
        "unknown-parent",
        "parent",
        `no stream "${stream}" in the store (the parent of "${child}")`,
      );
    const names = (await store.listStreams()).map((s) => s.stream);
    throw new ForkError(
      as === "id" ? "unknown-stream" : "unknown-parent",
      as,
      `no stream "${stream}" in the store${suggestion(stream, names)}`,
    );
  }
}
