import { type Hash, LineReader, type LogCatalogue, type LogEvent } from "@d20/events";

/** One stored event as the store's queries return it. */
export interface EventRow {
  readonly position: number;
  readonly seq: number;
  readonly line: string;
  readonly prev: string;
  /** The writing transaction: rows of one append share it. */
  readonly xid: string;
}

/**
 * Reads consecutive rows of one stream through the same `LineReader` as every other store, so
 * each line's bytes are checked against its hash and the rows against each other before any
 * event is trusted. A range that starts mid-stream is anchored on its first row's `prev` (the
 * prefix is not re-read); reading from position 0 checks the whole chain. Throws `LogError`
 * naming `label` and the 1-based line (position + 1).
 */
export function decodeRows(
  rows: readonly EventRow[],
  catalogue: LogCatalogue,
  label: string,
): LogEvent[] {
  const first = rows[0];
  if (first === undefined) return [];
  const reader = new LineReader(
    catalogue,
    label,
    first.position === 0
      ? {}
      : { nextSeq: first.seq, anchor: first.prev as Hash, lineNo: first.position + 1 },
  );
  return rows.map((row) => reader.read(row.line));
}

/** Splits rows into the batches they were appended in (one transaction each). */
export function batchesOf<R extends { readonly xid: string }>(rows: readonly R[]): R[][] {
  const batches: R[][] = [];
  for (const row of rows) {
    const last = batches[batches.length - 1];
    if (last !== undefined && last[0]!.xid === row.xid) last.push(row);
    else batches.push([row]);
  }
  return batches;
}
