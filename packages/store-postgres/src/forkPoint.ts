import { type Hash, type LogEvent, type StreamId, StreamNotFound } from "@d20/events";
import type { HeadRow, StreamState } from "./appendBatch.ts";
import type { EventRow } from "./eventRows.ts";
import { type Queryable, run, type Statements } from "./statements.ts";

/**
 * What `forkHeaderEvent` needs of a parent to fork it at seq `at`: its head and next seq, and
 * of its events only the first and the one at `at` (if there is one), placed at their positions
 * in a holey array. The rest of the parent is neither read nor copied. Throws `StreamNotFound`.
 */
export async function forkPoint(
  db: Queryable,
  sql: Statements,
  decode: (stream: StreamId, rows: readonly EventRow[]) => LogEvent[],
  parent: StreamId,
  at: number,
): Promise<StreamState> {
  const point = Number.isSafeInteger(at) ? at : -1;
  const rows = await run<HeadRow & Partial<EventRow>>(db, sql.forkPoint, [parent, point]);
  const top = rows[0];
  if (top === undefined) throw new StreamNotFound(parent);
  const events: LogEvent[] = [];
  for (const row of rows) {
    if (row.line != null) events[row.position!] = decode(parent, [row as EventRow])[0]!;
  }
  return { events, head: top.head as Hash, nextSeq: top.next_seq };
}
