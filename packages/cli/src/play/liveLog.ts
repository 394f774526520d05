import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import {
  appendLines,
  codecCatalogue,
  type EventStore,
  type Hash,
  type HeaderData,
  type NewEvent,
  serializeLog,
  type UnsealedEvent,
} from "@d20/events";
import { CliError } from "../cli/cliError.ts";
import { failureOf } from "../cli/failure.ts";
import { openStore } from "../log/openStore.ts";
import { writeRecovery } from "../log/saveFight.ts";

/** Where a fight being played is kept as it goes. */
export interface LiveTarget {
  /** A file: created (or continued, when resuming) and appended to, event batch by batch. */
  readonly file?: string;
  /** A store's stream: appended to batch by batch under the expected version. */
  readonly store?: { readonly url: string | undefined; readonly id: string };
}

/** Where a fight was kept, when play ends. */
export interface Kept {
  readonly file?: string;
  readonly stream?: string;
}

/**
 * A fight's log written while it is played (`d20 play`): every batch of events an input
 * produces is sealed onto the chain and appended at once — to a file (synced to disk) and/or a
 * store's stream — so a game interrupted part way (a closed terminal, a crash) loses nothing
 * and `play --resume` continues it. A store that fails part way is told once on stderr, and the
 * fight goes on in the file, or in a new recovery file when there is none (issue "Trust", 5).
 */
export class LiveLog {
  private constructor(
    private file: string | undefined,
    private stream: StreamSink | undefined,
    /** Every event of the log so far (header first), for a rewrite or a recovery file. */
    private readonly all: UnsealedEvent[],
    private head: Hash,
    private readonly warn: (line: string) => void,
  ) {}

  /**
   * Starts the log of a new fight with `first` (its header, and any events already played) at
   * `target`; the target has been checked to be free (`checkTarget`).
   */
  static async create(
    target: LiveTarget,
    first: readonly UnsealedEvent[],
    warn: (line: string) => void,
  ): Promise<LiveLog> {
    const { text, head } = serializeLog(first);
    if (target.file !== undefined) writeDurably(target.file, text, "w");
    const stream = target.store === undefined ? undefined : await StreamSink.create(target.store);
    const log = new LiveLog(target.file, stream, [...first], head, warn);
    if (stream !== undefined) await log.send(first, 0);
    return log;
  }

  /**
   * Continues a log that `all` (header first, sealed up to `head`) already holds at `target`:
   * the file's or the stream's events are those, and new ones are appended after them.
   */
  static async resume(
    target: LiveTarget,
    all: readonly UnsealedEvent[],
    head: Hash,
    warn: (line: string) => void,
  ): Promise<LiveLog> {
    const stream =
      target.store === undefined ? undefined : await StreamSink.open(target.store, all.length);
    return new LiveLog(target.file, stream, [...all], head, warn);
  }

  /** False when the log cannot be taken back (a store's stream only grows): no undo. */
  get canRewrite(): boolean {
    return this.stream === undefined;
  }

  /** Appends one input's events (sealed, synced; a store's append is awaited by `flush`). */
  record(events: readonly UnsealedEvent[]): void {
    if (events.length === 0) return;
    const version = this.all.length;
    this.all.push(...events);
    const { text, head } = appendLines(events, this.head);
    this.head = head;
    if (this.file !== undefined) writeDurably(this.file, text, "a");
    if (this.stream !== undefined) void this.send(events, version);
  }

  /** Replaces the log with `all` (an undo): the file is rewritten whole, then renamed in place. */
  rewrite(all: readonly UnsealedEvent[]): void {
    if (!this.canRewrite) throw new Error("invariant: a stored log cannot be rewritten");
    const { text, head } = serializeLog(all);
    this.all.splice(0, this.all.length, ...all);
    this.head = head;
    if (this.file === undefined) return;
    const tmp = `${this.file}.tmp-${process.pid}`;
    writeDurably(tmp, text, "w");
    renameSync(tmp, this.file);
  }

  /** Waits until every append to the store has been answered. */
  async flush(): Promise<void> {
    await this.stream?.settled();
  }

  /** Flushes and closes; says where the fight is kept. */
  async close(): Promise<Kept> {
    await this.flush();
    await this.stream?.close();
    return {
      ...(this.file === undefined ? {} : { file: this.file }),
      ...(this.stream === undefined ? {} : { stream: this.stream.id }),
    };
  }

  // Appends to the store in order; on a failure the store is dropped and the fight goes on in a
  // file (the one given, or a recovery file written now with everything so far).
  private async send(events: readonly UnsealedEvent[], version: number): Promise<void> {
    const stream = this.stream;
    if (stream === undefined) return;
    const failed = await stream.append(events, version);
    if (failed === undefined || this.stream !== stream) return;
    this.stream = undefined;
    await stream.close().catch(() => undefined);
    if (this.file === undefined) {
      try {
        this.file = writeRecovery(serializeLog(this.all).text, stream.id);
      } catch (e) {
        this.warn(
          `d20: the store refused the fight (${failed}) and no recovery file could be written (${(e as Error).message}): the fight goes on unsaved`,
        );
        return;
      }
    }
    this.warn(
      `d20: the store refused the fight (${failed}); it goes on in ${this.file}, nothing lost`,
    );
  }
}

/** A store stream appended to in order, one append at a time. */
class StreamSink {
  private chain: Promise<unknown> = Promise.resolve();
  private broken = false;

  private constructor(
    private readonly store: EventStore,
    readonly id: string,
  ) {}

  static async create(target: { url: string | undefined; id: string }): Promise<StreamSink> {
    return new StreamSink(await openStore(target.url), target.id);
  }

  static async open(
    target: { url: string | undefined; id: string },
    version: number,
  ): Promise<StreamSink> {
    const store = await openStore(target.url, { existing: true });
    const info = await store.info(target.id);
    if (info.version !== version) {
      await store.close();
      throw new CliError(
        `stream ${target.id}: holds ${info.version} events, the log read had ${version} (changed meanwhile?)`,
      );
    }
    return new StreamSink(store, target.id);
  }

  /** Appends after the ones before; the reason it failed, or undefined. */
  append(events: readonly UnsealedEvent[], version: number): Promise<string | undefined> {
    const next = this.chain.then(async () => {
      if (this.broken) return "an earlier append failed";
      try {
        await this.store.append(this.id, events as readonly NewEvent[], version);
        return undefined;
      } catch (e) {
        this.broken = true;
        return failureOf(e).lines[0] ?? "append failed";
      }
    });
    this.chain = next;
    return next;
  }

  settled(): Promise<unknown> {
    return this.chain;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

// Writes `text` and syncs it to disk before going on: a line the person saw played is on disk.
function writeDurably(file: string, text: string, flags: "w" | "a"): void {
  const fd = openSync(file, flags);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A fight's header as the first event of its log (seq 0, the codec's current version). */
export function headerEvent(header: HeaderData): UnsealedEvent {
  return { seq: 0, type: "Header", v: codecCatalogue.get("Header")!.current, data: header };
}
