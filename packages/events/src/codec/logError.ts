/** Why a log was rejected; one code per kind of damage. */
export type LogErrorCode =
  | "invalid-utf8"
  | "missing-newline"
  | "blank-line"
  | "malformed-json"
  | "bad-field"
  /** The data of an event does not fit its type's schema (behind a valid chain). */
  | "bad-data"
  | "unknown-field"
  | "seq-gap"
  | "unknown-type"
  | "unknown-version"
  | "bad-hash"
  | "broken-chain"
  | "header-position"
  | "empty-log"
  | "not-a-file";

/**
 * The two classes of a `LogError`, which the audit's exit codes follow: `unreadable` — not a
 * log at all (not a file, empty, not UTF-8, not JSONL, no header first): nothing to audit,
 * exit 2; `damaged` — a log whose lines were changed after sealing (a hash, the chain, a seq)
 * or whose sealed data does not fit its schema: a finding, exit 1.
 */
export type LogErrorClass = "unreadable" | "damaged";

const UNREADABLE: ReadonlySet<LogErrorCode> = new Set([
  "invalid-utf8",
  "blank-line",
  "malformed-json",
  "header-position",
  "empty-log",
  "not-a-file",
]);

/** Which class a `LogError`'s code is in (see `LogErrorClass`). */
export function logErrorClass(code: LogErrorCode): LogErrorClass {
  return UNREADABLE.has(code) ? "unreadable" : "damaged";
}

/**
 * A log that cannot be read as written. The message names the file (when known), the 1-based
 * line, the field and the reason, e.g. `fight.jsonl:12: prev: does not match the hash of seq 10`.
 * Nothing is repaired or skipped: the caller decides what to do with a damaged log.
 */
export class LogError extends Error {
  override readonly name = "LogError";
  constructor(
    readonly code: LogErrorCode,
    readonly line: number,
    readonly reason: string,
    readonly field?: string,
    readonly file?: string,
    readonly seq?: number,
  ) {
    super(`${file ?? "log"}:${line}: ${field === undefined ? "" : `${field}: `}${reason}`);
  }
}
