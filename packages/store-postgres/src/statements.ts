import type pg from "pg";

/** The store's SQL for one schema, as named statements so each connection parses them once. */
export interface Statements {
  readonly channel: string;
  readonly info: string;
  readonly list: string;
  readonly appendExisting: string;
  readonly appendNew: string;
  readonly readSeqs: string;
  readonly readPositions: string;
  readonly forkPoint: string;
  readonly readAll: string;
}

// The batch arrives as parallel arrays ($3..$8), so one statement inserts any batch size. The
// stream row is claimed first (the UPDATE only matches the expected version, the INSERT only a
// new stream); the events are inserted only through that row, so a lost race inserts nothing.
// NOTIFY rides on the same statement: PostgreSQL delivers it at commit, never for a rollback.
const insertEvents = (s: string) => `
  e AS (
    INSERT INTO ${s}.events (stream, position, seq, type, v, line, hash, prev)
    SELECT c.stream, $2::integer + b.i::integer - 1, b.seq, b.type, b.v, b.line, b.hash, b.prev
    FROM c, unnest($3::integer[], $4::text[], $5::integer[], $6::text[], $7::text[], $8::text[])
      WITH ORDINALITY AS b(seq, type, v, line, hash, prev, i)
  )
  SELECT pg_notify('${s}_events', ($2::integer + cardinality($3::integer[])) || ' ' || $1::text)
  FROM c`;

/** Builds the statements of `schema` (already checked by `assertSchemaName`). */
export function statements(s: string): Statements {
  return {
    channel: `${s}_events`,
    info: `SELECT version, head, next_seq FROM ${s}.streams WHERE stream = $1`,
    list: `SELECT stream, version, head, next_seq FROM ${s}.streams ORDER BY stream COLLATE "C"`,
    appendExisting: `
      WITH c AS (
        UPDATE ${s}.streams
        SET version = $2::integer + cardinality($3::integer[]), head = $9, next_seq = $10
        WHERE stream = $1::text AND version = $2::integer RETURNING stream
      ), ${insertEvents(s)}`,
    appendNew: `
      WITH c AS (
        INSERT INTO ${s}.streams (stream, version, head, next_seq, fork_parent, fork_at)
        VALUES ($1::text, $2::integer + cardinality($3::integer[]), $9, $10, $11, $12)
        ON CONFLICT (stream) DO NOTHING RETURNING stream
      ), ${insertEvents(s)}`,
    // A LEFT JOIN so that an existing stream with nothing in range still returns one row (with a
    // null line), and a missing stream none. Seqs map to positions through the fork point.
    readSeqs: `
      SELECT e.position, e.seq, e.line, e.prev, e.xid::text AS xid
      FROM ${s}.streams s LEFT JOIN ${s}.events e ON e.stream = s.stream
        AND e.position >= $2::bigint - coalesce(s.fork_at, 0)
        AND e.position <= $3::bigint - coalesce(s.fork_at, 0)
      WHERE s.stream = $1 ORDER BY e.position`,
    readPositions: `
      SELECT position, seq, line, prev, xid::text AS xid FROM ${s}.events
      WHERE stream = $1 AND position >= $2 ORDER BY position`,
    // The parent's first event and the event at seq $2 (if any), for the ForkHeader.
    forkPoint: `
      SELECT s.version, s.head, s.next_seq, e.position, e.seq, e.line, e.prev, e.xid::text AS xid
      FROM ${s}.streams s LEFT JOIN ${s}.events e ON e.stream = s.stream
        AND e.position IN (0, $2::bigint - coalesce(s.fork_at, 0))
      WHERE s.stream = $1 ORDER BY e.position`,
    // Only transactions older than every running one are final: none of them can still add a
    // row below the cursor, so reading up to that horizon never skips a slow writer.
    readAll: `
      SELECT e.xid::text AS xid, e.global_position::text AS gpos, e.stream, e.position, e.seq,
        e.line, e.prev
      FROM ${s}.events e
      WHERE (e.xid, e.global_position) > ($1::xid8, $2::bigint)
        AND e.xid < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY e.xid, e.global_position LIMIT $3`,
  };
}

/** Something that runs a query: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

/** Runs `text` as a named (prepared) statement. */
export async function run<R extends pg.QueryResultRow>(
  db: Queryable,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  const result = await db.query<R>({ name: nameOf(text), text, values: [...values] });
  return result.rows;
}

const names = new Map<string, string>();
// Statement names are per connection and must map to one text: derive them from the text.
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `d20_${names.size}`;
    names.set(text, name);
  }
  return name;
}
