import type { EventStore, ForkHeaderData, SealedEvent } from "@d20/events";
import { StreamNotFound } from "@d20/events";
import { ForkError } from "./forkError.ts";
import { branchLineage, type Lineage, rootLineage } from "./lineage.ts";

/**
 * Reads `stream` and, if it is a branch, its ancestors up to the root, from `store`. Throws
 * `ForkError` "unknown-parent" naming the stream that is missing.
 */
export async function readLineage(store: EventStore, stream: string): Promise<Lineage> {
  const own = (await readOrFail(store, stream)) as readonly SealedEvent[];
  const first = own[0];
  if (first?.type !== "ForkHeader") return rootLineage(stream, own);
  const parent = await readLineage(store, (first.data as ForkHeaderData).parent);
  return branchLineage(stream, parent, own);
}

async function readOrFail(store: EventStore, stream: string) {
  try {
    return await store.read(stream);
  } catch (e) {
    if (e instanceof StreamNotFound)
      throw new ForkError("unknown-parent", "parent", `no stream "${stream}" in the store`);
    throw e;
  }
}
