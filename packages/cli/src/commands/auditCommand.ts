import { existsSync } from "node:fs";
import { registry, rulesets } from "@d20/core";
import {
  type ForkHeaderData,
  type HeaderData,
  LogError,
  type LogEvent,
  logErrorClass,
  parseLog,
} from "@d20/events";
import {
  type Lineage,
  type LogInput,
  type LogSignature,
  readPublicKey,
  type VerifyReport,
  verify,
} from "@d20/replay";
import { auditClass, auditExit, auditResultsHelp } from "../audit/auditResults.ts";
import { CliError } from "../cli/cliError.ts";
import type { Command, Invocation } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import {
  type FightPlace,
  fightPlace,
  parentOfFile,
  placeName,
  readOwnEvents,
  SOURCE_HELP,
  SOURCE_OPTIONS,
} from "../log/openFight.ts";
import { readInputFile } from "../log/readLogFile.ts";
import { formatFinding, formatFindingQuote } from "../show/formatFinding.ts";

/** `d20 audit <log>`: re-derive every fact and check every die; exit 1 on any finding. */
export const auditCommand: Command = {
  name: "audit",
  summary: "audit a log: chain, dice, every fact re-derived by the rules; exit 1 on findings",
  args: "[<log>]",
  positionals: { min: 0, max: 1 },
  options: {
    key: {
      type: "string",
      value: "PEM",
      description: "check the log's Ed25519 signature with this public key",
    },
    sig: {
      type: "string",
      value: "FILE",
      description: "the signature (base64) to check with --key; <log>.sig by default",
    },
    ...SOURCE_OPTIONS,
    partial: {
      type: "boolean",
      description: "a log that stops at an input boundary is not a finding (exit 0)",
    },
    json: { type: "boolean", description: "print the report as JSON, each finding with its class" },
    verbose: {
      type: "boolean",
      description: "under each finding, its rule's sentence quoted from the seed",
    },
  },
  details: [
    "Each finding names its seq and rule. GM decisions are listed apart (they are not findings),",
    "and so are the dice of a version-1 header (before dice declarations): not vouched for.",
    "A branch (a log that starts with a ForkHeader) is audited against its parent: the file its",
    "header names, next to it, or --parent FILE (a stored branch: its parent in the store).",
    SOURCE_HELP,
    "",
    auditResultsHelp(),
  ].join("\n"),
  run: async (inv) => {
    const place = fightPlace(inv, inv.positionals[0]);
    const file = placeName(place);
    const signature = signatureOf(place, stringOption(inv, "key"), stringOption(inv, "sig"));
    const { log, parent } = await auditedLog(inv, place);
    const report = verify(log, {
      file,
      ...(signature === undefined ? {} : { signature }),
      ...(parent === undefined ? {} : { parent }),
    });
    const exit = auditExit(report.findings, flag(inv, "partial"));
    if (flag(inv, "json")) {
      const findings = report.findings.map((f) => ({ class: auditClass(f), ...f }));
      const result = exit === 0 ? "clean" : "findings";
      const where = place.kind === "file" ? { file } : { stream: place.id };
      inv.io.out(JSON.stringify({ ...where, result, exit, ...report, findings }, null, 2));
      return exit;
    }
    for (const d of report.gmDecisions)
      inv.io.out(`seq ${d.seq}: GM decision ${d.kind}: ${d.reason}`);
    for (const d of report.unvouched) inv.io.out(unvouchedLine(d));
    const verbose = flag(inv, "verbose");
    for (const f of report.findings) {
      inv.io.out(formatFinding(f));
      const quote = verbose ? formatFindingQuote(f) : undefined;
      if (quote !== undefined) inv.io.out(`  ${quote}`);
    }
    inv.io.out(summaryLine(file, report, signature !== undefined));
    return exit;
  },
};

function unvouchedLine(d: VerifyReport["unvouched"][number]): string {
  const seeded = d.seeded === undefined ? "" : `; the seed gives ${JSON.stringify(d.seeded)}`;
  return `seq ${d.seq}: die ${d.key} ${d.origin} ${JSON.stringify(d.faces)}, not declared (a version-1 header declares no dice)${seeded}: not vouched for without a signature`;
}

// The last line: how many events, findings, whether the fight ended, the signature.
function summaryLine(file: string, report: VerifyReport, signed: boolean): string {
  // An answer a table log assumed is a note, not a finding: counted apart.
  const a = report.findings.filter((f) => f.kind === "assumed").length;
  const n = report.findings.length - a;
  const notes = a === 0 ? "" : `, ${a} assumed answer${a === 1 ? "" : "s"}`;
  const found = `${n === 0 ? "no findings" : `${n} finding${n === 1 ? "" : "s"}`}${notes}`;
  const ended = report.ended ? ", the fight ended" : "";
  const u = report.unvouched.length;
  const unvouched = u === 0 ? "" : `, ${u} unseeded ${u === 1 ? "die" : "dice"} not vouched for`;
  return `${file}: ${report.events} events, ${found}${ended}${unvouched}${signed && n === 0 ? ", signature good" : ""}`;
}

/**
 * What `verify` audits: a file's bytes (a damaged one is a finding), or a stored stream's
 * events (the store has checked their chain); with a branch's parent lineage.
 */
async function auditedLog(
  inv: Invocation,
  place: FightPlace,
): Promise<{ log: LogInput; parent?: Lineage }> {
  if (place.kind === "store") {
    const { events, parent } = await readOwnEvents(place);
    return parent === undefined ? { log: events } : { log: events, parent };
  }
  const { bytes, fork } = readAuditedLog(place.file);
  if (fork === undefined) return { log: bytes };
  return { log: bytes, parent: await parentOfFile(inv, place.file, fork) };
}

/**
 * The log's bytes, and its fork header if it is a branch. A log that cannot be read at all (not
 * JSONL, no header first: `logErrorClass` "unreadable") or names no known ruleset is nothing to
 * audit (exit 2); one damaged after sealing or holding malformed data is left to `verify`, which
 * reports it as a finding naming the line and field (exit 1).
 */
function readAuditedLog(file: string): {
  file: string;
  bytes: Uint8Array;
  fork: ForkHeaderData | undefined;
} {
  const bytes = readInputFile(file);
  let first: LogEvent | undefined;
  try {
    first = parseLog(bytes, { file, catalogue: registry.catalogue }).events[0];
  } catch (e) {
    if (!(e instanceof LogError) || logErrorClass(e.code) === "unreadable") throw e;
    first = firstLine(bytes);
  }
  if (first?.type === "ForkHeader") return { file, bytes, fork: first.data as ForkHeaderData };
  const id = (first?.data as HeaderData | undefined)?.ruleset?.id;
  if (first !== undefined && rulesets[String(id)] === undefined) {
    const known = Object.keys(rulesets).join(", ");
    throw new CliError(
      `${file}:1: data.ruleset.id: unknown ruleset ${JSON.stringify(id) ?? "(none)"} (this engine plays ${known}): nothing to audit`,
    );
  }
  return { file, bytes, fork: undefined };
}

// The first line of a damaged log, read alone (its own hash and schema), to see what it is.
function firstLine(bytes: Uint8Array): LogEvent | undefined {
  const text = Buffer.from(bytes).toString("utf8");
  const end = text.indexOf("\n");
  try {
    return parseLog(`${text.slice(0, end < 0 ? text.length : end)}\n`, {
      catalogue: registry.catalogue,
    }).events[0];
  } catch {
    return undefined;
  }
}

function signatureOf(
  place: FightPlace,
  key: string | undefined,
  sig: string | undefined,
): LogSignature | undefined {
  if (key === undefined) {
    if (sig !== undefined) throw new CliError("audit: --sig needs --key");
    return undefined;
  }
  if (place.kind === "store" && sig === undefined)
    throw new CliError("audit: a stored fight has no <log>.sig beside it: give --sig FILE");
  const log = placeName(place);
  // A key that is no Ed25519 public key is bad input (exit 2), not a forgery (issue "Trust", 9).
  const publicKey = readPublicKey(readInputFile(key).toString("utf8"));
  if (!publicKey.ok) throw new CliError(`--key ${key}: ${publicKey.reason}`);
  const sigFile = sig ?? `${log}.sig`;
  if (sig === undefined && !existsSync(sigFile)) {
    throw new CliError(`audit: no signature for --key: ${sigFile} does not exist (give --sig)`);
  }
  return { publicKey: publicKey.key, signature: readInputFile(sigFile).toString("utf8").trim() };
}
