import type { LogEvent, NewEvent } from "../catalogue/catalogue.ts";
import type { ForkEdit } from "../catalogue/forkHeader.ts";
import { codecLogCatalogue, type LogCatalogue } from "../catalogue/logCatalogue.ts";
import type { Hash } from "../envelope.ts";
import type { AppendResult, EventStore, StreamId } from "./eventStore.ts";
import { forkHeaderEvent } from "./forkEvent.ts";
import { sealBatch } from "./sealBatch.ts";
import { ExpectedVersionConflict, StreamNotFound } from "./storeErrors.ts";
import { assertStreamName } from "./streamName.ts";
import { EMPTY_STREAM, eventsInRange, type StreamState, streamInfo } from "./streamState.ts";
import { type ListenerErrorHandler, Subscribers } from "./subscribers.ts";

/** Options of the memory store. */
export interface MemoryStoreOptions {
  /** The event types to accept, per ruleset; this package's own types alone by default. */
  readonly catalogue?: LogCatalogue;
  /** Receives a listener's exception; by default it is rethrown on its own tick. */
  readonly onListenerError?: ListenerErrorHandler;
}

/**
 * An `EventStore` in memory, for tests and simulations. It validates and seals batches exactly
 * like the file store (through `sealBatch`), so the events it returns are the ones a file store
 * would return for the same appends, hashes included.
 */
export function memoryStore(options: MemoryStoreOptions = {}): EventStore {
  const catalogue = options.catalogue ?? codecLogCatalogue;
  // Mutable arrays behind the readonly view, so an append costs its batch, not the stream.
  const streams = new Map<StreamId, { events: LogEvent[]; head: Hash; nextSeq: number }>();
  const subscribers = new Subscribers(options.onListenerError);

  const stateOf = (stream: StreamId): StreamState => {
    assertStreamName(stream);
    return streams.get(stream) ?? EMPTY_STREAM;
  };
  const existing = (stream: StreamId): StreamState => {
    const state = stateOf(stream);
    if (state.events.length === 0) throw new StreamNotFound(stream);
    return state;
  };

  // Synchronous from check to commit, so two concurrent appends cannot interleave.
  const commit = (
    stream: StreamId,
    events: readonly NewEvent[],
    expectedVersion: number,
    allowFork: boolean,
  ): AppendResult => {
    const state = stateOf(stream);
    if (state.events.length !== expectedVersion) {
      throw new ExpectedVersionConflict(stream, expectedVersion, state.events.length);
    }
    const batch = sealBatch(stream, events, state, catalogue, allowFork);
    const stored = streams.get(stream) ?? { events: [], head: batch.head, nextSeq: 0 };
    stored.events.push(...batch.events);
    stored.head = batch.head;
    stored.nextSeq = batch.nextSeq;
    streams.set(stream, stored);
    subscribers.emit(stream, batch.events);
    return { version: stored.events.length, head: batch.head, events: batch.events };
  };

  return {
    async append(stream, events, expectedVersion) {
      return commit(stream, events, expectedVersion, false);
    },
    async read(stream, range) {
      return eventsInRange(existing(stream), range);
    },
    async listStreams() {
      return [...streams.keys()].sort().map((s) => streamInfo(s, stateOf(s)));
    },
    async info(stream) {
      return streamInfo(stream, stateOf(stream));
    },
    async fork(
      parent: StreamId,
      at: number,
      child: StreamId,
      edits: readonly ForkEdit[],
      seed?: string,
    ) {
      assertStreamName(child);
      const header = forkHeaderEvent(parent, existing(parent), at, child, edits, seed);
      return commit(child, [header], 0, true);
    },
    subscribe(stream, listener) {
      assertStreamName(stream);
      return subscribers.add(stream, listener);
    },
    async close() {
      subscribers.clear();
    },
  };
}
