import { existsSync, realpathSync, writeFileSync } from "node:fs";
import { ExpectedVersionConflict, isStreamName, type NewEvent, parseLog } from "@d20/events";
import { CliError } from "../cli/cliError.ts";
import { openStore } from "./openStore.ts";

/** Where a fight's log goes: a file, a store stream, or both. */
export interface FightTarget {
  readonly out?: string;
  /** Overwrite `out` if it exists. */
  readonly force?: boolean;
  readonly store?: string;
  readonly id?: string;
  /** The files the command reads (the scenario, a parent log): `out` may be none of them. */
  readonly inputs?: readonly string[];
}

/** Where a fight was saved. */
export interface Saved {
  readonly file?: string;
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
 * (and nothing is written there); an existing file is refused unless `force`.
 */
export async function saveFight(text: string, target: FightTarget): Promise<Saved> {
  const saved: { file?: string; stream?: string; head?: string } = {};
  checkOut(target);
  if (target.store !== undefined || target.id !== undefined) {
    const id = target.id;
    if (id === undefined) throw new CliError("--store needs --id NAME for the fight's stream");
    if (!isStreamName(id)) {
      throw new CliError(`--id: "${id}" is not a stream name (ASCII letters, digits, - _ .)`);
    }
    const store = await openStore(target.store);
    try {
      const { events } = parseLog(text);
      const fresh = events.map(({ seq, type, v, data, cause }) =>
        cause === undefined ? { seq, type, v, data } : { seq, type, v, data, cause },
      ) as NewEvent[];
      const result = await store.append(id, fresh, 0);
      saved.stream = id;
      saved.head = result.head;
    } catch (e) {
      if (e instanceof ExpectedVersionConflict) {
        throw new CliError(
          `stream "${id}" already exists in the store; it was left as it is (pick another --id)`,
        );
      }
      throw e;
    } finally {
      await store.close();
    }
  }
  if (target.out !== undefined) {
    writeFileSync(target.out, text);
    saved.file = target.out;
  }
  return saved;
}

// `--out` must be new, or `force`d; and never one of the command's own inputs, not even with
// `force` (issue "Trust", point 9: `branch p.jsonl --out p.jsonl --overwrite` replaced the parent).
function checkOut(target: FightTarget): void {
  const out = target.out;
  if (out === undefined) return;
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
    throw new CliError(`${out} already exists (pass --force to overwrite it)`);
  }
}
