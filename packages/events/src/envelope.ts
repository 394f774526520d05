/**
 * The event envelope as written on one JSONL line, in this key order: `seq`, `type`, `v`,
 * `data`, `cause` (only when present), `prev`, `hash`. The order is fixed so that the bytes a
 * writer emits are the bytes a reader hashes, without re-canonicalizing.
 */

/** A lowercase hex SHA-256 digest (64 characters). */
export type Hash = string & { readonly __brand: "Hash" };

/** The `prev` of a stream's first event when it has no parent: 64 zeros. */
export const GENESIS_HASH = "0".repeat(64) as Hash;

/** An event before it is chained: what a decider or a driver produces. */
export interface UnsealedEvent<T extends string = string, D = unknown> {
  readonly seq: number;
  readonly type: T;
  readonly v: number;
  readonly data: D;
  /** The `seq` of the event that caused this one (the move that provoked, the trigger that fired). */
  readonly cause?: number;
}

/** An event as stored: chained to its predecessor by `prev` and sealed by `hash`. */
export interface SealedEvent<T extends string = string, D = unknown> extends UnsealedEvent<T, D> {
  readonly prev: Hash;
  readonly hash: Hash;
}
