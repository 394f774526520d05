import type { ForkHeaderData } from "../catalogue/forkHeader.ts";
import { GENESIS_HASH, type Hash, type SealedEvent, type UnsealedEvent } from "../envelope.ts";
import { encodeLine, linePrefix } from "./encodeLine.ts";
import { HASH_FIELD, hashPrefix } from "./lineHash.ts";

/** The lines of a stream and the head of its chain. */
export interface SerializedLog {
  readonly text: string;
  readonly events: readonly SealedEvent[];
  readonly head: Hash;
}

/** Events sealed onto a chain: each one's line (without its newline), `prev` and hash. */
export interface SealedLines {
  readonly lines: readonly string[];
  readonly prevs: readonly Hash[];
  readonly hashes: readonly Hash[];
  readonly head: Hash;
}

/**
 * Writes a whole stream as JSONL, sealing it from its first line: a `Header` chains to the
 * genesis hash, a `ForkHeader` to its `parentHash` (and so does the line after it). Equal logs
 * give byte-identical text, because every line is canonical JSON.
 */
export function serializeLog(events: readonly UnsealedEvent[]): SerializedLog {
  return appendLines(events, streamAnchor(events));
}

/** The hash a stream's first line chains to: a ForkHeader's `parentHash`, else the genesis. */
export function streamAnchor(events: readonly UnsealedEvent[]): Hash {
  const first = events[0];
  return first?.type === "ForkHeader"
    ? ((first.data as ForkHeaderData).parentHash as Hash)
    : GENESIS_HASH;
}

/**
 * Seals `events` onto `anchor` (a chain's head) and writes their lines. The sealed events are
 * built only if asked for (most writers need only the text): spreading every event into a copy
 * cost a sealed fight a fifth of its time (issue "Speed and scale").
 */
export function appendLines(events: readonly UnsealedEvent[], anchor: Hash): SerializedLog {
  let head = anchor;
  let text = "";
  const prevs: Hash[] = new Array(events.length);
  const hashes: Hash[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const prefix = linePrefix(e, head);
    const hash = hashPrefix(prefix);
    prevs[i] = head;
    hashes[i] = hash;
    // A rope of lines, not an array joined at the end: joining made one flat string of the
    // whole log (over 200 KB for a fight), which the garbage collector then paid for.
    text += `${prefix}${HASH_FIELD}${hash}"}\n`;
    head = e.type === "ForkHeader" ? head : hash;
  }
  let sealed: SealedEvent[] | undefined;
  return {
    text,
    head,
    get events() {
      sealed ??= events.map((e, i) => ({ ...e, prev: prevs[i]!, hash: hashes[i]! }));
      return sealed;
    },
  };
}

/** Seals `events` onto `anchor`, line by line (a ForkHeader is no link: the next line chains to its prev). */
export function sealLines(events: readonly UnsealedEvent[], anchor: Hash): SealedLines {
  let head = anchor;
  const lines: string[] = new Array(events.length);
  const prevs: Hash[] = new Array(events.length);
  const hashes: Hash[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const { line, hash } = encodeLine(e, head);
    lines[i] = line;
    prevs[i] = head;
    hashes[i] = hash;
    head = e.type === "ForkHeader" ? head : hash;
  }
  return { lines, prevs, hashes, head };
}
