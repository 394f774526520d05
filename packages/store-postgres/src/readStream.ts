import {
  type LogCatalogue,
  type LogEvent,
  type SeqRange,
  type StreamId,
  StreamNotFound,
} from "@d20/events";
import { decodeRows, type EventRow } from "./eventRows.ts";
import { type Queryable, run, type Statements } from "./statements.ts";

// Range ends become whole seqs here, so the SQL compares integers and keeps to the index.
const toBound = (n: number | undefined, round: (x: number) => number, open: number): number =>
  n === undefined || Number.isNaN(n)
    ? open
    : Math.min(Number.MAX_SAFE_INTEGER, Math.max(-1, round(n)));

/** The events of `stream` whose seq lies in `range`, verified; throws `StreamNotFound`. */
export async function readStream(
  db: Queryable,
  sql: Statements,
  catalogue: LogCatalogue,
  label: string,
  stream: StreamId,
  range: SeqRange = {},
): Promise<LogEvent[]> {
  const from = toBound(range.from, Math.ceil, 0);
  const to = toBound(range.to, Math.floor, Number.MAX_SAFE_INTEGER);
  const rows = await run<Partial<EventRow>>(db, sql.readSeqs, [stream, from, to]);
  if (rows.length === 0) throw new StreamNotFound(stream);
  // One row with no line: the stream exists, and nothing of it lies in the range.
  return decodeRows(
    rows.filter((r): r is EventRow => r.line != null),
    catalogue,
    label,
  );
}

/** The stored rows of `stream` from `position` on (a subscriber's catch-up), unverified. */
export async function rowsFrom(
  db: Queryable,
  sql: Statements,
  stream: StreamId,
  position: number,
): Promise<EventRow[]> {
  return run<EventRow>(db, sql.readPositions, [stream, position]);
}

/** A stream's lines exactly as stored, each with its `\n`; throws `StreamNotFound`. */
export async function readText(db: Queryable, sql: Statements, stream: StreamId): Promise<string> {
  const rows = await run<{ line: string | null }>(db, sql.readSeqs, [
    stream,
    0,
    Number.MAX_SAFE_INTEGER,
  ]);
  if (rows.length === 0) throw new StreamNotFound(stream);
  return rows.map((r) => `${r.line}\n`).join("");
}
