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
  const cause = event.cause === undefined ? "" : `,"cause":${canonicalJson(event.cause)}`;
  const prefix =
    `{"seq":${numberText(event.seq)},"type":${JSON.stringify(event.type)},` +
    `"v":${numberText(event.v)},"data":${canonicalJson(event.data)}${cause},"prev":"${prev}"`;
  const hash = hashPrefix(prefix);
  return { line: `${prefix}${HASH_FIELD}${hash}"}`, hash };
}

// A finite number's canonical text is its `String` (as `JSON.stringify` writes it); anything else
// goes through canonicalJson, which writes or refuses it as for any other value.
function numberText(n: unknown): string {
  return typeof n === "number" && Number.isFinite(n) ? String(n) : canonicalJson(n);
}

/** Seals an event onto `prev`, returning it with `prev` and `hash` set. */
export function sealEvent<E extends UnsealedEvent>(event: E, prev: Hash): E & SealedEvent {
  const { hash } = encodeLine(event, prev);
  return { ...event, prev, hash };
}
