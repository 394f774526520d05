import type { LogEvent, NewEvent } from "../catalogue/catalogue.ts";
import type { LogCatalogue } from "../catalogue/logCatalogue.ts";
import { LineReader, type ReaderStart } from "../codec/lineReader.ts";
import { LogError } from "../codec/logError.ts";
import { type SealedLines, sealLines, streamAnchor } from "../codec/serializeLog.ts";
import type { Hash } from "../envelope.ts";
import type { StreamId } from "./eventStore.ts";
import { InvalidAppend } from "./storeErrors.ts";
import { type StreamState, streamRuleset } from "./streamState.ts";

/** A batch sealed onto a stream: the JSONL text to store and the events as a reader sees them. */
export interface SealedBatch {
  /** The batch's lines, each ending in `\n`. */
  readonly text: string;
  /** The events exactly as a later read of `text` returns them. */
  readonly events: readonly LogEvent[];
  readonly head: Hash;
  readonly nextSeq: number;
}

/**
 * Seals `events` onto `state` and checks them with the same `LineReader` every read uses, so a
 * store can only ever write lines that it (and any other reader) will accept: `seq` continues
 * the stream, a new stream starts with a `Header` at seq 0, types and versions are known.
 * A `ForkHeader` may start a stream only when `allowFork` is set (that is, from `fork()`).
 * Throws `InvalidAppend`; nothing is written by anyone before this returns.
 */
export function sealBatch(
  stream: StreamId,
  events: readonly NewEvent[],
  state: StreamState,
  catalogue: LogCatalogue,
  allowFork = false,
): SealedBatch {
  const first = events[0];
  if (first === undefined)
    throw new InvalidAppend(stream, "events", "a batch holds at least one event");
  const isNew = state.events.length === 0;
  if (isNew && first.type === "ForkHeader" && !allowFork) {
    throw new InvalidAppend(stream, "type", "a ForkHeader is written only by fork()");
  }
  let sealed: SealedLines;
  try {
    sealed = sealLines(events, isNew ? streamAnchor(events) : state.head);
  } catch (e) {
    // canonicalJson refuses NaN, Infinity, functions, bigints: bad input, not a broken store.
    if (e instanceof TypeError) throw new InvalidAppend(stream, "data", e.message);
    throw e;
  }
  // Read back with the hashes just computed: each line's own digest is not taken twice.
  const reader = new LineReader(catalogue, stream, isNew ? {} : continueAfter(state));
  const { lines, hashes } = sealed;
  const read: LogEvent[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    try {
      read[i] = reader.read(lines[i]!, hashes[i]);
    } catch (e) {
      if (!(e instanceof LogError)) throw e;
      throw new InvalidAppend(stream, e.field ?? "event", `batch event ${i}: ${e.reason}`);
    }
  }
  const text = `${lines.join("\n")}\n`;
  return { text, events: read, head: reader.head!, nextSeq: reader.expectedSeq! };
}

/** Where a reader of lines appended to `state` starts, in the catalogue of its ruleset. */
function continueAfter(state: StreamState): ReaderStart {
  const start = { nextSeq: state.nextSeq, anchor: state.head, lineNo: state.events.length + 1 };
  const ruleset = streamRuleset(state);
  return ruleset === undefined ? start : { ...start, ruleset };
}
