import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { LogCatalogue } from "../catalogue/logCatalogue.ts";
import type { StreamId } from "./eventStore.ts";
import { acquireLock, type RecoveredLock } from "./fileLock.ts";
import { KeyedMutex } from "./keyedMutex.ts";
import { StreamNotFound } from "./storeErrors.ts";
import { type FileStreamState, type LoadedStream, loadStream } from "./streamFile.ts";
import { assertStreamName, isStreamName } from "./streamName.ts";
import { corruptStream } from "./streamReport.ts";

/**
 * The stream files of one directory as the file store sees them: where each lives, how to take
 * its lock, and its verified state, cached per stream and revalidated by the file's fingerprint.
 */
export class StreamFiles {
  private readonly cache = new Map<StreamId, FileStreamState>();
  private readonly mutex = new KeyedMutex();
  private readonly recovered: RecoveredLock[] = [];

  constructor(
    readonly dir: string,
    private readonly catalogue: LogCatalogue,
    private readonly lockTimeoutMs: number,
  ) {}

  /** Stale locks taken over from dead processes, oldest first. */
  get recoveredLocks(): readonly RecoveredLock[] {
    return [...this.recovered];
  }

  /** The path of a stream's file; throws `InvalidAppend` for a bad stream name. */
  fileOf(stream: StreamId): string {
    assertStreamName(stream);
    return join(this.dir, `${stream}.jsonl`);
  }

  /** Every stream that has a file, sorted by name (side files, locks and strays are skipped). */
  async names(): Promise<StreamId[]> {
    return (await readdir(this.dir))
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => name.slice(0, -".jsonl".length))
      .filter(isStreamName)
      .sort();
  }

  /** Runs `work` holding the stream: in turn within this process, then by its lock file. */
  locked<T>(stream: StreamId, work: () => Promise<T>): Promise<T> {
    const lockFile = join(this.dir, `${stream}.lock`);
    return this.mutex.run(stream, async () => {
      const lock = await acquireLock(lockFile, {
        timeoutMs: this.lockTimeoutMs,
        onRecovered: (stale) => this.recovered.push(stale),
      });
      try {
        return await work();
      } finally {
        await lock.release();
      }
    });
  }

  /** Reads and verifies a stream file, from the cache onwards unless `fresh`. */
  async load(stream: StreamId, fresh = false): Promise<LoadedStream> {
    const before = this.cache.get(stream);
    const loaded = loadStream(this.fileOf(stream), this.catalogue, fresh ? undefined : before);
    // Compare-and-set: a slower load must not replace what an append cached meanwhile. A failed
    // load keeps the old entry: it is still a verified prefix, and its fingerprint no longer
    // matches, so it is never served for the damaged file, only used to read a tail from.
    if (loaded.ok && this.cache.get(stream) === before) this.cache.set(stream, loaded.state);
    return loaded;
  }

  /**
   * A stream's verified state (empty when it does not exist), or `CorruptStream`. Damage seen
   * without the lock may be another process's write still in progress, so it is only reported
   * if it is still there under the lock.
   */
  async current(stream: StreamId, underLock = false): Promise<FileStreamState> {
    const loaded = await this.load(stream);
    if (loaded.ok) return loaded.state;
    if (!underLock) return this.locked(stream, () => this.current(stream, true));
    throw corruptStream(stream, this.fileOf(stream), loaded);
  }

  /** `current`, but `StreamNotFound` when the stream has no events. */
  async existing(stream: StreamId): Promise<FileStreamState> {
    const state = await this.current(stream);
    if (state.events.length === 0) throw new StreamNotFound(stream);
    return state;
  }

  /** Records the state a locked write left on disk. */
  remember(stream: StreamId, state: FileStreamState): void {
    this.cache.set(stream, state);
  }

  /** Resolves once every queued operation has settled, then forgets the cache. */
  async close(): Promise<void> {
    await this.mutex.idle();
    this.cache.clear();
  }
}
