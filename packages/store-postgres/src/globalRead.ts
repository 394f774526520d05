import type { LogCatalogue, LogEvent, StreamId } from "@d20/events";
import { decodeRows, type EventRow } from "./eventRows.ts";
import { type Queryable, run, type Statements } from "./statements.ts";

/**
 * A place in the store's global order, `<transaction id>:<global position>`; opaque to callers,
 * who keep the last one they processed and pass it back.
 */
export type GlobalCursor = string;

/** The cursor before every event. */
export const GLOBAL_START: GlobalCursor = "0:0";

/** One event of the global order, with the stream it belongs to. */
export interface GlobalEvent {
  readonly stream: StreamId;
  /** Its index in its stream (the stream's version before it). */
  readonly position: number;
  readonly event: LogEvent;
  /** Pass this back to `readAll` to continue after this event. */
  readonly cursor: GlobalCursor;
}

/** A page of the global order. */
export interface GlobalPage {
  readonly events: readonly GlobalEvent[];
  /** Where the next call continues: the last event's cursor, or `after` if there was none. */
  readonly cursor: GlobalCursor;
}

interface GlobalRow extends EventRow {
  readonly gpos: string;
  readonly stream: string;
}

const CURSOR = /^(\d{1,20}):(\d{1,20})$/;

/**
 * Up to `limit` events after `after`, across all streams, in the order of the transactions that
 * wrote them. Events of a transaction still running, and of every transaction that began after
 * it, are held back until it ends: a reader may wait, but it never skips an event that commits
 * late, and it never sees one twice.
 */
export async function readAll(
  db: Queryable,
  sql: Statements,
  catalogue: LogCatalogue,
  label: (stream: StreamId) => string,
  after: GlobalCursor = GLOBAL_START,
  limit = 1000,
): Promise<GlobalPage> {
  const m = CURSOR.exec(after);
  if (m === null) throw new Error(`not a global cursor: "${after}"`);
  const rows = await run<GlobalRow>(db, sql.readAll, [m[1], m[2], limit]);
  const events: GlobalEvent[] = [];
  // Consecutive rows of one stream are verified as one run, so their chain is checked too.
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (
      j < rows.length &&
      rows[j]!.stream === rows[i]!.stream &&
      rows[j]!.position === rows[j - 1]!.position + 1
    ) {
      j++;
    }
    const chunk = rows.slice(i, j);
    const decoded = decodeRows(chunk, catalogue, label(rows[i]!.stream));
    chunk.forEach((row, k) => {
      events.push({
        stream: row.stream,
        position: row.position,
        event: decoded[k]!,
        cursor: `${row.xid}:${row.gpos}`,
      });
    });
    i = j;
  }
  return { events, cursor: events[events.length - 1]?.cursor ?? after };
}
