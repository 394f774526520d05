import type { LogEvent } from "../catalogue/catalogue.ts";
import { GENESIS_HASH, type Hash } from "../envelope.ts";
import type { SeqRange, StreamId, StreamInfo } from "./eventStore.ts";

/** A stream's verified events and where its chain stands: what every adapter keeps per stream. */
export interface StreamState {
  /** Every event of the stream in order; seqs are contiguous from the first one. */
  readonly events: readonly LogEvent[];
  /** The hash the next event chains to. */
  readonly head: Hash;
  /** The seq the next event must carry. */
  readonly nextSeq: number;
}

/** The state of a stream that does not exist yet. */
export const EMPTY_STREAM: StreamState = { events: [], head: GENESIS_HASH, nextSeq: 0 };

/** A stream's `StreamInfo`: its version is the number of events it holds. */
export function streamInfo(stream: StreamId, state: StreamState): StreamInfo {
  return { stream, version: state.events.length, head: state.head, nextSeq: state.nextSeq };
}

/** The events of `state` whose seq lies in `range` (both ends inclusive), as a fresh array. */
export function eventsInRange(state: StreamState, range: SeqRange = {}): LogEvent[] {
  const first = state.events[0]?.seq ?? 0;
  // Seqs are contiguous (a fork's stream starts at its `at`), so a seq maps to an index.
  const from = Math.max(0, Math.ceil((range.from ?? first) - first));
  const to = Math.min(
    state.events.length,
    Math.floor((range.to ?? Number.POSITIVE_INFINITY) - first + 1),
  );
  return from < to ? state.events.slice(from, to) : [];
}

/**
 * The ruleset a stream is played under, as its `Header` names it; undefined for a branch (its
 * ruleset is its parent's) or an empty stream. A reader reading on from `state` checks the new
 * lines against that ruleset's catalogue.
 */
export function streamRuleset(state: StreamState): string | undefined {
  const first = state.events[0];
  if (first?.type !== "Header") return undefined;
  const id = (first.data as { ruleset?: { id?: unknown } }).ruleset?.id;
  return typeof id === "string" ? id : undefined;
}
