import { codecLogCatalogue, type LogCatalogue } from "../catalogue/logCatalogue.ts";
import type { Hash } from "../envelope.ts";
import { LineReader } from "./lineReader.ts";
import { LogError } from "./logError.ts";
import { splitLines } from "./splitLines.ts";

/** The verdict on a log's chain: intact with its head, or broken at a named `seq` and line. */
export type ChainVerdict =
  | { readonly ok: true; readonly count: number; readonly head: Hash | undefined }
  | {
      readonly ok: false;
      /** The first seq that cannot be trusted (the line's own seq when readable, else the expected one). */
      readonly seq: number;
      readonly line: number;
      readonly reason: string;
      readonly error: LogError;
    };

/**
 * Checks a JSONL log's hash chain on its stored bytes and names the first broken `seq`.
 * Unlike `parseLog` it returns a verdict instead of throwing, for audits and store reports.
 */
export function verifyChain(
  input: string | Uint8Array,
  options: { readonly file?: string; readonly catalogue?: LogCatalogue } = {},
): ChainVerdict {
  const reader = new LineReader(options.catalogue ?? codecLogCatalogue, options.file);
  let count = 0;
  try {
    for (const line of splitLines(input, options.file)) {
      reader.read(line);
      count++;
    }
    return { ok: true, count, head: reader.head };
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    return {
      ok: false,
      seq: e.seq ?? reader.expectedSeq ?? 0,
      line: e.line,
      reason: e.message,
      error: e,
    };
  }
}
