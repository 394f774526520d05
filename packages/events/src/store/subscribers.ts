import type { LogEvent } from "../catalogue/catalogue.ts";
import type { StreamId, StreamListener } from "./eventStore.ts";

/** Where a listener's exception goes: it must neither undo a durable append nor vanish. */
export type ListenerErrorHandler = (error: unknown, stream: StreamId) => void;

// By default a listener's exception is rethrown on its own tick, like an EventEmitter "error"
// with no handler: the append it followed is already durable, so failing the append would lie.
const rethrowLater: ListenerErrorHandler = (error) => {
  queueMicrotask(() => {
    throw error;
  });
};

/** The in-process listeners of each stream: a plain callback list (no rxjs in this package). */
export class Subscribers {
  // Entries are wrapper objects so that one function subscribed twice is called twice and each
  // unsubscribe removes only its own subscription.
  private readonly byStream = new Map<StreamId, Set<{ readonly listener: StreamListener }>>();

  constructor(private readonly onError: ListenerErrorHandler = rethrowLater) {}

  /** Adds `listener` to `stream`; the returned function removes it (idempotently). */
  add(stream: StreamId, listener: StreamListener): () => void {
    const entry = { listener };
    let set = this.byStream.get(stream);
    if (set === undefined) {
      set = new Set();
      this.byStream.set(stream, set);
    }
    set.add(entry);
    return () => {
      const current = this.byStream.get(stream);
      current?.delete(entry);
      if (current?.size === 0) this.byStream.delete(stream);
    };
  }

  /** Calls every listener of `stream` with `events`; one failing listener does not stop the rest. */
  emit(stream: StreamId, events: readonly LogEvent[]): void {
    const set = this.byStream.get(stream);
    if (set === undefined) return;
    for (const { listener } of [...set]) {
      try {
        listener(events);
      } catch (e) {
        this.onError(e, stream);
      }
    }
  }

  /** Drops every listener (on close). */
  clear(): void {
    this.byStream.clear();
  }
}
