import type { ListenerErrorHandler, LogEvent, StreamId, StreamListener } from "@d20/events";
import { batchesOf, type EventRow } from "./eventRows.ts";

/** What a subscription needs from its store. */
export interface SubscriptionSource {
  /** The stream's current version: where a new subscription starts. */
  version(stream: StreamId): Promise<number>;
  /** The stream's rows from `position` on. */
  rowsFrom(stream: StreamId, position: number): Promise<EventRow[]>;
  /** Verifies consecutive rows of `stream` into events. */
  decode(stream: StreamId, rows: readonly EventRow[]): LogEvent[];
  /** Where failed reads are reported; they are retried after `retryMs`. */
  onError(error: unknown): void;
  readonly onListenerError: ListenerErrorHandler;
  readonly retryMs: number;
}

/**
 * One listener on one stream, with a cursor: the stream version it has delivered up to. Every
 * delivery runs in one queue, so batches reach the listener once each and in stream order,
 * however they arrive: handed over by a local append, or read back from the cursor after a
 * notification (from any client) or after the notification connection came back.
 */
export class LiveSubscription {
  private cursor = 0;
  private active = true;
  private queue: Promise<void>;
  private catchUpQueued = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Settles after the first look at the stream's version (which normally sets the cursor). */
  readonly started: Promise<void>;

  constructor(
    readonly stream: StreamId,
    private readonly listener: StreamListener,
    private readonly source: SubscriptionSource,
  ) {
    let known = false;
    this.started = source.version(stream).then(
      (version) => {
        this.cursor = version;
        known = true;
      },
      (e) => source.onError(e),
    );
    // If the first look failed (server unreachable), appends do not wait for it, but deliveries
    // do: the queue keeps asking until it knows where the subscription starts.
    this.queue = this.started.then(async () => {
      while (!known && this.active) {
        await new Promise((resolve) => setTimeout(resolve, source.retryMs));
        try {
          this.cursor = await source.version(stream);
          known = true;
        } catch (e) {
          source.onError(e);
        }
      }
    });
  }

  /** A batch this process appended at `from`: delivered from memory when nothing is missing. */
  offer(from: number, events: readonly LogEvent[]): Promise<void> {
    return this.enqueue(async () => {
      const end = from + events.length;
      if (end <= this.cursor) return; // a catch-up already read it
      if (from > this.cursor) return this.catchUp(); // something came first: read it all
      this.deliver(events.slice(this.cursor - from), end);
    });
  }

  /** The stream reached `version` somewhere (or may have): read what the cursor lacks. */
  poke(version = Number.POSITIVE_INFINITY): void {
    if (!this.active || version <= this.cursor || this.catchUpQueued) return;
    this.catchUpQueued = true;
    void this.enqueue(async () => {
      this.catchUpQueued = false;
      await this.catchUp();
    });
  }

  /** Stops deliveries; queued work finishes without calling the listener. */
  stop(): void {
    this.active = false;
    clearTimeout(this.retryTimer);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(() => (this.active ? task() : undefined));
    return this.queue;
  }

  // Never throws: a failed read is reported and retried, since the appends it follows are
  // already committed and the queue must keep going.
  private async catchUp(): Promise<void> {
    try {
      const rows = await this.source.rowsFrom(this.stream, this.cursor);
      const events = this.source.decode(this.stream, rows);
      let i = 0;
      for (const batch of batchesOf(rows)) {
        this.deliver(events.slice(i, i + batch.length), batch[batch.length - 1]!.position + 1);
        i += batch.length;
      }
    } catch (e) {
      this.source.onError(e);
      if (!this.active) return;
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.poke(), this.source.retryMs);
    }
  }

  private deliver(events: readonly LogEvent[], end: number): void {
    this.cursor = end;
    if (!this.active || events.length === 0) return;
    try {
      this.listener(events);
    } catch (e) {
      this.source.onListenerError(e, this.stream);
    }
  }
}
