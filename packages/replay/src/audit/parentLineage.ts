import { registry } from "@d20/core";
import {
  type ForkHeaderData,
  LogError,
  parseLog,
  type SealedEvent,
  serializeLog,
  type UnsealedEvent,
} from "@d20/events";
import { ForkError } from "../branch/forkError.ts";
import { branchLineage, type Lineage, rootLineage } from "../branch/lineage.ts";
import type { LogInput } from "../log/fightLog.ts";

/**
 * Where `verify` finds a branch's parent: its lineage (e.g. `readLineage(store, name)`), or a
 * lookup that gives a stream's log by name (asked again for each ancestor of a branch of a
 * branch; undefined when it has no such stream).
 */
export type ParentSource = Lineage | ((stream: string) => LogInput | undefined);

/** The parent's lineage, or why it cannot be had (named by stream). */
export type ResolvedParent =
  | { readonly ok: true; readonly lineage: Lineage }
  | { readonly ok: false; readonly reason: string };

/**
 * Resolves the parent `name` a fork header names. A lineage given is taken as it is (its name
 * must be `name`); a lookup is followed up to the root, and each ancestor that is a branch must
 * chain to its own parent (its `parentHash` is the hash of the parent's event at its `at`).
 */
export function resolveParent(name: string, source: ParentSource | undefined): ResolvedParent {
  if (source === undefined)
    return { ok: false, reason: `a branch of "${name}": verify it with its parent's log` };
  if (typeof source !== "function") {
    return source.stream === name
      ? { ok: true, lineage: source }
      : { ok: false, reason: `the parent given is "${source.stream}", the branch names "${name}"` };
  }
  try {
    return { ok: true, lineage: lineageOf(name, source, new Set()) };
  } catch (e) {
    if (e instanceof ParentMissing) return { ok: false, reason: e.message };
    throw e;
  }
}

class ParentMissing extends Error {}

function lineageOf(
  stream: string,
  lookup: (stream: string) => LogInput | undefined,
  seen: Set<string>,
): Lineage {
  if (seen.has(stream)) throw new ParentMissing(`"${stream}" descends from itself`);
  seen.add(stream);
  const input = lookup(stream);
  if (input === undefined)
    throw new ParentMissing(`no log for "${stream}": the branch needs its parent "${stream}"`);
  const sealed = sealedOf(stream, input);
  try {
    if (sealed[0]?.type !== "ForkHeader") return rootLineage(stream, sealed);
    const fork = sealed[0].data as ForkHeaderData;
    const parent = lineageOf(fork.parent, lookup, seen);
    const hash = parent.hashes[fork.at];
    if (hash === undefined || hash !== fork.parentHash)
      throw new ParentMissing(
        `"${stream}" forks "${fork.parent}" at seq ${fork.at} with a parentHash that is not that event's`,
      );
    return branchLineage(stream, parent, sealed);
  } catch (e) {
    if (e instanceof ForkError) throw new ParentMissing(`"${stream}": ${e.message}`);
    throw e;
  }
}

// A log's sealed events: text is read with its chain checked; events without hashes are sealed.
function sealedOf(stream: string, input: LogInput): readonly SealedEvent[] {
  if (typeof input === "string" || input instanceof Uint8Array) {
    try {
      return parseLog(input, { file: stream, catalogue: registry.catalogue }).events;
    } catch (e) {
      if (e instanceof LogError)
        throw new ParentMissing(`"${stream}" cannot be read: ${e.message}`);
      throw e;
    }
  }
  const last = input[input.length - 1] as { hash?: unknown } | undefined;
  return typeof last?.hash === "string"
    ? (input as readonly SealedEvent[])
    : serializeLog(input as readonly UnsealedEvent[]).events;
}
