import { registry } from "@d20/core";
import {
  type Hash,
  LogError,
  logErrorClass,
  logSeal,
  parseLog,
  type UnsealedEvent,
} from "@d20/events";
import type { LogInput } from "../log/fightLog.ts";
import type { LogFinding } from "./finding.ts";
import { meantEvent } from "./meantEvent.ts";

/**
 * A log read for audit: its events, last hash and seal (what a signature signs, `logSeal`), or
 * the finding that it cannot be read.
 */
export type ReadResult =
  | {
      readonly ok: true;
      readonly events: readonly UnsealedEvent[];
      readonly head?: string;
      readonly seal?: string;
    }
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
      return { ok: true, events: parsed.events, head: parsed.head, seal: parsed.seal };
    } catch (e) {
      if (e instanceof LogError) {
        const meant = logErrorClass(e.code) === "damaged" ? meantEvent(input, e.line) : undefined;
        const finding = logFinding(e);
        return { ok: false, finding: meant === undefined ? finding : { ...finding, meant } };
      }
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
  if (typeof last?.hash !== "string") return { ok: true, events: input };
  const first = input[0] as { type: string; hash?: unknown };
  const fork = first.type === "ForkHeader" ? first.hash : undefined;
  if (fork !== undefined && typeof fork !== "string") return { ok: true, events: input };
  const seal = logSeal(fork as Hash | undefined, last.hash as Hash);
  return { ok: true, events: input, head: last.hash, seal };
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
