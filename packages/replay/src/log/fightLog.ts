import type { FightEvent } from "@d20/core";
import { registry } from "@d20/core";
import { type HeaderData, parseLog, type UnsealedEvent } from "@d20/events";

/** A fight's log loaded in memory: its header (seq 0) and the events after it (seq 1, 2, …). */
export interface FightLog {
  readonly header: HeaderData;
  readonly events: readonly FightEvent[];
}

/** What a log may be given as: JSONL (verified while read) or events already read. */
export type LogInput = string | Uint8Array | readonly UnsealedEvent[];

/**
 * Loads a fight's log. Text is read with `parseLog` (chain and schema verified; a `LogError`
 * is thrown); events are taken as they are. The first event must be a `Header` and the rest
 * must count on from it without gaps. A branch (`ForkHeader`) needs its parent and is refused.
 */
export function loadLog(input: LogInput): FightLog {
  const events: readonly UnsealedEvent[] =
    typeof input === "string" || input instanceof Uint8Array
      ? parseLog(input, { catalogue: registry.catalogue }).events
      : input;
  return splitHeader(events);
}

/** Splits a log's events into its header and the fight events after it. */
export function splitHeader(events: readonly UnsealedEvent[]): FightLog {
  const [first, ...rest] = events;
  if (first?.type !== "Header" || first.seq !== 0) {
    throw new RangeError(
      first?.type === "ForkHeader"
        ? "a branch (ForkHeader) is replayed with its parent, which this log does not hold"
        : "a fight's log starts with its Header at seq 0",
    );
  }
  rest.forEach((e, i) => {
    if (e.seq !== i + 1) throw new RangeError(`expected seq ${i + 1}, found ${e.seq}`);
  });
  // The codec types only the events it knows; the fight events' shapes are the engine's.
  return { header: first.data as HeaderData, events: rest as unknown as readonly FightEvent[] };
}
