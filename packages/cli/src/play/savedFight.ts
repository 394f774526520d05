import { type FightEvent, type Input, registry } from "@d20/core";
import {
  type Hash,
  type HeaderData,
  parseLog,
  type SealedEvent,
  type UnsealedEvent,
} from "@d20/events";
import { CliError } from "../cli/cliError.ts";
import { openStore } from "../log/openStore.ts";
import { readInputFile } from "../log/readLogFile.ts";
import type { LiveTarget } from "./liveLog.ts";

/** A fight saved by `play` (or `run`), read to be taken up again. */
export interface SavedFight {
  /** The file, or `stream ID`. */
  readonly name: string;
  /** Where the resumed fight goes on being written: the same file or stream. */
  readonly target: LiveTarget;
  readonly header: HeaderData;
  /** Every event, header first, without its seal. */
  readonly all: readonly UnsealedEvent[];
  /** The fight's events after the header. */
  readonly events: readonly FightEvent[];
  /** Its inputs, in order: every `Declared` event's. */
  readonly inputs: readonly Input[];
  readonly head: Hash;
}

/**
 * Reads the fight `play --resume` names: a file (its chain checked), or stream `resume` of
 * `--store`. Only a root log that has not ended can be taken up.
 */
export async function readSavedFight(
  resume: string,
  store: string | undefined,
): Promise<SavedFight> {
  const name = store === undefined ? resume : `stream ${resume}`;
  let sealed: readonly SealedEvent[];
  if (store === undefined) {
    sealed = parseLog(readInputFile(resume), {
      file: resume,
      catalogue: registry.catalogue,
    }).events;
  } else {
    const s = await openStore(store, { existing: true });
    try {
      sealed = (await s.read(resume)) as typeof sealed;
    } finally {
      await s.close();
    }
  }
  const [first, ...rest] = sealed;
  if (first?.type !== "Header")
    throw new CliError(
      `${name}: ${first?.type === "ForkHeader" ? "a branch; play takes up a fight's own log" : "does not start with a Header"}`,
    );
  const last = rest[rest.length - 1];
  if (last?.type === "FightEnded")
    throw new CliError(`${name}: the fight is over (seq ${last.seq}): nothing to resume`);
  const all = sealed.map(({ prev: _p, hash: _h, ...e }) => e as UnsealedEvent);
  const events = all.slice(1) as unknown as FightEvent[];
  return {
    name,
    target: store === undefined ? { file: resume } : { store: { url: store, id: resume } },
    header: first.data as HeaderData,
    all,
    events,
    inputs: events.flatMap((e) => (e.type === "Declared" ? [e.data as Input] : [])),
    head: (last ?? first).hash,
  };
}
