import { readFileSync } from "node:fs";
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

/** Reads a file's bytes; a missing file is a one-line `CliError`. */
export function readInputFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(
      code === "ENOENT" ? `${file}: no such file` : `${file}: cannot read (${code})`,
    );
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
