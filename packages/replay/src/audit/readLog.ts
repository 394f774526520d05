import { registry } from "@d20/core";
import { LogError, parseLog, type UnsealedEvent } from "@d20/events";
import type { LogInput } from "../log/fightLog.ts";
import type { LogFinding } from "./finding.ts";

/** A log read for audit: its events and last hash, or the finding that it cannot be read. */
export type ReadResult =
  | { readonly ok: true; readonly events: readonly UnsealedEvent[]; readonly head?: string }
  | { readonly ok: false; readonly finding: LogFinding };

/**
 * Reads a log for audit. Text goes through `parseLog` (hash chain on the stored bytes, schema,
 * seq, types and versions); its `LogError` becomes a finding with the line and field instead of
 * a throw. Events already read are taken as they are, their `seq`s checked to count on by one.
 */
export function readLog(input: LogInput, file?: string): ReadResult {
  if (typeof input === "string" || input instanceof Uint8Array) {
    try {
      const parsed = parseLog(
        input,
        file === undefined
          ? { catalogue: registry.catalogue }
          : { file, catalogue: registry.catalogue },
      );
      return { ok: true, events: parsed.events, head: parsed.head };
    } catch (e) {
      if (e instanceof LogError) return { ok: false, finding: logFinding(e) };
      throw e;
    }
  }
  for (let i = 1; i < input.length; i++) {
    const seq = input[i]!.seq;
    const want = input[i - 1]!.seq + 1;
    if (seq !== want) {
      const reason = `expected seq ${want}, found ${seq}`;
      return {
        ok: false,
        finding: { kind: "log", code: "seq-gap", line: i + 1, seq, field: "seq", reason },
      };
    }
  }
  const last = input[input.length - 1] as { hash?: unknown } | undefined;
  return typeof last?.hash === "string"
    ? { ok: true, events: input, head: last.hash }
    : { ok: true, events: input };
}

/** A `LogError` as a finding: its code, line, field, seq and reason. */
export function logFinding(e: LogError): LogFinding {
  return {
    kind: "log",
    code: e.code,
    line: e.line,
    ...(e.seq === undefined ? {} : { seq: e.seq }),
    ...(e.field === undefined ? {} : { field: e.field }),
    reason: e.reason,
  };
}
