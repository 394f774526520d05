import {
  type AppendResult,
  assertStreamName,
  codecLogCatalogue,
  type EventStore,
  forkHeaderEvent,
  GENESIS_HASH,
  type Hash,
  type ListenerErrorHandler,
  type LogCatalogue,
  type NewEvent,
  type StreamId,
} from "@d20/events";
import pg from "pg";
import { appendBatch, type ForkLink, type HeadRow } from "./appendBatch.ts";
import { ChangeFeed } from "./changeFeed.ts";
import { decodeRows, type EventRow } from "./eventRows.ts";
import { forkPoint } from "./forkPoint.ts";
import { type GlobalCursor, type GlobalPage, readAll } from "./globalRead.ts";
import { LiveHub } from "./liveHub.ts";
import { readStream, readText, rowsFrom } from "./readStream.ts";
import { assertSchemaName, migrate } from "./schema.ts";
import { run, statements } from "./statements.ts";

/** Options of the PostgreSQL store. */
export interface PostgresStoreOptions {
  /** The schema holding the store's tables, created if missing (default `d20`). */
  readonly schema?: string;
  /** The event types to accept, per ruleset; the codec's own types alone by default. */
  readonly catalogue?: LogCatalogue;
  /** Receives a listener's exception; by default it is rethrown on its own tick. */
  readonly onListenerError?: ListenerErrorHandler;
  /** Receives connection and read errors of live subscriptions (they are retried anyway). */
  readonly onConnectionError?: (error: unknown) => void;
  /** Connections in the pool (default 10), plus one for LISTEN once something subscribes. */
  readonly poolSize?: number;
  /** `application_name` of the store's connections (the LISTEN one gets `:listen` added). */
  readonly applicationName?: string;
  /** First delay before reconnecting or re-reading after an error, doubled up to 5 s (100 ms). */
  readonly retryMs?: number;
}

/** The PostgreSQL store: an `EventStore` plus the global read and the stored text. */
export interface PostgresEventStore extends EventStore {
  readonly schema: string;
  /**
   * Events of all streams after `after`, in the order of the transactions that wrote them (each
   * stream's in stream order); it waits for a transaction still running rather than skip it.
   */
  readAll(after?: GlobalCursor, limit?: number): Promise<GlobalPage>;
  /** A stream's JSONL exactly as stored (each line and its `\n`); throws `StreamNotFound`. */
  readText(stream: StreamId): Promise<string>;
  /**
   * Resolves once every subscription made so far knows the version it starts after: from then
   * on, whatever any client commits to its stream reaches it.
   */
  subscribed(): Promise<void>;
}

// By default a listener's exception is rethrown on its own tick, as the other stores do: the
// append it followed is committed, so failing the append would lie.
const rethrowLater: ListenerErrorHandler = (error) => {
  queueMicrotask(() => {
    throw error;
  });
};

/**
 * Opens the store in `schema` of the database at `connectionString` (DESIGN: Stores), creating
 * or migrating its tables. Batches are sealed with the same `sealBatch` as the memory and file
 * stores, so the stored lines are the bytes a file store would hold.
 */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresEventStore> {
  const schema = options.schema ?? "d20";
  assertSchemaName(schema);
  const catalogue = options.catalogue ?? codecLogCatalogue;
  const appName = options.applicationName ?? "d20-store";
  const onConnectionError = options.onConnectionError ?? (() => {});
  const retryMs = options.retryMs ?? 100;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    application_name: appName,
  });
  // An idle pooled connection that dies emits here; the pool replaces it on the next query.
  pool.on("error", onConnectionError);
  try {
    await migrate(pool, schema);
  } catch (e) {
    await pool.end();
    throw e;
  }
  const sql = statements(schema);
  const label = (stream: StreamId) => `${schema}.events "${stream}"`;
  const decode = (stream: StreamId, rows: readonly EventRow[]) =>
    decodeRows(rows, catalogue, label(stream));
  const versionOf = async (stream: StreamId) =>
    (await run<HeadRow>(pool, sql.info, [stream]))[0]?.version ?? 0;

  const hub = new LiveHub(
    {
      version: versionOf,
      rowsFrom: (stream, position) => rowsFrom(pool, sql, stream, position),
      decode,
      onError: onConnectionError,
      onListenerError: options.onListenerError ?? rethrowLater,
      retryMs,
    },
    (h) =>
      new ChangeFeed(
        { connectionString, application_name: `${appName}:listen` },
        sql.channel,
        {
          change: (stream, version) => h.changed(stream, version),
          listening: () => h.resync(),
          error: onConnectionError,
        },
        retryMs,
      ),
  );

  let closed = false;
  const open = () => {
    if (closed) throw new Error(`PostgreSQL store (schema ${schema}) is closed`);
  };
  const write = async (
    stream: StreamId,
    events: readonly NewEvent[],
    expectedVersion: number,
    fork?: ForkLink,
  ): Promise<AppendResult> => {
    await hub.settled();
    const result = await appendBatch(pool, sql, catalogue, stream, events, expectedVersion, fork);
    await hub.committed(stream, expectedVersion, result.events);
    return result;
  };

  return {
    schema,
    async append(stream, events, expectedVersion) {
      open();
      assertStreamName(stream);
      return write(stream, events, expectedVersion);
    },
    async read(stream, range) {
      open();
      assertStreamName(stream);
      return readStream(pool, sql, catalogue, label(stream), stream, range);
    },
    async listStreams() {
      open();
      const rows = await run<HeadRow & { stream: string }>(pool, sql.list, []);
      return rows.map((r) => ({
        stream: r.stream,
        version: r.version,
        head: r.head as Hash,
        nextSeq: r.next_seq,
      }));
    },
    async info(stream) {
      open();
      assertStreamName(stream);
      const row = (await run<HeadRow>(pool, sql.info, [stream]))[0];
      return row === undefined
        ? { stream, version: 0, head: GENESIS_HASH, nextSeq: 0 }
        : { stream, version: row.version, head: row.head as Hash, nextSeq: row.next_seq };
    },
    async fork(parent, at, child, edits, seed) {
      open();
      assertStreamName(parent);
      assertStreamName(child);
      const state = await forkPoint(pool, sql, decode, parent, at);
      const header = forkHeaderEvent(parent, state, at, child, edits, seed);
      return write(child, [header], 0, { parent, at });
    },
    subscribe(stream, listener) {
      open();
      assertStreamName(stream);
      return hub.subscribe(stream, listener);
    },
    subscribed: () => hub.settled(),
    async readAll(after, limit) {
      open();
      return readAll(pool, sql, catalogue, label, after, limit);
    },
    async readText(stream) {
      open();
      assertStreamName(stream);
      return readText(pool, sql, stream);
    },
    async close() {
      if (closed) return;
      closed = true;
      await hub.close();
      await pool.end();
    },
  };
}
