import { registry, rulesets } from "@d20/core";
import {
  type ForkHeaderData,
  type HeaderData,
  LogError,
  type LogEvent,
  logErrorClass,
  parseLog,
} from "@d20/events";
import type { Lineage, LogInput } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Invocation } from "../cli/command.ts";
import { type FightPlace, parentOfFile, readOwnEvents } from "../log/openFight.ts";
import { readInputFile } from "../log/readLogFile.ts";

/**
 * What `verify` audits: a file's bytes (a damaged one is a finding), or a stored stream's
 * events (the store has checked their chain); with a branch's parent lineage.
 */
export async function auditedLog(
  inv: Invocation,
  place: FightPlace,
): Promise<{ log: LogInput; parent?: Lineage }> {
  if (place.kind === "store") {
    const { events, parent } = await readOwnEvents(place);
    return parent === undefined ? { log: events } : { log: events, parent };
  }
  const { bytes, fork } = readAuditedLog(place.file);
  if (fork === undefined) return { log: bytes };
  return { log: bytes, parent: await parentOfFile(inv, place.file, fork) };
}

/**
 * The log's bytes, and its fork header if it is a branch. A log that cannot be read at all (not
 * JSONL, no header first: `logErrorClass` "unreadable") or names no known ruleset is nothing to
 * audit (exit 2); one damaged after sealing or holding malformed data is left to `verify`, which
 * reports it as a finding naming the line and field (exit 1).
 */
function readAuditedLog(file: string): {
  file: string;
  bytes: Uint8Array;
  fork: ForkHeaderData | undefined;
} {
  const bytes = readInputFile(file);
  let first: LogEvent | undefined;
  try {
    first = parseLog(bytes, { file, catalogue: registry.catalogue }).events[0];
  } catch (e) {
    if (!(e instanceof LogError) || logErrorClass(e.code) === "unreadable") throw e;
    first = firstLine(bytes);
  }
  if (first?.type === "ForkHeader") return { file, bytes, fork: first.data as ForkHeaderData };
  const id = (first?.data as HeaderData | undefined)?.ruleset?.id;
  if (first !== undefined && rulesets[String(id)] === undefined) {
    const known = Object.keys(rulesets).join(", ");
    throw new CliError(
      `${file}:1: data.ruleset.id: unknown ruleset ${JSON.stringify(id) ?? "(none)"} (this engine plays ${known}): nothing to audit`,
    );
  }
  return { file, bytes, fork: undefined };
}

// The first line of a damaged log, read alone (its own hash and schema), to see what it is.
function firstLine(bytes: Uint8Array): LogEvent | undefined {
  const text = Buffer.from(bytes).toString("utf8");
  const end = text.indexOf("\n");
  try {
    return parseLog(`${text.slice(0, end < 0 ? text.length : end)}\n`, {
      catalogue: registry.catalogue,
    }).events[0];
  } catch {
    return undefined;
  }
}
