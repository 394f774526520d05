import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { NewEvent } from "../catalogue/catalogue.ts";
import { codecLogCatalogue, type LogCatalogue } from "../catalogue/logCatalogue.ts";
import { appendDurably } from "./durableAppend.ts";
import type { AppendResult, EventStore, StreamId, StreamInfo } from "./eventStore.ts";
import type { RecoveredLock } from "./fileLock.ts";
import { forkHeaderEvent } from "./forkEvent.ts";
import { checkStream, repairStream } from "./repair.ts";
import { sealBatch } from "./sealBatch.ts";
import { ExpectedVersionConflict, StreamNotFound } from "./storeErrors.ts";
import { stateAfter } from "./streamFile.ts";
import { StreamFiles } from "./streamFiles.ts";
import { assertStreamName } from "./streamName.ts";
import type { StreamReport } from "./streamReport.ts";
import { eventsInRange, streamInfo } from "./streamState.ts";
import { type ListenerErrorHandler, Subscribers } from "./subscribers.ts";

/** Options of the file store. */
export interface FileStoreOptions {
  /** The event types to accept, per ruleset; this package's own types alone by default. */
  readonly catalogue?: LogCatalogue;
  /** How long to wait for a stream lock held by a live process (default 5000 ms). */
  readonly lockTimeoutMs?: number;
  /** Receives a listener's exception; by default it is rethrown on its own tick. */
  readonly onListenerError?: ListenerErrorHandler;
  /** Crash tests only: write each batch in two halves with this pause between them. */
  readonly splitWritePauseMs?: number;
}

/** The file store: an `EventStore` plus the tools to find and repair damaged stream files. */
export interface FileEventStore extends EventStore {
  /** The directory holding `<stream>.jsonl` and `<stream>.lock`. */
  readonly dir: string;
  /** Stale locks this store took over from dead processes, oldest first. */
  readonly recoveredLocks: readonly RecoveredLock[];
  /** The path of a stream's file. */
  fileOf(stream: StreamId): string;
  /** Verifies a stream's whole file and reports what is wrong, changing no stream byte. */
  check(stream: StreamId): Promise<StreamReport>;
  /** `check` for every stream file in the directory, sorted by name (empty files skipped). */
  checkAll(): Promise<readonly StreamReport[]>;
  /** Keeps the verified prefix of a damaged stream and moves the rest to a side file. */
  repair(stream: StreamId): Promise<StreamReport>;
}

/**
 * Opens (creating if needed) a directory of JSONL streams, one `<stream>.jsonl` per stream
 * (DESIGN: Stores). An append takes the stream's lock file, re-checks the version on disk and
 * writes the batch with one write and one fsync. Damaged files are reported as `CorruptStream`
 * and left alone until `repair` is asked for. Opening reads nothing: streams are verified on use.
 */
export async function openFileStore(
  dir: string,
  options: FileStoreOptions = {},
): Promise<FileEventStore> {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const catalogue = options.catalogue ?? codecLogCatalogue;
  const files = new StreamFiles(root, catalogue, options.lockTimeoutMs ?? 5000);
  const subscribers = new Subscribers(options.onListenerError);
  const split = options.splitWritePauseMs;
  let closed = false;
  const open = () => {
    if (closed) throw new Error(`file store ${root} is closed`);
  };

  const write = (
    stream: StreamId,
    events: readonly NewEvent[],
    expectedVersion: number,
    allowFork: boolean,
  ): Promise<AppendResult> =>
    files.locked(stream, async () => {
      // Re-read under the lock: another process may have appended since we last looked.
      const state = await files.current(stream, true);
      if (state.events.length !== expectedVersion) {
        throw new ExpectedVersionConflict(stream, expectedVersion, state.events.length);
      }
      const batch = sealBatch(stream, events, state, catalogue, allowFork);
      const bytes = Buffer.from(batch.text, "utf8");
      const print = await appendDurably(files.fileOf(stream), state.size, bytes, {
        creates: state.events.length === 0,
        ...(split === undefined ? {} : { splitPauseMs: split }),
      });
      const next = stateAfter(state, batch.events, print);
      files.remember(stream, next);
      // Still inside this stream's turn, so listeners see batches in the order they were stored.
      subscribers.emit(stream, batch.events);
      return { version: next.events.length, head: next.head, events: batch.events };
    });

  return {
    dir: root,
    get recoveredLocks() {
      return files.recoveredLocks;
    },
    fileOf: (stream) => files.fileOf(stream),
    async append(stream, events, expectedVersion) {
      open();
      assertStreamName(stream);
      return write(stream, events, expectedVersion, false);
    },
    async read(stream, range) {
      open();
      return eventsInRange(await files.existing(stream), range);
    },
    async listStreams() {
      open();
      const infos: StreamInfo[] = [];
      for (const stream of await files.names()) {
        const state = await files.current(stream);
        if (state.events.length > 0) infos.push(streamInfo(stream, state));
      }
      return infos;
    },
    async info(stream) {
      open();
      return streamInfo(stream, await files.current(stream));
    },
    async fork(parent, at, child, edits, seed) {
      open();
      assertStreamName(child);
      const header = forkHeaderEvent(parent, await files.existing(parent), at, child, edits, seed);
      return write(child, [header], 0, true);
    },
    subscribe(stream, listener) {
      assertStreamName(stream);
      return subscribers.add(stream, listener);
    },
    async check(stream) {
      open();
      return checkStream(files, stream);
    },
    async checkAll() {
      open();
      const reports: StreamReport[] = [];
      for (const stream of await files.names()) {
        try {
          reports.push(await checkStream(files, stream));
        } catch (e) {
          if (!(e instanceof StreamNotFound)) throw e; // an empty file: nothing to check
        }
      }
      return reports;
    },
    async repair(stream) {
      open();
      return repairStream(files, stream);
    },
    async close() {
      closed = true;
      await files.close();
      subscribers.clear();
    },
  };
}
