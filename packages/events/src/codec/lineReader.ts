import type { Catalogue, LogEvent } from "../catalogue/catalogue.ts";
import type { ForkHeaderData } from "../catalogue/forkHeader.ts";
import type { LogCatalogue } from "../catalogue/logCatalogue.ts";
import { GENESIS_HASH, type Hash } from "../envelope.ts";
import { HASH_FIELD, HASH_TAIL_LENGTH, hashPrefix } from "./lineHash.ts";
import { LogError, type LogErrorCode } from "./logError.ts";
import { MAX_JSON_DEPTH, tooDeepAt } from "./nestingDepth.ts";
import { upcast } from "./upcast.ts";
import { upcastHeaderPart } from "./upcastHeaderPart.ts";

const ENVELOPE_KEYS = new Set(["seq", "type", "v", "data", "cause", "prev", "hash"]);
const HEX64 = /^[0-9a-f]{64}$/;
// A control character in a string of the line, escaped (`\u001b`, `\n`; an escaped backslash
// before it does not count) or raw (C1, which JSON need not escape; bidi overrides). Ids, names
// and reasons reach the terminal: no log may carry one (issue "Trust", point 8).
const CONTROL =
  /(?<!\\)(?:\\\\)*\\(?:u00[01][0-9a-f]|u007f|u00[89][0-9a-f]|u202[a-e]|u206[6-9]|[bfnrt])|[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/i;

/** Where a reader starts: a fresh stream, or after events already read and verified. */
export interface ReaderStart {
  /** The `seq` the next line must carry; undefined for a stream's first line. */
  readonly nextSeq?: number;
  /** The hash the next line's `prev` must equal. */
  readonly anchor?: Hash;
  /** 1-based number of the next line, for messages. */
  readonly lineNo?: number;
  /**
   * The ruleset of the stream read on from (its header's `ruleset.id`, or a branch's parent's),
   * whose catalogue checks the lines; unknown, every registered ruleset's types are accepted.
   */
  readonly ruleset?: string;
}

/**
 * Reads a stream line by line: checks each line's bytes against its own hash and its `prev`
 * against the chain before trusting anything in it, then checks `seq`, type and version, and
 * only then upcasts. The first line must be a `Header` (seq 0 on the genesis hash) or a
 * `ForkHeader` (seq `at` on `parentHash`, which the branch's next line chains to as well).
 * The first line is checked against the shared types; the lines after a `Header` against the
 * catalogue of the ruleset it names, which also upcasts the header's ruleset part.
 */
export class LineReader {
  private nextSeq: number | undefined;
  private anchor: Hash | undefined;
  private lineNo: number;
  /** The types the next line is checked against (shared types before the first line). */
  private types: Catalogue;
  private readonly hinted: Catalogue | undefined;

  constructor(
    private readonly catalogue: LogCatalogue,
    private readonly file?: string,
    start: ReaderStart = {},
  ) {
    this.nextSeq = start.nextSeq;
    this.anchor = start.anchor;
    this.lineNo = start.lineNo ?? 1;
    this.hinted = start.ruleset === undefined ? undefined : catalogue.ruleset(start.ruleset)?.types;
    this.types = start.nextSeq === undefined ? catalogue.shared : (this.hinted ?? catalogue.any);
  }

  /** The hash the next line must chain to (undefined before the first line). */
  get head(): Hash | undefined {
    return this.anchor;
  }

  /** The `seq` the next line must carry (undefined before the first line). */
  get expectedSeq(): number | undefined {
    return this.nextSeq;
  }

  /**
   * Reads one line (without its newline); throws `LogError` naming the line and field.
   * `sealedHash` is for a writer reading back a line it has just sealed: the digest it computed
   * over exactly this line's prefix, which the line's hash field must then equal — the same
   * check as hashing the prefix again, without the second SHA-256 (issue "Speed and scale").
   */
  read(line: string, sealedHash?: Hash): LogEvent {
    const n = this.lineNo;
    const fail = (code: LogErrorCode, reason: string, field?: string, seq?: number): never => {
      throw new LogError(code, n, reason, field, this.file, seq);
    };
    if (line.length === 0) fail("blank-line", "blank line");
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      fail("malformed-json", `malformed JSON (${(e as Error).message})`);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      fail("malformed-json", "a line must be a JSON object");
    }
    const obj = raw as Record<string, unknown>;
    for (const k in obj)
      if (!ENVELOPE_KEYS.has(k)) fail("unknown-field", "not an envelope field", k);
    const seq = obj.seq;
    if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 0) {
      fail("bad-field", "must be a non-negative integer", "seq");
    }
    const s = seq as number;
    if (typeof obj.type !== "string") fail("bad-field", "must be a string", "type", s);
    if (typeof obj.v !== "number" || !Number.isSafeInteger(obj.v) || obj.v < 1) {
      fail("bad-field", "must be a positive integer", "v", s);
    }
    if (!("data" in obj)) fail("bad-field", "missing", "data", s);
    if (
      obj.cause !== undefined &&
      (typeof obj.cause !== "number" ||
        !Number.isSafeInteger(obj.cause) ||
        obj.cause < 0 ||
        obj.cause >= s)
    ) {
      fail("bad-field", "must be the seq of an earlier event", "cause", s);
    }
    // Hex is checked only where equality does not imply it: a hash equal to the line's digest
    // and a prev equal to the chain's head are hex by construction (and the regex is not free).
    if (typeof obj.prev !== "string" || obj.prev.length !== 64) {
      fail("bad-field", "must be 64 hex digits", "prev", s);
    }
    if (typeof obj.hash !== "string" || !(obj.hash.length === 64)) {
      fail("bad-field", "must be 64 hex digits", "hash", s);
    }

    // The hash covers the stored bytes up to the hash field, so it must be the last field.
    const cut = line.length - HASH_TAIL_LENGTH;
    if (cut <= 0 || !line.startsWith(HASH_FIELD, cut) || !line.endsWith('"}')) {
      fail("bad-hash", 'must be the last field, written as ,"hash":"<64 hex>"}', "hash", s);
    }
    if ((sealedHash ?? hashPrefix(line.slice(0, cut))) !== obj.hash)
      fail("bad-hash", "does not match the line's bytes", "hash", s);
    // Checked once the bytes are known to be the sealed ones (a flipped byte is a bad hash):
    // nesting is bounded, as every later reader walks the data recursively (issue "Trust", 6).
    if (tooDeepAt(line) >= 0)
      fail(
        "bad-data",
        `nested more than ${MAX_JSON_DEPTH} deep (the limit on nesting)`,
        undefined,
        s,
      );
    if (CONTROL.test(line))
      fail("bad-field", "holds a control character in a string (not allowed in a log)", "data", s);

    const type = obj.type as string;
    const isHeader = type === "Header" || type === "ForkHeader";
    if (this.nextSeq === undefined) {
      if (!isHeader)
        fail("header-position", "the first line must be a Header or ForkHeader", "type", s);
    } else if (isHeader) {
      fail("header-position", `${type} may only be the first line`, "type", s);
    } else if (s !== this.nextSeq) {
      fail("seq-gap", `expected seq ${this.nextSeq}, found ${s}`, "seq", s);
    }

    const spec = this.types.get(type);
    if (spec === undefined) fail("unknown-type", `unknown event type "${type}"`, "type", s);
    const v = obj.v as number;
    if (v > spec!.current)
      fail("unknown-version", `${type} has no version ${v} (current is ${spec!.current})`, "v", s);

    let anchorAfter = obj.hash as Hash;
    if (this.anchor === undefined) {
      if (type === "Header") {
        if (s !== 0) fail("seq-gap", `a Header has seq 0, found ${s}`, "seq", s);
        if (obj.prev !== GENESIS_HASH)
          fail("broken-chain", "a Header's prev is the genesis hash (64 zeros)", "prev", s);
      } else {
        const fork = obj.data as Partial<ForkHeaderData> | null;
        if (
          typeof fork?.parentHash !== "string" ||
          !HEX64.test(fork.parentHash) ||
          fork.at !== s ||
          obj.prev !== fork.parentHash
        ) {
          fail(
            "broken-chain",
            "a ForkHeader stands at seq `at` with prev equal to `parentHash`",
            "prev",
            s,
          );
        }
        anchorAfter = obj.prev as Hash;
      }
    } else if (obj.prev !== this.anchor) {
      fail("broken-chain", `does not match the hash of seq ${s - 1}`, "prev", s);
    }

    let event: LogEvent;
    let types = this.types;
    try {
      event = upcast(obj, spec!, (reason) => fail("unknown-version", reason, "v", s));
      if (this.nextSeq === undefined) {
        const id = type === "Header" ? rulesetId(event.data) : "";
        const ruleset = type === "Header" ? this.catalogue.ruleset(id) : undefined;
        if (ruleset !== undefined) {
          event = upcastHeaderPart(event, ruleset.header, (field, reason) =>
            fail("unknown-version", reason, field, s),
          );
        }
        types = ruleset?.types ?? this.hinted ?? this.catalogue.any;
      }
    } catch (e) {
      // An upcaster handed hostile data it cannot lift: the data is at fault, not the reader.
      if (e instanceof LogError) throw e;
      fail(
        "bad-data",
        `cannot be lifted to v${spec!.current} (${(e as Error).message})`,
        "data",
        s,
      );
    }
    // After the chain and the upcast: the data of the current version fits its type's schema,
    // so no reader downstream meets a null where an object belongs (issue "Trust", point 7).
    const problem = spec!.validate?.(event!.data);
    if (problem !== undefined) {
      const field =
        problem.path === ""
          ? "data"
          : `data${problem.path.startsWith("[") ? "" : "."}${problem.path}`;
      fail("bad-data", `${type}: ${problem.reason}`, field, s);
    }
    this.types = types;
    this.anchor = anchorAfter;
    this.nextSeq = s + 1;
    this.lineNo = n + 1;
    return event!;
  }
}

function rulesetId(data: unknown): string {
  const id = (data as { ruleset?: { id?: unknown } } | null)?.ruleset?.id;
  return typeof id === "string" ? id : "";
}
