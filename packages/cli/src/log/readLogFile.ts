import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { type FightLog, loadLog } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";

/** A log file as read: its name, its bytes, and the fight it holds. */
export interface LogFile {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly log: FightLog;
}

/** The largest input file a command reads: far beyond any fight, far below the heap's reach. */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/**
 * Reads a file's bytes. Only a regular file of at most `MAX_INPUT_BYTES` is read: a FIFO or a
 * device (an endless `/dev/zero`) is refused before a byte is read (issue "Trust", point 4),
 * and is opened without blocking. A missing or refused file is a one-line `CliError`, and so is
 * a scenario where a log was wanted (every command but `run` and `play` reads logs, keys or
 * table notes): a scenario is not a malformed log but a fight not yet played.
 */
export function readInputFile(file: string, opts: { scenario?: "allowed" } = {}): Buffer {
  const bytes = readBytes(file);
  if (opts.scenario !== "allowed" && isScenario(bytes)) {
    throw new CliError(
      `${file}: this is a scenario: run it first (d20 run ${file} --out LOG), then give the log`,
    );
  }
  return bytes;
}

/** The largest file looked at whole to tell a scenario (a scenario is a few kilobytes). */
const SCENARIO_PROBE_BYTES = 4 * 1024 * 1024;

// One JSON object with a list of combatants and no `seq`: a scenario, not a log's first line.
function isScenario(bytes: Buffer): boolean {
  if (
    bytes.length > SCENARIO_PROBE_BYTES ||
    bytes.subarray(0, 64).toString().trimStart()[0] !== "{"
  )
    return false;
  try {
    const value = JSON.parse(bytes.toString("utf8")) as Record<string, unknown> | null;
    return (
      typeof value === "object" &&
      value !== null &&
      Array.isArray(value.combatants) &&
      value.seq === undefined
    );
  } catch {
    return false;
  }
}

function readBytes(file: string): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(
      code === "ENOENT" ? `${file}: no such file` : `${file}: cannot read (${code})`,
    );
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile())
      throw new CliError(`${file}: not a regular file (a directory, FIFO or device)`);
    if (st.size > MAX_INPUT_BYTES) {
      throw new CliError(
        `${file}: ${st.size} bytes, over the limit of ${MAX_INPUT_BYTES} bytes for an input file`,
      );
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a fight's JSONL log, verifying its chain and schema on the bytes as stored: a damaged
 * log throws the codec's `LogError`, which names the file, line and field. Nothing is repaired.
 */
export function readLogFile(file: string): LogFile {
  const bytes = readInputFile(file);
  const { events } = parseLog(bytes, { file, catalogue: registry.catalogue });
  try {
    return { file, bytes, log: loadLog(events) };
  } catch (e) {
    throw new CliError(`${file}: ${(e as Error).message}`);
  }
}
