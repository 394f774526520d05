import { type EventStore, type LogEvent, type StreamId, StreamNotFound } from "@d20/events";
import { Observable } from "rxjs";

/**
 * A stream's events as an observable: first those already stored, then each one appended, in
 * `seq` order, each exactly once. It subscribes to the store before reading, so nothing appended
 * while the read is under way is lost; what the read already returned is not repeated. A stream
 * that does not exist yet starts empty and begins with its first append.
 */
export function events$(store: EventStore, stream: StreamId): Observable<LogEvent> {
  return new Observable<LogEvent>((subscriber) => {
    let last = Number.NEGATIVE_INFINITY;
    let pending: LogEvent[] | undefined = [];
    const emit = (e: LogEvent) => {
      if (e.seq <= last) return;
      last = e.seq;
      subscriber.next(e);
    };
    const unsubscribe = store.subscribe(stream, (batch) => {
      if (pending !== undefined) pending.push(...batch);
      else for (const e of batch) emit(e);
    });
    store.read(stream).then(
      (stored) => {
        for (const e of stored) emit(e);
        const buffered = pending ?? [];
        pending = undefined;
        for (const e of buffered) emit(e);
      },
      (error: unknown) => {
        if (!(error instanceof StreamNotFound)) {
          subscriber.error(error);
          return;
        }
        const buffered = pending ?? [];
        pending = undefined;
        for (const e of buffered) emit(e);
      },
    );
    return unsubscribe;
  });
}
