import { existsSync } from "node:fs";
import type { Language } from "@d20/core";
import { type LogSignature, readPublicKey, type VerifyReport, verify } from "@d20/replay";
import { auditedLog } from "../audit/auditedLog.ts";
import { auditClass, auditExit, auditResultsHelp } from "../audit/auditResults.ts";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import {
  type FightPlace,
  fightPlace,
  placeName,
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
    lang: LANG_OPTION,
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
    const lang = langOf(inv);
    const report = verify(log, {
      file,
      lang,
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
      inv.io.out(formatFinding(f, lang));
      const quote = verbose ? formatFindingQuote(f) : undefined;
      if (quote !== undefined) inv.io.out(`  ${quote}`);
    }
    inv.io.out(summaryLine(file, report, signature !== undefined, lang));
    return exit;
  },
};

function unvouchedLine(d: VerifyReport["unvouched"][number]): string {
  const seeded = d.seeded === undefined ? "" : `; the seed gives ${JSON.stringify(d.seeded)}`;
  return `seq ${d.seq}: die ${d.key} ${d.origin} ${JSON.stringify(d.faces)}, not declared (a version-1 header declares no dice)${seeded}: not vouched for without a signature`;
}

// The last line: how many events, findings, whether the fight ended, the signature.
function summaryLine(file: string, report: VerifyReport, signed: boolean, lang: Language): string {
  if (lang === "zh") return summaryLineZh(file, report, signed);
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

// The last line in Chinese.
function summaryLineZh(file: string, report: VerifyReport, signed: boolean): string {
  const a = report.findings.filter((f) => f.kind === "assumed").length;
  const n = report.findings.length - a;
  const found = `${n === 0 ? "没有发现问题" : `${n} 个发现`}${a === 0 ? "" : `，${a} 个假定的回答`}`;
  const ended = report.ended ? "，战斗已结束" : "";
  const u = report.unvouched.length;
  const unvouched = u === 0 ? "" : `，${u} 个未播种的骰子无法担保`;
  return `${file}：${report.events} 个事件，${found}${ended}${unvouched}${signed && n === 0 ? "，签名无误" : ""}`;
}
