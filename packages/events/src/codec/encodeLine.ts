import type { Hash, SealedEvent, UnsealedEvent } from "../envelope.ts";
import { canonicalJson } from "./canonicalJson.ts";
import { HASH_FIELD, hashPrefix } from "./lineHash.ts";

/** One event as its JSONL line (without the newline) and the hash that ends it. */
export interface EncodedLine {
  readonly line: string;
  readonly hash: Hash;
}

/**
 * Writes an event in the canonical envelope order and seals it onto `prev`. The hash covers the
 * exact bytes before `,"hash":"`, which include `prev`: that is the chain.
 */
export function encodeLine(event: UnsealedEvent, prev: Hash): EncodedLine {
  const prefix = linePrefix(event, prev);
  const hash = hashPrefix(prefix);
  return { line: `${prefix}${HASH_FIELD}${hash}"}`, hash };
}

/**
 * The part of an event's line that its hash covers: everything before `,"hash":"`. The envelope
 * is written by hand in its fixed order; its values go through `canonicalJson`, which writes or
 * refuses them as any other value.
 */
export function linePrefix(event: UnsealedEvent, prev: Hash): string {
  const cause = event.cause === undefined ? "" : `,"cause":${canonicalJson(event.cause)}`;
  return (
    `{"seq":${canonicalJson(event.seq)},"type":${canonicalJson(event.type)},` +
    `"v":${canonicalJson(event.v)},"data":${canonicalJson(event.data)}${cause},"prev":"${prev}"`
  );
}

/** Seals an event onto `prev`, returning it with `prev` and `hash` set. */
export function sealEvent<E extends UnsealedEvent>(event: E, prev: Hash): E & SealedEvent {
  const { hash } = encodeLine(event, prev);
  return { ...event, prev, hash };
}
