import type { LogEvent, NewEvent } from "../catalogue/catalogue.ts";
import type { ForkEdit } from "../catalogue/forkHeader.ts";
import type { Hash } from "../envelope.ts";

/** A stream's name: letters, digits, `-`, `_`, `.` (it becomes a file name in the file store). */
export type StreamId = string;

/** What a store knows of one stream without reading it. */
export interface StreamInfo {
  readonly stream: StreamId;
  /** How many events the stream holds (its first event included); 0 when it does not exist. */
  readonly version: number;
  /** The hash the next appended event chains to. */
  readonly head: Hash;
  /** The seq the next appended event must carry. */
  readonly nextSeq: number;
}

/** The result of a successful append. */
export interface AppendResult {
  readonly version: number;
  readonly head: Hash;
  /** The appended events as sealed and stored. */
  readonly events: readonly LogEvent[];
}

/** A range of `seq` values, both ends inclusive; open ends read to the stream's edge. */
export interface SeqRange {
  readonly from?: number;
  readonly to?: number;
}

/** Called with each batch appended to a stream after it is durably stored. */
export type StreamListener = (events: readonly LogEvent[]) => void;

/**
 * Where streams live. Appends are all-or-nothing and guarded by the expected version
 * (optimistic concurrency): a stale expectation fails with `ExpectedVersionConflict` and writes
 * nothing. The store seals events (sets `prev` and `hash`); callers give `seq`, which must
 * continue the stream, and the first event of a new stream must be a `Header`.
 */
export interface EventStore {
  /**
   * Appends a batch if the stream is at `expectedVersion` (0 creates the stream), else throws
   * `ExpectedVersionConflict`; a batch that does not continue the stream throws `InvalidAppend`.
   */
  append(
    stream: StreamId,
    events: readonly NewEvent[],
    expectedVersion: number,
  ): Promise<AppendResult>;
  /** Reads a stream's events whose `seq` lies in `range`; throws `StreamNotFound` if absent. */
  read(stream: StreamId, range?: SeqRange): Promise<readonly LogEvent[]>;
  /** Every stream with its version and head, sorted by name. */
  listStreams(): Promise<readonly StreamInfo[]>;
  /** One stream's info; version 0 when it does not exist. */
  info(stream: StreamId): Promise<StreamInfo>;
  /**
   * Starts stream `child` as a branch of `parent` at `seq` `at`: its first event is a
   * `ForkHeader` naming the parent, `at`, the parent's hash at `at`, the edits, and `seed` when
   * the branch's dice come from a master seed other than the parent's. The parent
   * is not touched. The branch then holds 1 event and continues at seq `at` + 1. Throws
   * `StreamNotFound` without the parent, `InvalidAppend` if `at` is not one of its events (or is
   * its own ForkHeader), and `ExpectedVersionConflict` if `child` exists.
   */
  fork(
    parent: StreamId,
    at: number,
    child: StreamId,
    edits: readonly ForkEdit[],
    seed?: string,
  ): Promise<AppendResult>;
  /** Calls `listener` with every batch appended to `stream` from now on; returns unsubscribe. */
  subscribe(stream: StreamId, listener: StreamListener): () => void;
  /** Releases files, locks and connections. */
  close(): Promise<void>;
}
