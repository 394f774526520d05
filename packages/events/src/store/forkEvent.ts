import type { NewEvent } from "../catalogue/catalogue.ts";
import { FORK_HEADER_VERSION, type ForkEdit } from "../catalogue/forkHeader.ts";
import type { StreamId } from "./eventStore.ts";
import { InvalidAppend } from "./storeErrors.ts";
import type { StreamState } from "./streamState.ts";

/**
 * The `ForkHeader` that starts branch `child` of `parent` at seq `at`: it names the hash of the
 * parent's event `at`, which the branch's next event chains to, and the branch's own dice seed
 * if it has one. Throws `InvalidAppend` when
 * `at` is not an event of the parent.
 */
export function forkHeaderEvent(
  parent: StreamId,
  parentState: StreamState,
  at: number,
  child: StreamId,
  edits: readonly ForkEdit[],
  seed?: string,
): NewEvent {
  const first = parentState.events[0]?.seq ?? 0;
  const event = Number.isSafeInteger(at) ? parentState.events[at - first] : undefined;
  if (event === undefined) {
    const last = parentState.nextSeq - 1;
    throw new InvalidAppend(
      child,
      "at",
      `seq ${at} is not in stream "${parent}" (${first}..${last})`,
    );
  }
  // A branch's ForkHeader is not a link of its own chain (the next event chains to its prev),
  // so forking at it would chain to a hash the parent's later lines do not follow: the fork
  // would no longer repeat its parent byte for byte. Fork the grandparent at that seq instead.
  if (event.type === "ForkHeader") {
    throw new InvalidAppend(
      child,
      "at",
      `seq ${at} is the ForkHeader of "${parent}"; fork "${event.data.parent}" at ${at} instead`,
    );
  }
  return {
    seq: at,
    type: "ForkHeader",
    v: FORK_HEADER_VERSION,
    data:
      seed === undefined
        ? { parent, at, parentHash: event.hash, edits }
        : { parent, at, parentHash: event.hash, edits, seed },
  };
}
