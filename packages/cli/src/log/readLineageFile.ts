import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { registry } from "@d20/core";
import {
  type EventStore,
  type ForkHeaderData,
  isStreamName,
  memoryStore,
  type NewEvent,
  parseLog,
  type SealedEvent,
} from "@d20/events";
import { type Lineage, readLineage } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import { openStore } from "./openStore.ts";
import { readInputFile } from "./readLogFile.ts";

/**
 * The stream name a log file stands for: its file name without `.jsonl`, in stream-name
 * characters. A branch written by `d20 branch` names its parent this way, and `diff`, `whatif`
 * and `branch` look for the parent's file under that name next to the branch.
 */
export function streamNameOf(file: string): string {
  const name = basename(file).replace(/\.jsonl$/i, "");
  return name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\./, "_") || "log";
}

/**
 * A fight's lineage from a JSONL file. A root log stands alone; a branch log (a `ForkHeader`
 * stream) needs its parent: `parentFile` if given, else the file its fork header names, next to
 * it (`<parent>.jsonl`, or `<parent>`) — and so on up to the root. Each file's chain is checked,
 * and a parent whose event at the fork point is not the one the branch was forked from is
 * refused (one line, exit 2). Every file read is pushed onto `read`, so that a command can
 * refuse to write over one of them.
 */
export async function readLineageFile(
  file: string,
  parentFile?: string,
  read: string[] = [],
): Promise<Lineage> {
  const store = memoryStore({ catalogue: registry.catalogue });
  const stream = await importFile(store, file, streamNameOf(file), parentFile, read);
  return readLineage(store, stream);
}

/** The lineage of stream `stream` of `--store` (a branch's parents are read from the store). */
export async function readLineageStored(url: string | undefined, stream: string): Promise<Lineage> {
  const store = await openStore(url, { existing: true });
  try {
    return await readLineage(store, stream);
  } finally {
    await store.close();
  }
}

// Copies `file` (and its ancestors first) into `store` as stream `as`, sealing them anew: the
// store's hashes must equal the file's, or the file is not what its parent says it is.
async function importFile(
  store: EventStore,
  file: string,
  as: string,
  parentFile: string | undefined,
  read: string[],
  depth = 0,
): Promise<string> {
  if (depth > 64) throw new CliError(`${file}: branches nested more than 64 deep (a loop?)`);
  read.push(file);
  const { events } = parseLog(readInputFile(file), { file, catalogue: registry.catalogue });
  const [first, ...rest] = events as readonly SealedEvent[];
  if (first?.type === "ForkHeader") {
    const data = first.data as ForkHeaderData;
    const parent = parentFile ?? locateParent(file, data.parent);
    await importFile(store, parent, data.parent, undefined, read, depth + 1);
    if ((await store.info(data.parent)).version <= data.at) {
      throw new CliError(`${file}: forked at seq ${data.at}, beyond the end of ${parent}`);
    }
    await store.fork(data.parent, data.at, as, data.edits);
    const [header] = await store.read(as);
    if (header?.hash !== first.hash) {
      throw new CliError(
        `${file}: ${parent} is not the log it was forked from (its event at seq ${data.at} differs)`,
      );
    }
    if (rest.length > 0) await store.append(as, rest.map(fresh), 1);
  } else {
    await store.append(as, events.map(fresh), 0);
  }
  return as;
}

/**
 * The file of the parent a branch file's ForkHeader names, next to the branch. The name comes
 * from the log, so it must be a stream name (no `/`, no leading dot: it cannot leave the
 * branch's folder; issue "Trust", point 4); a path elsewhere is given on the command line
 * (`--parent FILE`). The file found is read as any input (`readInputFile`: regular, bounded).
 */
export function locateParent(file: string, parent: unknown): string {
  if (typeof parent !== "string" || !isStreamName(parent)) {
    throw new CliError(
      `${file}: ForkHeader data.parent ${JSON.stringify(parent)} is not a stream name (ASCII letters, digits, - _ ., not starting with .); give --parent FILE`,
    );
  }
  const dir = dirname(file);
  const candidates = [join(dir, `${parent}.jsonl`), join(dir, parent)];
  const found = candidates.find((c) => existsSync(c));
  if (found === undefined) {
    throw new CliError(
      `${file}: a branch of "${parent}", whose log is not next to it (looked for ${candidates[0]}); give --parent FILE`,
    );
  }
  return found;
}

function fresh(e: SealedEvent): NewEvent {
  const { seq, type, v, data, cause } = e as SealedEvent & { cause?: number };
  return (cause === undefined ? { seq, type, v, data } : { seq, type, v, data, cause }) as NewEvent;
}
