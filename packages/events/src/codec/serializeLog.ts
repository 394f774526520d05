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

/** Seals `events` onto `anchor` (a chain's head) and writes their lines. */
export function appendLines(events: readonly UnsealedEvent[], anchor: Hash): SerializedLog {
  let head = anchor;
  let text = "";
  const sealed: SealedEvent[] = [];
  for (const e of events) {
    const { line, hash } = encodeLine(e, head);
    sealed.push({ ...e, prev: head, hash });
    text += `${line}\n`;
    head = e.type === "ForkHeader" ? head : hash;
  }
  return { text, events: sealed, head };
}
