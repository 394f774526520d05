import type { LogEvent } from "../catalogue/catalogue.ts";
import { codecLogCatalogue, type LogCatalogue } from "../catalogue/logCatalogue.ts";
import type { Hash } from "../envelope.ts";
import { LineReader } from "./lineReader.ts";
import { LogError } from "./logError.ts";
import { logSeal } from "./logSeal.ts";
import { splitLines } from "./splitLines.ts";

/** Options for reading a log. */
export interface ParseOptions {
  /** The file name to put in error messages. */
  readonly file?: string;
  /** The event types to accept, per ruleset; this package's own types alone by default. */
  readonly catalogue?: LogCatalogue;
}

/** A log read and verified: its events (upcast to current versions) and the chain's head. */
export interface ParsedLog {
  readonly events: readonly LogEvent[];
  /** The hash the next appended event must chain to. */
  readonly head: Hash;
  /** What a signature signs: the head, or for a branch the head with its ForkHeader (`logSeal`). */
  readonly seal: Hash;
}

/**
 * Reads a JSONL log, verifying every line's hash and the chain on the bytes as stored, then
 * `seq`, types and versions, then upcasting. Throws `LogError` naming the first bad line.
 */
export function parseLog(input: string | Uint8Array, options: ParseOptions = {}): ParsedLog {
  const lines = splitLines(input, options.file);
  if (lines.length === 0)
    throw new LogError("empty-log", 1, "the log is empty", undefined, options.file);
  const reader = new LineReader(options.catalogue ?? codecLogCatalogue, options.file);
  const events = lines.map((line) => reader.read(line));
  const first = events[0]!;
  const fork = first.type === "ForkHeader" ? (first.hash as Hash) : undefined;
  return { events, head: reader.head!, seal: logSeal(fork, reader.head!) };
}
