import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { syncDirectory } from "./durableAppend.ts";
import { errorCode } from "./errorCode.ts";
import type { StreamId } from "./eventStore.ts";
import { StreamNotFound } from "./storeErrors.ts";
import type { StreamFiles } from "./streamFiles.ts";
import { corruptStream, reportOf, type StreamReport } from "./streamReport.ts";

/**
 * Verifies a stream's whole file (ignoring the cache) and reports the first bad line. No stream
 * byte changes; damage is confirmed under the lock (which may take over a stale one), since
 * without it a torn end may be another process's write in progress.
 */
export async function checkStream(files: StreamFiles, stream: StreamId): Promise<StreamReport> {
  const file = files.fileOf(stream);
  let loaded = await files.load(stream, true);
  if (!loaded.ok) loaded = await files.locked(stream, () => files.load(stream, true));
  if (loaded.ok && loaded.state.events.length === 0) throw new StreamNotFound(stream);
  return reportOf(stream, file, loaded);
}

/**
 * Keeps the verified prefix of a damaged stream (every line before the first bad one) and moves
 * the rest, byte for byte, to a new side file `<stream>.jsonl.torn-<n>`. A sound stream is left
 * as it is. Only ever run when asked: the store never drops bytes on its own.
 */
export function repairStream(files: StreamFiles, stream: StreamId): Promise<StreamReport> {
  const file = files.fileOf(stream);
  return files.locked(stream, async () => {
    const loaded = await files.load(stream, true);
    const report = reportOf(stream, file, loaded);
    if (loaded.ok) {
      if (loaded.state.events.length === 0) throw new StreamNotFound(stream);
      return report;
    }
    // A link, directory or FIFO in the stream's place has no bytes to keep or move, and a link
    // must not be followed to cut a file outside the store: it is reported, never touched.
    if (loaded.error.code === "not-a-file") throw corruptStream(stream, file, loaded);
    const sideFile = await moveTailAside(file, loaded.prefix.size);
    await files.load(stream, true);
    return { ...report, sideFile };
  });
}

/**
 * Cuts `file` back to its first `keepBytes` bytes, after saving everything past them to a new
 * side file. The side file is written and fsynced (its name too) before a single byte leaves
 * the stream, so a crash during repair loses nothing. Returns the side file's path.
 */
async function moveTailAside(file: string, keepBytes: number): Promise<string> {
  const fh = await open(file, "r+");
  try {
    const { size } = await fh.stat();
    const removed = Buffer.alloc(size - keepBytes);
    const { bytesRead } = await fh.read(removed, 0, removed.length, keepBytes);
    if (bytesRead !== removed.length) throw new Error(`${file}: changed during repair`);
    const sideFile = await writeSideFile(file, removed);
    syncDirectory(dirname(file));
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
