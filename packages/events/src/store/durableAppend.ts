import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FileFingerprint } from "./streamFile.ts";

/** How to append. */
export interface AppendOptions {
  /** The stream is new: its file's name must be made durable too (an fsync of the directory). */
  readonly creates: boolean;
  /** Crash tests only: write in two halves with this pause between, to widen the torn window. */
  readonly splitPauseMs?: number;
}

/**
 * Appends `bytes` to `file` (which the caller has locked and verified to be `fromSize` long)
 * with one write and one fsync, then returns the new fingerprint. If the write fails part way,
 * the file is cut back to `fromSize`, so an append is all or nothing short of a crash — and a
 * crash leaves a torn last line, which readers report and never guess at.
 */
export async function appendDurably(
  file: string,
  fromSize: number,
  bytes: Uint8Array,
  options: AppendOptions,
): Promise<FileFingerprint> {
  const fh = await open(file, "a");
  let print: FileFingerprint;
  try {
    try {
      const half = options.splitPauseMs === undefined ? bytes.length : bytes.length >> 1;
      await writeAll(fh, bytes.subarray(0, half));
      if (half < bytes.length) {
        await sleep(options.splitPauseMs);
        await writeAll(fh, bytes.subarray(half));
      }
      await fh.sync();
    } catch (e) {
      await fh.truncate(fromSize).catch(() => undefined); // the original error matters more
      throw e;
    }
    const st = await fh.stat();
    print = { size: st.size, ino: st.ino, mtimeMs: st.mtimeMs };
  } finally {
    await fh.close();
  }
  if (options.creates) await syncDirectory(dirname(file));
  return print;
}

/** Fsyncs a directory, so that the names created or removed in it survive a crash. */
export async function syncDirectory(dir: string): Promise<void> {
  const fh = await open(dir, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

// A regular file takes the whole buffer in one write; the loop only guards against a short
// write (a full disk or a signal), which would otherwise go unnoticed.
async function writeAll(fh: Awaited<ReturnType<typeof open>>, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await fh.write(bytes, done, bytes.length - done);
    done += bytesWritten;
  }
}
