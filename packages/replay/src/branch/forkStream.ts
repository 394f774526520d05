import {
  type EventStore,
  ExpectedVersionConflict,
  InvalidAppend,
  type NewEvent,
} from "@d20/events";
import { type Branch, type ForkRequest, fork } from "./fork.ts";
import { ForkError } from "./forkError.ts";
import { readLineage } from "./readLineage.ts";

/**
 * Forks stream `parent` of `store` into a new stream `child` and stores the branch: the store's
 * own fork writes the `ForkHeader` (the parent is not touched), then the branch's events are
 * appended after it. The parent may itself be a branch. Throws `ForkError` naming what is wrong
 * (no such parent, `at` not one of its events, an edit that does not fit, `child` taken).
 */
export async function forkStream(
  store: EventStore,
  parent: string,
  child: string,
  request: ForkRequest,
): Promise<Branch> {
  const lineage = await readLineage(store, parent, "parent");
  const branch = fork(lineage, request);
  try {
    await store.fork(parent, request.at, child, request.edits ?? [], branch.fork.data.seed);
  } catch (e) {
    if (e instanceof InvalidAppend) throw new ForkError("at-out-of-range", "at", e.message);
    if (e instanceof ExpectedVersionConflict)
      throw new ForkError("child-exists", "child", `stream "${child}" already exists`);
    throw e;
  }
  if (branch.events.length > 0) {
    // The fight events' shapes are the engine's; the store checks only type names and versions.
    await store.append(child, branch.events as unknown as NewEvent[], 1);
  }
  return branch;
}
