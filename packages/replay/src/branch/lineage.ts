import type { FightEvent } from "@d20/core";
import type { ForkHeaderData, Hash, HeaderData, SealedEvent } from "@d20/events";
import { ForkError } from "./forkError.ts";

/**
 * A stream with its ancestry resolved: the root's header and every event from seq 1 on, as the
 * branch sees them (its ancestors' events up to each fork point, then its own), with the hash
 * each seq carries in this line of descent. A branch's first own event chains to its
 * `parentHash`, the hash of the parent's event at `at`, so `hashes[at]` is what a fork at `at`
 * names as its `parentHash`.
 */
export interface Lineage {
  readonly stream: string;
  readonly header: HeaderData;
  /** Events with seq 1, 2, …: `events[i]` has seq `i + 1`. */
  readonly events: readonly FightEvent[];
  /** `hashes[seq]`: the hash of the event at `seq` (the header's at 0). */
  readonly hashes: readonly Hash[];
  /**
   * The master seed of the dice at the tip of this line: the last fork's own seed (a what-if
   * run's, named in its `ForkHeader`), else the root header's. A branch of this stream that names
   * no seed of its own plays on with it.
   */
  readonly seed: string;
}

/** The lineage of a root stream (one that begins with its `Header`) from its sealed events. */
export function rootLineage(stream: string, sealed: readonly SealedEvent[]): Lineage {
  const [first, ...rest] = sealed;
  if (first?.type !== "Header" || first.seq !== 0) {
    throw new ForkError("not-a-log", stream, "a root stream starts with its Header at seq 0");
  }
  rest.forEach((e, i) => {
    if (e.seq !== i + 1)
      throw new ForkError("not-a-log", stream, `expected seq ${i + 1}, found ${e.seq}`);
  });
  return {
    stream,
    header: first.data as HeaderData,
    // The codec types only the events it knows; the fight events' shapes are the engine's.
    events: rest.map(stripSeal) as unknown as FightEvent[],
    hashes: sealed.map((e) => e.hash),
    seed: (first.data as HeaderData).dice.seed,
  };
}

/**
 * The lineage of branch `stream` whose own sealed events (`ForkHeader` first) continue
 * `parent`'s lineage at the fork header's `at`.
 */
export function branchLineage(
  stream: string,
  parent: Lineage,
  sealed: readonly SealedEvent[],
): Lineage {
  const [fork, ...own] = sealed;
  const at = fork?.seq ?? -1;
  if (fork?.type !== "ForkHeader" || at > parent.events.length) {
    throw new ForkError("not-a-log", stream, "a branch starts with a ForkHeader within its parent");
  }
  own.forEach((e, i) => {
    if (e.seq !== at + 1 + i)
      throw new ForkError("not-a-log", stream, `expected seq ${at + 1 + i}, found ${e.seq}`);
  });
  return {
    stream,
    header: parent.header,
    events: [...parent.events.slice(0, at), ...(own.map(stripSeal) as unknown as FightEvent[])],
    hashes: [...parent.hashes.slice(0, at + 1), ...own.map((e) => e.hash)],
    seed: ownSeed(fork.data) ?? parent.seed,
  };
}

/** The seed a fork header names, if it names one. */
function ownSeed(data: unknown): string | undefined {
  const seed = (data as Partial<ForkHeaderData> | null)?.seed;
  return typeof seed === "string" ? seed : undefined;
}

/** An event without `prev` and `hash`, as the engine produces it. */
function stripSeal(e: SealedEvent): FightEvent {
  const { prev: _prev, hash: _hash, ...event } = e;
  return event as unknown as FightEvent;
}
