import type { LogEvent } from "../catalogue/catalogue.ts";
import type { LineReader } from "../codec/lineReader.ts";
import { LogError } from "../codec/logError.ts";

const decoder = new TextDecoder("utf-8", { fatal: true });
const NEWLINE = 0x0a;

/** How far a scan got: the events of the lines that verify and the first line that does not. */
export interface LineScan {
  readonly events: LogEvent[];
  /** Bytes of `bytes` taken by the lines that verify (each with its newline). */
  readonly validBytes: number;
  /** Why the line after them failed; undefined when every byte verified. */
  readonly error?: LogError;
}

/**
 * Verifies JSONL bytes line by line with `reader` and stops at the first bad line instead of
 * throwing, so that a store can tell how much of a file is sound (`parseLog` only says that it
 * is not). Bytes after the last newline are a torn write; invalid UTF-8 is reported per line.
 */
export function scanLines(
  bytes: Uint8Array,
  reader: LineReader,
  firstLineNo: number,
  file: string,
): LineScan {
  const events: LogEvent[] = [];
  let start = 0;
  while (start < bytes.length) {
    const lineNo = firstLineNo + events.length;
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) {
      const reason = "the last line has no newline (a torn write?)";
      return {
        events,
        validBytes: start,
        error: new LogError("missing-newline", lineNo, reason, undefined, file),
      };
    }
    try {
      let line: string;
      try {
        line = decoder.decode(bytes.subarray(start, end));
      } catch {
        throw new LogError("invalid-utf8", lineNo, "invalid UTF-8", undefined, file);
      }
      events.push(reader.read(line));
    } catch (e) {
      if (!(e instanceof LogError)) throw e;
      return { events, validBytes: start, error: e };
    }
    start = end + 1;
  }
  return { events, validBytes: start };
}
