import { mkdir, readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type Catalogue,
  catalogue as defaultCatalogue,
  type NewEvent,
} from "../catalogue/catalogue.ts";
import { appendDurably } from "./durableAppend.ts";
import type { AppendResult, EventStore, StreamId, StreamInfo } from "./eventStore.ts";
import { acquireLock, type RecoveredLock } from "./fileLock.ts";
import { forkHeaderEvent } from "./forkEvent.ts";
import { KeyedMutex } from "./keyedMutex.ts";
import { corruptStream, moveTailAside, reportOf, type StreamReport } from "./repair.ts";
import { sealBatch } from "./sealBatch.ts";
import { ExpectedVersionConflict, StreamNotFound } from "./storeErrors.ts";
import { type FileStreamState, type LoadedStream, loadStream, stateAfter } from "./streamFile.ts";
import { assertStreamName, isStreamName } from "./streamName.ts";
import { eventsInRange, streamInfo } from "./streamState.ts";
import { type ListenerErrorHandler, Subscribers } from "./subscribers.ts";

/** Options of the file store. */
export interface FileStoreOptions {
  /** The event types to accept; the engine's own catalogue by default. */
  readonly catalogue?: Catalogue;
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
  /** `check` for every stream file in the directory, sorted by name. */
  checkAll(): Promise<readonly StreamReport[]>;
  /** Keeps the verified prefix of a damaged stream and moves the rest to a side file. */
  repair(stream: StreamId): Promise<StreamReport>;
}

/**
 * Opens (creating if needed) a directory of JSONL streams, one `<stream>.jsonl` per stream
 * (DESIGN: Stores). Appends take the stream's lock file, re-check the version on disk and write
 * the batch with one write and one fsync. Damaged files are reported as `CorruptStream` and
 * left alone until `repair` is asked for. Opening reads nothing: streams are verified on use.
 */
export async function openFileStore(
  dir: string,
  options: FileStoreOptions = {},
): Promise<FileEventStore> {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const catalogue = options.catalogue ?? defaultCatalogue;
  const cache = new Map<StreamId, FileStreamState>();
  const mutex = new KeyedMutex();
  const subscribers = new Subscribers(options.onListenerError);
  const recoveredLocks: RecoveredLock[] = [];
  let closed = false;

  const fileOf = (stream: StreamId) => {
    assertStreamName(stream);
    return join(root, `${stream}.jsonl`);
  };
  const assertOpen = () => {
    if (closed) throw new Error(`file store ${root} is closed`);
  };

  // Serialized in this process by the mutex, across processes by the lock file.
  const locked = <T>(stream: StreamId, work: () => Promise<T>): Promise<T> =>
    mutex.run(stream, async () => {
      const lock = await acquireLock(join(root, `${stream}.lock`), {
        timeoutMs: options.lockTimeoutMs ?? 5000,
        onRecovered: (stale) => recoveredLocks.push(stale),
      });
      try {
        return await work();
      } finally {
        await lock.release();
      }
    });

  const load = async (stream: StreamId, fresh = false): Promise<LoadedStream> => {
    const before = cache.get(stream);
    const loaded = await loadStream(fileOf(stream), catalogue, fresh ? undefined : before);
    // Compare-and-set: a slower load must not replace what an append cached meanwhile.
    if (cache.get(stream) === before) {
      if (loaded.ok) cache.set(stream, loaded.state);
      else cache.delete(stream);
    }
    return loaded;
  };

  // Without the lock, damage at the end may be another process's write in progress, so it is
  // only reported once it is still there under the lock.
  const current = async (stream: StreamId, underLock = false): Promise<FileStreamState> => {
    const loaded = await load(stream);
    if (loaded.ok) return loaded.state;
    if (!underLock) return locked(stream, () => current(stream, true));
    throw corruptStream(stream, fileOf(stream), loaded);
  };

  const existing = async (stream: StreamId): Promise<FileStreamState> => {
    const state = await current(stream);
    if (state.events.length === 0) throw new StreamNotFound(stream);
    return state;
  };

  const write = (
    stream: StreamId,
    events: readonly NewEvent[],
    expectedVersion: number,
    allowFork: boolean,
  ): Promise<AppendResult> =>
    locked(stream, async () => {
      const state = await current(stream, true);
      if (state.events.length !== expectedVersion) {
        throw new ExpectedVersionConflict(stream, expectedVersion, state.events.length);
      }
      const batch = sealBatch(stream, events, state, catalogue, allowFork);
      const print = await appendDurably(
        fileOf(stream),
        state.size,
        Buffer.from(batch.text, "utf8"),
        {
          creates: state.events.length === 0,
          ...(options.splitWritePauseMs === undefined
            ? {}
            : { splitPauseMs: options.splitWritePauseMs }),
        },
      );
      const next = stateAfter(state, batch.events, print);
      cache.set(stream, next);
      // Still inside this stream's turn, so listeners see batches in the order they were stored.
      subscribers.emit(stream, batch.events);
      return { version: next.events.length, head: next.head, events: batch.events };
    });

  const check = async (stream: StreamId): Promise<StreamReport> => {
    const file = fileOf(stream);
    let loaded = await load(stream, true);
    if (!loaded.ok) loaded = await locked(stream, () => load(stream, true));
    if (loaded.ok && loaded.state.events.length === 0) throw new StreamNotFound(stream);
    return reportOf(stream, file, loaded);
  };

  const streamFiles = async (): Promise<StreamId[]> =>
    (await readdir(root))
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => name.slice(0, -".jsonl".length))
      .filter(isStreamName)
      .sort();

  return {
    dir: root,
    get recoveredLocks() {
      return [...recoveredLocks];
    },
    fileOf,
    async append(stream, events, expectedVersion) {
      assertOpen();
      assertStreamName(stream);
      return write(stream, events, expectedVersion, false);
    },
    async read(stream, range) {
      assertOpen();
      return eventsInRange(await existing(stream), range);
    },
    async listStreams() {
      assertOpen();
      const infos: StreamInfo[] = [];
      for (const stream of await streamFiles()) {
        const state = await current(stream);
        if (state.events.length > 0) infos.push(streamInfo(stream, state));
      }
      return infos;
    },
    async info(stream) {
      assertOpen();
      return streamInfo(stream, await current(stream));
    },
    async fork(parent, at, child, edits) {
      assertOpen();
      assertStreamName(child);
      const header = forkHeaderEvent(parent, await existing(parent), at, child, edits);
      return write(child, [header], 0, true);
    },
    subscribe(stream, listener) {
      assertStreamName(stream);
      return subscribers.add(stream, listener);
    },
    async check(stream) {
      assertOpen();
      return check(stream);
    },
    async checkAll() {
      assertOpen();
      const reports: StreamReport[] = [];
      for (const stream of await streamFiles()) {
        const loaded = await check(stream).catch((e: unknown) => {
          if (e instanceof StreamNotFound) return undefined; // an empty file: nothing to check
          throw e;
        });
        if (loaded !== undefined) reports.push(loaded);
      }
      return reports;
    },
    async repair(stream) {
      assertOpen();
      const file = fileOf(stream);
      return locked(stream, async () => {
        const loaded = await load(stream, true);
        const report = reportOf(stream, file, loaded);
        if (loaded.ok) {
          if (loaded.state.events.length === 0) throw new StreamNotFound(stream);
          return report;
        }
        const sideFile = await moveTailAside(file, loaded.prefix.size);
        cache.delete(stream);
        await load(stream, true);
        return { ...report, sideFile };
      });
    },
    async close() {
      closed = true;
      await mutex.idle();
      subscribers.clear();
      cache.clear();
    },
  };
}
