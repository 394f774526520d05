import { registry } from "@d20/core";
import {
  codecCatalogue,
  type ForkHeaderData,
  parseLog,
  type SealedEvent,
  type UnsealedEvent,
} from "@d20/events";
import { type FightLog, type Lineage, loadLog, readLineage } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Invocation, OptionSpec } from "../cli/command.ts";
import { stringOption } from "../cli/parseInvocation.ts";
import { openStore, STORE_OPTION } from "./openStore.ts";
import { locateParent, readLineageFile } from "./readLineageFile.ts";
import { readInputFile } from "./readLogFile.ts";

/**
 * The options naming the one fight a reading command inspects (replay, explain, audit,
 * narrate): `<log>` is a file (a branch's parent found next to it, or `--parent FILE`), or the
 * fight is stream `--id` of `--store` (a branch's parents are read from the same store).
 */
export const SOURCE_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  parent: {
    type: "string",
    value: "FILE",
    description: "the parent's log, when <log> is a branch whose parent is not next to it",
  },
  store: { ...STORE_OPTION, description: `${STORE_OPTION.description}; with --id, read from it` },
  id: {
    type: "string",
    value: "ID",
    description: "the fight's stream in --store (in place of <log>)",
  },
};

/** Help for `SOURCE_OPTIONS`, for a command's details. */
export const SOURCE_HELP = [
  "<log> is a JSONL file; a branch (a log that starts with a ForkHeader) is read with its parent:",
  "the file its header names next to it (<parent>.jsonl), or --parent FILE. --store URL --id ID",
  "reads stream ID of a file store (file:DIR) or of PostgreSQL (postgres://…) instead, a",
  "branch's parents from the same store.",
].join("\n");

/** Where a fight was read from: a file, or a store's stream. */
export type FightPlace =
  | { readonly kind: "file"; readonly file: string }
  | { readonly kind: "store"; readonly url: string | undefined; readonly id: string };

/** A fight opened for reading: its name in messages, and its whole line of events. */
export interface OpenedFight {
  /** The file, or `stream ID`. */
  readonly name: string;
  readonly place: FightPlace;
  /** The root header and every event from seq 1 on (a branch's: its parents' up to the fork). */
  readonly log: FightLog;
}

/**
 * Where the fight of `log` (the positional, when given) is: `--id` with `--store` (or
 * `D20_STORE`), else the file `log`; `--store` without `--id` reads `log` as the stream's id,
 * as `branch`, `diff` and `whatif` do.
 */
export function fightPlace(inv: Invocation, log: string | undefined): FightPlace {
  const id = stringOption(inv, "id");
  const store = stringOption(inv, "store");
  if (id !== undefined) {
    if (log !== undefined)
      throw new CliError(`${inv.positionals[0]}: give <log> or --id, not both`);
    if (stringOption(inv, "parent") !== undefined)
      throw new CliError("--parent: only with a file (a stored branch's parent is in the store)");
    return { kind: "store", url: store, id };
  }
  if (log === undefined) throw new CliError("give <log> (a file), or --store URL --id ID");
  if (store !== undefined) return { kind: "store", url: store, id: log };
  return { kind: "file", file: log };
}

/** The name a place goes by in messages. */
export function placeName(place: FightPlace): string {
  return place.kind === "file" ? place.file : `stream ${place.id}`;
}

/** Where a fight was read from, for a command's JSON: `{ file }` or `{ stream }`. */
export function placeJson(place: FightPlace): { file: string } | { stream: string } {
  return place.kind === "file" ? { file: place.file } : { stream: place.id };
}

/** Opens the fight at `place` with its whole lineage (see `fightPlace`). */
export async function openFight(inv: Invocation, place: FightPlace): Promise<OpenedFight> {
  const name = placeName(place);
  if (place.kind === "store") {
    const store = await openStore(place.url, { existing: true });
    try {
      return { name, place, log: logOfLineage(await readLineage(store, place.id)) };
    } finally {
      await store.close();
    }
  }
  const { events } = parseLog(readInputFile(place.file), {
    file: place.file,
    catalogue: registry.catalogue,
  });
  if (events[0]?.type !== "ForkHeader") {
    try {
      return { name, place, log: loadLog(events) };
    } catch (e) {
      throw new CliError(`${place.file}: ${(e as Error).message}`);
    }
  }
  const lineage = await readLineageFile(place.file, stringOption(inv, "parent"));
  return { name, place, log: logOfLineage(lineage) };
}

/**
 * The events of the fight at `place` as stored (a branch's own, ForkHeader first), and its
 * parent's lineage when it is a branch: what `verify` audits. A file's bytes are its own.
 */
export async function readOwnEvents(
  place: FightPlace & { readonly kind: "store" },
): Promise<{ readonly events: readonly SealedEvent[]; readonly parent?: Lineage }> {
  const store = await openStore(place.url, { existing: true });
  try {
    const events = (await store.read(place.id)) as readonly SealedEvent[];
    const first = events[0];
    if (first?.type !== "ForkHeader") return { events };
    const parent = await readLineage(store, (first.data as ForkHeaderData).parent);
    return { events, parent };
  } finally {
    await store.close();
  }
}

/** The parent lineage of a branch file (`--parent FILE`, or next to it). */
export function parentOfFile(inv: Invocation, file: string, fork: ForkHeaderData) {
  return readLineageFile(stringOption(inv, "parent") ?? locateParent(file, fork.parent));
}

/** A fight log as the events `explain` reads: the header at seq 0, then the fight's events. */
export function eventsWithHeader(log: FightLog): readonly UnsealedEvent[] {
  return [
    { seq: 0, type: "Header", v: codecCatalogue.get("Header")!.current, data: log.header },
    ...log.events,
  ] as unknown as readonly UnsealedEvent[];
}

function logOfLineage(lineage: Lineage): FightLog {
  return { header: lineage.header, events: lineage.events };
}
