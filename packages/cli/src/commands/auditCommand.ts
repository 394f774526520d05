import { existsSync } from "node:fs";
import { registry } from "@d20/core";
import { type ForkHeaderData, parseLog } from "@d20/events";
import { type LogSignature, readPublicKey, verify } from "@d20/replay";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { locateParent, readLineageFile } from "../log/readLineageFile.ts";
import { readInputFile, readLogFile } from "../log/readLogFile.ts";
import { formatFinding } from "../show/formatFinding.ts";

/** `d20 audit <log>`: re-derive every fact and check every die; exit 1 on any finding. */
export const auditCommand: Command = {
  name: "audit",
  summary: "audit a log: chain, dice, every fact re-derived by the rules; exit 1 on findings",
  args: "<log>",
  positionals: { min: 1, max: 1 },
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
    parent: {
      type: "string",
      value: "FILE",
      description: "the parent's log, when <log> is a branch whose parent is not next to it",
    },
    json: { type: "boolean", description: "print the report as JSON" },
  },
  details:
    "Each finding names its seq and rule. GM decisions are listed apart (they are not findings).\nA branch (a log that starts with a ForkHeader) is audited against its parent: the file its\nheader names, next to it, or --parent FILE.\nExit 0: clean; 1: findings; 2: the log cannot be read (damaged file, bad key).",
  run: async (inv) => {
    const { file, bytes, fork } = readAuditedLog(inv.positionals[0]!);
    const signature = signatureOf(file, stringOption(inv, "key"), stringOption(inv, "sig"));
    const parent =
      fork === undefined
        ? undefined
        : await readLineageFile(stringOption(inv, "parent") ?? locateParent(file, fork.parent));
    const report = verify(bytes, {
      file,
      ...(signature === undefined ? {} : { signature }),
      ...(parent === undefined ? {} : { parent }),
    });
    if (flag(inv, "json")) {
      inv.io.out(JSON.stringify({ file, ...report }, null, 2));
    } else {
      for (const d of report.gmDecisions)
        inv.io.out(`seq ${d.seq}: GM decision ${d.kind}: ${d.reason}`);
      for (const f of report.findings) inv.io.out(formatFinding(f));
      const n = report.findings.length;
      inv.io.out(
        `${file}: ${report.events} events, ${n === 0 ? "no findings" : `${n} finding${n === 1 ? "" : "s"}`}${signature === undefined ? "" : n === 0 ? ", signature good" : ""}`,
      );
    }
    return report.findings.length === 0 ? 0 : 1;
  },
};

/** The log's bytes (chain and schema checked), and its fork header if it is a branch. */
function readAuditedLog(file: string): {
  file: string;
  bytes: Uint8Array;
  fork: ForkHeaderData | undefined;
} {
  const bytes = readInputFile(file);
  const [first] = parseLog(bytes, { file, catalogue: registry.catalogue }).events;
  if (first?.type === "ForkHeader") return { file, bytes, fork: first.data as ForkHeaderData };
  return { ...readLogFile(file), fork: undefined };
}

function signatureOf(
  log: string,
  key: string | undefined,
  sig: string | undefined,
): LogSignature | undefined {
  if (key === undefined) {
    if (sig !== undefined) throw new CliError("audit: --sig needs --key");
    return undefined;
  }
  // A key that is no Ed25519 public key is bad input (exit 2), not a forgery (issue "Trust", 9).
  const publicKey = readPublicKey(readInputFile(key).toString("utf8"));
  if (!publicKey.ok) throw new CliError(`--key ${key}: ${publicKey.reason}`);
  const sigFile = sig ?? `${log}.sig`;
  if (sig === undefined && !existsSync(sigFile)) {
    throw new CliError(`audit: no signature for --key: ${sigFile} does not exist (give --sig)`);
  }
  return { publicKey: publicKey.key, signature: readInputFile(sigFile).toString("utf8").trim() };
}
