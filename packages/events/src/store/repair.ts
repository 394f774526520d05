import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { syncDirectory } from "./durableAppend.ts";
import { errorCode } from "./errorCode.ts";
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

/** The `CorruptStream` error for a file that failed to load. */
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
  if (loaded.ok)
    return { stream, file, ok: true, keptEvents: loaded.state.events.length, removedBytes: 0 };
  return {
    stream,
    file,
    ok: false,
    keptEvents: loaded.prefix.events.length,
    removedBytes: loaded.fileSize - loaded.prefix.size,
    error: corruptStream(stream, file, loaded),
  };
}

/**
 * Cuts `file` back to its first `keepBytes` bytes, after saving everything past them to a new
 * side file `<file>.torn-<n>`. The side file is written and fsynced (its name too) before a
 * single byte leaves the stream, so a crash during repair loses nothing. Returns its path.
 */
export async function moveTailAside(file: string, keepBytes: number): Promise<string> {
  const fh = await open(file, "r+");
  try {
    const { size } = await fh.stat();
    const removed = Buffer.alloc(size - keepBytes);
    const { bytesRead } = await fh.read(removed, 0, removed.length, keepBytes);
    if (bytesRead !== removed.length) throw new Error(`${file}: changed during repair`);
    const sideFile = await writeSideFile(file, removed);
    await syncDirectory(dirname(file));
    await fh.truncate(keepBytes);
    await fh.sync();
    return sideFile;
  } finally {
    await fh.close();
  }
}

// Never overwrites an earlier side file: the first free `.torn-<n>` is claimed with O_EXCL.
async function writeSideFile(file: string, bytes: Uint8Array): Promise<string> {
  for (let n = 1; ; n++) {
    const sideFile = `${file}.torn-${n}`;
    let fh: Awaited<ReturnType<typeof open>>;
    try {
      fh = await open(sideFile, "wx");
    } catch (e) {
      if (errorCode(e) === "EEXIST") continue;
      throw e;
    }
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    return sideFile;
  }
}
