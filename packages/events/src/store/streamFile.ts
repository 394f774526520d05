import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import type { LogEvent } from "../catalogue/catalogue.ts";
import type { LogCatalogue } from "../catalogue/logCatalogue.ts";
import { LineReader } from "../codec/lineReader.ts";
import { LogError } from "../codec/logError.ts";
import { GENESIS_HASH } from "../envelope.ts";
import { errorCode } from "./errorCode.ts";
import { scanLines } from "./scanLines.ts";
import { type StreamState, streamRuleset } from "./streamState.ts";

/** Which version of a file a state was read from: a changed fingerprint means re-read. */
export interface FileFingerprint {
  readonly size: number;
  readonly ino: number;
  readonly mtimeMs: number;
}

/** A stream file's verified state, tagged with the fingerprint of the bytes it came from. */
export interface FileStreamState extends StreamState, FileFingerprint {}

/** What reading a stream file found: all of it verified, or a sound prefix and the bad line. */
export type LoadedStream =
  | { readonly ok: true; readonly state: FileStreamState }
  | {
      readonly ok: false;
      /** The prefix that verifies; its `size` is the byte offset of the bad line. */
      readonly prefix: FileStreamState;
      readonly error: LogError;
      /** The file's whole size, bad bytes included. */
      readonly fileSize: number;
    };

/** The state of a stream whose file does not exist (or is empty: a creation that never wrote). */
export const ABSENT: FileStreamState = {
  events: [],
  head: GENESIS_HASH,
  nextSeq: 0,
  size: 0,
  ino: 0,
  mtimeMs: 0,
};

/**
 * Reads and verifies a stream file. A `cached` state whose fingerprint still matches is returned
 * as is; if the file only grew (another process appended), only the new tail is read and
 * verified onto it, so a store that appends 50 events never re-reads what it already checked.
 * Anything else (shrunk, replaced, rewritten in place, or a tail that fails) is read in full.
 *
 * The file is opened, checked and read with synchronous calls: the common case (an append's
 * check under the lock) is an open, an fstat and a close, where three thread-pool round trips
 * cost several times the syscalls (issue "Speed and scale": the store's append), and the bytes
 * read are verified synchronously anyway.
 */
export function loadStream(
  file: string,
  catalogue: LogCatalogue,
  cached?: FileStreamState,
): LoadedStream {
  let fd: number;
  try {
    // No link is followed out of the store's directory, and a FIFO must not block the open
    // (issue "Trust", point 9): such a file is reported as damaged, as a bad line would be.
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    if (errorCode(e) === "ENOENT") return { ok: true, state: ABSENT };
    if (errorCode(e) === "ELOOP") return notAFile(file, "a symbolic link (a store follows none)");
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return notAFile(file, "not a regular file (a directory, FIFO or device)");
    const print = { size: st.size, ino: st.ino, mtimeMs: st.mtimeMs };
    if (cached !== undefined && cached.size > 0 && cached.ino === st.ino) {
      if (cached.size === st.size && cached.mtimeMs === st.mtimeMs)
        return { ok: true, state: cached };
      if (cached.size < st.size) {
        const grown = readTail(fd, file, catalogue, cached, print);
        if (grown !== undefined) return { ok: true, state: grown };
      }
    }
    if (st.size === 0) return { ok: true, state: { ...ABSENT, ...print } };
    const bytes = readRange(fd, 0, st.size);
    const scan = scanLines(bytes, new LineReader(catalogue, file), 1, file);
    const state = stateAfter(ABSENT, scan.events, { ...print, size: scan.validBytes });
    if (scan.error === undefined) return { ok: true, state };
    return { ok: false, prefix: state, error: scan.error, fileSize: st.size };
  } finally {
    closeSync(fd);
  }
}

// A stream path that holds no regular file: damaged from its first line, nothing kept.
function notAFile(file: string, reason: string): LoadedStream {
  return {
    ok: false,
    prefix: ABSENT,
    error: new LogError("not-a-file", 1, reason, undefined, file),
    fileSize: 0,
  };
}

// Verifies only the bytes appended since `cached`; undefined when they fail, so the caller reads
// the whole file (the file may have been repaired and refilled, which a tail cannot tell).
function readTail(
  fd: number,
  file: string,
  catalogue: LogCatalogue,
  cached: FileStreamState,
  print: FileFingerprint,
): FileStreamState | undefined {
  const bytes = readRange(fd, cached.size, print.size - cached.size);
  const ruleset = streamRuleset(cached);
  const start = {
    nextSeq: cached.nextSeq,
    anchor: cached.head,
    lineNo: cached.events.length + 1,
    ...(ruleset === undefined ? {} : { ruleset }),
  };
  const scan = scanLines(bytes, new LineReader(catalogue, file, start), start.lineNo, file);
  if (scan.error !== undefined) return undefined;
  // The size verified, not the size stat saw: a file cut short while we read is re-read next time.
  return stateAfter(cached, scan.events, { ...print, size: cached.size + scan.validBytes });
}

/** `state` followed by `events` (already verified onto it), at fingerprint `print`. */
export function stateAfter(
  state: StreamState,
  events: readonly LogEvent[],
  print: FileFingerprint,
): FileStreamState {
  const last = events.at(-1);
  if (last === undefined)
    return { ...print, events: state.events, head: state.head, nextSeq: state.nextSeq };
  // A ForkHeader is not a link of its branch's chain: the next event chains to its prev.
  const head = last.type === "ForkHeader" ? last.prev : last.hash;
  // A new array per state: cached states are shared snapshots and must never change under a reader.
  return { ...print, events: state.events.concat(events), head, nextSeq: last.seq + 1 };
}

function readRange(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const bytesRead = readSync(fd, buffer, done, length - done, position + done);
    if (bytesRead === 0) break; // truncated while we read: verify what is there
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}
