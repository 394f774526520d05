import type { StreamId } from "./eventStore.ts";
import { CorruptStream } from "./storeErrors.ts";
import type { LoadedStream } from "./streamFile.ts";

/** What `check` found in a stream file, or what `repair` did to it. */
export interface StreamReport {
  readonly stream: StreamId;
  readonly file: string;
  /** Whether every byte of the file verified (before any repair). */
  readonly ok: boolean;
  /** Events that verify: the whole stream when ok, else the prefix before the first bad line. */
  readonly keptEvents: number;
  /** Bytes from the first bad line to the end: what repair moves (or moved) to the side file. */
  readonly removedBytes: number;
  /** Where repair saved the removed bytes; absent from `check` and from sound streams. */
  readonly sideFile?: string;
  /** The first bad line, with file, line and reason; absent when ok. */
  readonly error?: CorruptStream;
}

/** The `CorruptStream` error for a stream file that failed to load. */
export function corruptStream(
  stream: StreamId,
  file: string,
  loaded: LoadedStream & { ok: false },
): CorruptStream {
  const { error, prefix } = loaded;
  return new CorruptStream(
    stream,
    file,
    error.line,
    error.message,
    prefix.size,
    prefix.events.length,
    {
      cause: error,
    },
  );
}

/** The report of a stream file as loaded, before any repair. */
export function reportOf(stream: StreamId, file: string, loaded: LoadedStream): StreamReport {
  if (loaded.ok) {
    return { stream, file, ok: true, keptEvents: loaded.state.events.length, removedBytes: 0 };
  }
  return {
    stream,
    file,
    ok: false,
    keptEvents: loaded.prefix.events.length,
    removedBytes: loaded.fileSize - loaded.prefix.size,
    error: corruptStream(stream, file, loaded),
  };
}
