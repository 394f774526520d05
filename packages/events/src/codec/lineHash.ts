import { createHash } from "node:crypto";
import type { Hash } from "../envelope.ts";

/** The text that separates a line's hashed prefix from its hash. */
export const HASH_FIELD = ',"hash":"';

/** Length of a line's tail after the prefix: `,"hash":"` + 64 hex + `"}`. */
export const HASH_TAIL_LENGTH = HASH_FIELD.length + 64 + 2;

/** SHA-256 of a line's prefix (everything before `,"hash":"`), as UTF-8 bytes. */
export function hashPrefix(prefix: string): Hash {
  return createHash("sha256").update(prefix, "utf8").digest("hex") as Hash;
}
