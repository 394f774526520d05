import type { ForkHeaderData } from "../catalogue/forkHeader.ts";
import { GENESIS_HASH, type Hash, type SealedEvent, type UnsealedEvent } from "../envelope.ts";
import { encodeLine } from "./encodeLine.ts";

/** The lines of a stream and the head of its chain. */
export interface SerializedLog {
  readonly text: string;
  readonly events: readonly SealedEvent[];
  readonly head: Hash;
}

/**
 * Writes a whole stream as JSONL, sealing it from its first line: a `Header` chains to the
 * genesis hash, a `ForkHeader` to its `parentHash` (and so does the line after it). Equal logs
 * give byte-identical text, because every line is canonical JSON.
 */
export function serializeLog(events: readonly UnsealedEvent[]): SerializedLog {
  const first = events[0];
  const anchor: Hash =
    first?.type === "ForkHeader"
      ? ((first.data as ForkHeaderData).parentHash as Hash)
      : GENESIS_HASH;
  return appendLines(events, anchor);
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
    const { line, hash } = encodeLine(e, head);
    prevs[i] = head;
    hashes[i] = hash;
    text += `${line}\n`;
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
