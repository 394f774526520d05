import { existsSync, realpathSync, writeFileSync } from "node:fs";
import { registry } from "@d20/core";
import { ExpectedVersionConflict, isStreamName, type NewEvent, parseLog } from "@d20/events";
import { CliError, EXIT_BAD_INPUT } from "../cli/cliError.ts";
import { failureOf } from "../cli/failure.ts";
import { openStore } from "./openStore.ts";

/** Where a fight's log goes: a file (or standard output, `-`), a store stream, or both. */
export interface FightTarget {
  /** A file, or `-` for standard output (written through `stdout`). */
  readonly out?: string;
  /** Overwrite `out` if it exists. */
  readonly force?: boolean;
  /** The flag that says `force`, as the command spells it (`--force`; `branch`: `--overwrite`). */
  readonly forceFlag?: string;
  /** Where `--out -` writes the log. */
  readonly stdout?: NodeJS.WritableStream;
  readonly store?: string;
  readonly id?: string;
  /** Write a fight the store refuses to a recovery file when there is no `out` (run, play). */
  readonly recover?: boolean;
  /** The files the command reads (the scenario, a parent log): `out` may be none of them. */
  readonly inputs?: readonly string[];
}

/** Where a fight was saved. */
export interface Saved {
  readonly file?: string;
  /** The log went to standard output (`--out -`). */
  readonly stdout?: true;
  readonly stream?: string;
  readonly head?: string;
}

/**
 * Refuses, before a fight is played, a target that `saveFight` would refuse after it: an
 * existing `--out` without `--force`, or a stream id the store already holds.
 */
export async function checkTarget(target: FightTarget): Promise<void> {
  checkOut(target);
  if (target.id === undefined) return;
  const store = await openStore(target.store);
  try {
    if ((await store.info(target.id)).version > 0) {
      throw new CliError(`stream "${target.id}" already exists in the store (pick another --id)`);
    }
  } finally {
    await store.close();
  }
}

/**
 * Writes a sealed JSONL log to `--out` and/or appends it as a new stream of `--store`. Never
 * replaces a stored fight: the append expects version 0, so an existing stream id is refused
 * (and nothing is written there); an existing file is refused unless `force`. `--out` is
 * written first, so a store that refuses the fight (its id taken meanwhile, a server gone)
 * loses nothing; with `recover` and no `--out`, the refused fight goes to a recovery file. The
 * error says where the fight went (issue "Trust", point 5).
 */
export async function saveFight(text: string, target: FightTarget): Promise<Saved> {
  const saved: { file?: string; stdout?: true; stream?: string; head?: string } = {};
  checkOut(target);
  const id = streamOf(target);
  if (target.out === STDOUT) {
    if (target.stdout === undefined) throw new Error("invariant: --out - without a stdout");
    target.stdout.write(text);
    saved.stdout = true;
  } else if (target.out !== undefined) {
    writeFileSync(target.out, text);
    saved.file = target.out;
  }
  if (id === undefined) return saved;
  try {
    saved.head = await storeFight(text, target.store, id);
    saved.stream = id;
  } catch (e) {
    const why =
      e instanceof ExpectedVersionConflict
        ? `stream "${id}" already exists in the store; it was left as it is (pick another --id)`
        : (failureOf(e).lines[0] ?? "the store refused the fight");
    const exitCode =
      e instanceof ExpectedVersionConflict
        ? EXIT_BAD_INPUT
        : e instanceof CliError
          ? e.exitCode
          : failureOf(e).exitCode;
    const where = saved.file ?? (target.recover === true ? writeRecovery(text, id) : undefined);
    if (where === undefined) throw new CliError(why, exitCode);
    throw new CliError(`${why}; the fight was written to ${where}`, exitCode);
  }
  return saved;
}

// The stream id `--store` writes to, checked before anything is written; undefined: no store.
function streamOf(target: FightTarget): string | undefined {
  if (target.store === undefined && target.id === undefined) return undefined;
  const id = target.id;
  if (id === undefined) throw new CliError("--store needs --id NAME for the fight's stream");
  if (!isStreamName(id)) {
    throw new CliError(`--id: "${id}" is not a stream name (ASCII letters, digits, - _ .)`);
  }
  return id;
}

// Appends the log as new stream `id`; returns its head.
async function storeFight(text: string, url: string | undefined, id: string): Promise<string> {
  const store = await openStore(url);
  try {
    const { events } = parseLog(text, { catalogue: registry.catalogue });
    const fresh = events.map(({ seq, type, v, data, cause }) =>
      cause === undefined ? { seq, type, v, data } : { seq, type, v, data, cause },
    ) as NewEvent[];
    return (await store.append(id, fresh, 0)).head;
  } finally {
    await store.close();
  }
}

/** Writes a new file `<id>.recovered[-n].jsonl` in the current directory, never over one. */
export function writeRecovery(text: string, id: string): string {
  for (let n = 0; ; n++) {
    const file = `${id}.recovered${n === 0 ? "" : `-${n}`}.jsonl`;
    try {
      writeFileSync(file, text, { flag: "wx" });
      return file;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || n >= 999) throw e;
    }
  }
}

/** The `--out` that means standard output. */
export const STDOUT = "-";

// `--out` must be new, or `force`d; and never one of the command's own inputs, not even with
// `force` (issue "Trust", point 9: `branch p.jsonl --out p.jsonl --overwrite` replaced the parent).
function checkOut(target: FightTarget): void {
  const out = target.out;
  if (out === undefined || out === STDOUT) return;
  if (!existsSync(out)) return;
  const same = (target.inputs ?? []).find(
    (i) => existsSync(i) && realpathSync(i) === realpathSync(out),
  );
  if (same !== undefined) {
    throw new CliError(
      `--out ${out}: it is the input ${same}, which is only read (give another file)`,
    );
  }
  if (target.force !== true) {
    throw new CliError(
      `${out} already exists (pass ${target.forceFlag ?? "--force"} to overwrite it)`,
    );
  }
}
