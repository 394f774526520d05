import { randomUUID } from "node:crypto";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { errorCode } from "./errorCode.ts";
import { StreamLocked } from "./storeErrors.ts";

/** A stale lock that was taken over: its holder had died without releasing it. */
export interface RecoveredLock {
  readonly lockFile: string;
  /** The dead holder's pid; undefined when the lock file was left empty. */
  readonly pid: number | undefined;
  /** When the dead holder took the lock (ISO time), if the lock file says. */
  readonly created: string | undefined;
}

/** How to wait for a lock. */
export interface LockOptions {
  /** Give up (with `StreamLocked`) after waiting this long for a live holder. */
  readonly timeoutMs: number;
  /** A lock file naming no pid (its holder died between creating and writing it) is stale
   *  once it is this old. */
  readonly unnamedStaleMs?: number;
  /** Told of every stale lock taken over, so that recoveries are never silent. */
  readonly onRecovered?: (lock: RecoveredLock) => void;
}

/** A lock this process holds. */
export interface HeldLock {
  readonly lockFile: string;
  /** Removes the lock file, if it is still ours. */
  release(): Promise<void>;
}

interface Holder {
  readonly ino: number;
  readonly text: string;
  readonly pid: number | undefined;
  readonly created: string | undefined;
  readonly ageMs: number;
}

/**
 * Takes the lock file `lockFile`, created with O_EXCL and holding `{pid, created, token}`.
 * Node has no flock, so a holder that dies leaves its file behind: a lock whose pid no longer
 * runs is stale and is taken over (and reported through `onRecovered`); a lock held by a live
 * process is waited for with a short backoff, up to `timeoutMs`.
 */
export async function acquireLock(lockFile: string, options: LockOptions): Promise<HeldLock> {
  const token = randomUUID();
  const text = `${JSON.stringify({ pid: process.pid, created: new Date().toISOString(), token })}\n`;
  const started = Date.now();
  let delay = 1;
  for (;;) {
    if (tryCreate(lockFile, text)) return held(lockFile, token);
    const holder = await inspect(lockFile);
    if (holder === undefined) continue; // released while we looked: try again at once
    if (isStale(holder, options.unnamedStaleMs ?? 2000)) {
      if (await takeAway(lockFile, holder)) {
        options.onRecovered?.({ lockFile, pid: holder.pid, created: holder.created });
      }
      continue;
    }
    const waited = Date.now() - started;
    if (waited >= options.timeoutMs) throw new StreamLocked(lockFile, holder.pid, waited);
    await sleep(Math.min(delay + Math.random() * delay, options.timeoutMs - waited));
    delay = Math.min(delay * 2, 50);
  }
}

// Synchronous on purpose: with no await between O_EXCL create and write, a holder killed in
// between (leaving a lock that names no pid) needs a kill within microseconds, not within a
// thread-pool round trip. The lock file is tiny, so blocking the event loop costs nothing.
function tryCreate(lockFile: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx");
  } catch (e) {
    if (errorCode(e) === "EEXIST") return false;
    throw e;
  }
  try {
    writeSync(fd, text);
  } catch (e) {
    closeSync(fd);
    unlinkSync(lockFile);
    throw e;
  }
  closeSync(fd);
  return true;
}

// Reads the lock through one handle so that its inode and its text belong to the same file.
async function inspect(lockFile: string): Promise<Holder | undefined> {
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(lockFile, "r");
  } catch (e) {
    if (errorCode(e) === "ENOENT") return undefined;
    throw e;
  }
  try {
    const st = await fh.stat();
    const text = await fh.readFile("utf8");
    const { pid, created } = parseLock(text);
    return { ino: st.ino, text, pid, created, ageMs: Date.now() - st.mtimeMs };
  } finally {
    await fh.close();
  }
}

function parseLock(text: string): { pid: number | undefined; created: string | undefined } {
  try {
    const raw = JSON.parse(text) as { pid?: unknown; created?: unknown };
    const pid =
      Number.isSafeInteger(raw.pid) && (raw.pid as number) > 0 ? (raw.pid as number) : undefined;
    return { pid, created: typeof raw.created === "string" ? raw.created : undefined };
  } catch {
    return { pid: undefined, created: undefined };
  }
}

function isStale(holder: Holder, unnamedStaleMs: number): boolean {
  if (holder.pid === undefined) return holder.ageMs > unnamedStaleMs;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return errorCode(e) === "ESRCH";
  }
}

/**
 * Removes a stale lock without ever removing a live one. Recoverers are serialized by a guard
 * file (`<lock>.recover`, O_EXCL): under it, the lock is inspected again and unlinked only if it
 * is still the very file judged stale (same inode and text). Nobody can replace a lock file
 * while it exists, and only the guard holder removes one, so a live lock is never touched —
 * unlike renaming the lock aside, which briefly takes away whatever lock is there.
 */
async function takeAway(lockFile: string, holder: Holder): Promise<boolean> {
  const guard = `${lockFile}.recover`;
  if (
    !tryCreate(
      guard,
      `${JSON.stringify({ pid: process.pid, created: new Date().toISOString() })}\n`,
    )
  ) {
    // Another recoverer is at work; clear its guard only if it died at work.
    const other = await inspect(guard);
    if (other !== undefined && isStale(other, 2000)) removeQuietly(guard);
    return false;
  }
  try {
    const now = await inspect(lockFile);
    if (now === undefined || now.ino !== holder.ino || now.text !== holder.text) return false;
    removeQuietly(lockFile);
    return true;
  } finally {
    removeQuietly(guard);
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (e) {
    if (errorCode(e) !== "ENOENT") throw e;
  }
}

function held(lockFile: string, token: string): HeldLock {
  return {
    lockFile,
    async release() {
      // Only remove the file if it is still ours; if it was taken over, it belongs to another.
      // Read synchronously, like the lock's creation: a tiny file, and a thread-pool round trip
      // cost more than the read (issue "Speed and scale": the store's append).
      let text: string;
      try {
        text = readFileSync(lockFile, "utf8");
      } catch (e) {
        if (errorCode(e) === "ENOENT") return;
        throw e;
      }
      if (text.includes(token)) removeQuietly(lockFile);
    },
  };
}
