import {
  type AppendResult,
  ExpectedVersionConflict,
  GENESIS_HASH,
  type Hash,
  type LogCatalogue,
  type LogEvent,
  type NewEvent,
  type StreamId,
  sealBatch,
} from "@d20/events";
import { type Queryable, run, type Statements } from "./statements.ts";

/** A new stream's parent, for `fork`. */
export interface ForkLink {
  readonly parent: StreamId;
  readonly at: number;
}

/** What the `info` statement returns for a stream. */
export interface HeadRow {
  readonly version: number;
  readonly head: string;
  readonly next_seq: number;
}

/** The events package's `StreamState` (what `sealBatch` and `forkHeaderEvent` take). */
export type StreamState = Parameters<typeof sealBatch>[2];
const UNIQUE_VIOLATION = "23505";

/**
 * Appends a batch with optimistic concurrency: the stream's head is read, the batch is sealed
 * with the same `sealBatch` as the memory and file stores, and one statement (one transaction,
 * no lock held between round trips) writes it only if the stream is still at `expectedVersion`;
 * otherwise nothing is written and `ExpectedVersionConflict` is thrown. `db` is the pool, or a
 * client inside a transaction (the tests hold one open that way).
 */
export async function appendBatch(
  db: Queryable,
  sql: Statements,
  catalogue: LogCatalogue,
  stream: StreamId,
  events: readonly NewEvent[],
  expectedVersion: number,
  fork?: ForkLink,
): Promise<AppendResult> {
  const row = (await run<HeadRow>(db, sql.info, [stream]))[0];
  const version = row?.version ?? 0;
  if (version !== expectedVersion) {
    throw new ExpectedVersionConflict(stream, expectedVersion, version);
  }
  // sealBatch reads only the event count, head and next seq of the state, so the stream's row
  // stands in for its events (a holey array: no event is loaded or allocated).
  const state: StreamState =
    row === undefined
      ? { events: [], head: GENESIS_HASH, nextSeq: 0 }
      : { events: new Array<LogEvent>(version), head: row.head as Hash, nextSeq: row.next_seq };
  const batch = sealBatch(stream, events, state, catalogue, fork !== undefined);
  const lines = batch.text.split("\n");
  lines.pop();
  const values: unknown[] = [
    stream,
    expectedVersion,
    batch.events.map((e) => e.seq),
    batch.events.map((e) => e.type),
    batch.events.map((e) => e.v),
    lines,
    batch.events.map((e) => e.hash),
    batch.events.map((e) => e.prev),
    batch.head,
    batch.nextSeq,
  ];
  if (row === undefined) values.push(fork?.parent ?? null, fork?.at ?? null);
  let written: unknown[];
  try {
    written = await run(db, row === undefined ? sql.appendNew : sql.appendExisting, values);
  } catch (e) {
    // The stream row guards the events, so (stream, position) cannot collide unless the two
    // tables disagree; if they ever do, the unique key still refuses the write.
    if ((e as { code?: unknown }).code !== UNIQUE_VIOLATION) throw e;
    written = [];
  }
  if (written.length === 0) {
    const now = (await run<HeadRow>(db, sql.info, [stream]))[0]?.version ?? 0;
    throw new ExpectedVersionConflict(stream, expectedVersion, now);
  }
  return {
    version: expectedVersion + batch.events.length,
    head: batch.head,
    events: batch.events,
  };
}
