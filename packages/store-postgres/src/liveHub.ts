import type { LogEvent, StreamId, StreamListener } from "@d20/events";
import type { ChangeFeed } from "./changeFeed.ts";
import { LiveSubscription, type SubscriptionSource } from "./liveSubscription.ts";

/**
 * The store's subscriptions by stream, and the one LISTEN connection that wakes them (opened
 * with the first subscription, kept until the store closes).
 */
export class LiveHub {
  private readonly byStream = new Map<StreamId, Set<LiveSubscription>>();
  private readonly starting = new Set<Promise<void>>();
  private feed: ChangeFeed | undefined;

  constructor(
    private readonly source: SubscriptionSource,
    private readonly makeFeed: (hub: LiveHub) => ChangeFeed,
  ) {}

  /** Subscribes `listener` to `stream` from its current version; returns unsubscribe. */
  subscribe(stream: StreamId, listener: StreamListener): () => void {
    const sub = new LiveSubscription(stream, listener, this.source);
    let set = this.byStream.get(stream);
    if (set === undefined) {
      set = new Set();
      this.byStream.set(stream, set);
    }
    set.add(sub);
    this.starting.add(sub.started);
    void sub.started.then(() => this.starting.delete(sub.started));
    this.feed ??= this.makeFeed(this);
    this.feed.start();
    return () => {
      sub.stop();
      const current = this.byStream.get(stream);
      current?.delete(sub);
      if (current?.size === 0) this.byStream.delete(stream);
    };
  }

  /**
   * Resolves once every subscription made so far knows its starting version. An append waits
   * for it, so that a subscription sees every append called after `subscribe` returned.
   */
  async settled(): Promise<void> {
    if (this.starting.size > 0) await Promise.all(this.starting);
  }

  /** Hands a batch this process committed at version `from` to the stream's subscriptions. */
  async committed(stream: StreamId, from: number, events: readonly LogEvent[]): Promise<void> {
    const set = this.byStream.get(stream);
    if (set !== undefined) await Promise.all([...set].map((sub) => sub.offer(from, events)));
  }

  /** A notification: `stream` reached `version`. */
  changed(stream: StreamId, version: number): void {
    for (const sub of this.byStream.get(stream) ?? []) sub.poke(version);
  }

  /** The feed (re)connected: every subscription re-reads from its cursor. */
  resync(): void {
    for (const set of this.byStream.values()) for (const sub of set) sub.poke();
  }

  /** Stops every subscription and the feed. */
  async close(): Promise<void> {
    for (const set of this.byStream.values()) for (const sub of set) sub.stop();
    this.byStream.clear();
    await this.feed?.stop();
  }
}
