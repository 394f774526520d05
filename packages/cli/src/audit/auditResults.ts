import type { Finding } from "@d20/replay";

/** The class of an audit result: what the audit found, or why there was nothing to audit. */
export type AuditClass =
  | "clean"
  | "violation"
  | "fact"
  | "die"
  | "undeclared-die"
  | "chain"
  | "malformed-data"
  | "incomplete"
  | "signature"
  | "ruleset-changed"
  | "header"
  | "assumed"
  | "unreadable";

/** One row of the table of audit results: its class, exit code, and what it means. */
export interface AuditResultRow {
  readonly result: AuditClass;
  readonly exit: 0 | 1 | 2;
  readonly meaning: string;
}

/**
 * The one table of audit results and exit codes (issue "Trust"): `audit --help` prints it, the
 * README quotes it, and every command follows it — 0 clean, 1 findings, 2 nothing to audit (a
 * reading command's damaged log is exit 2, as it has no findings to report).
 */
export const AUDIT_RESULTS: readonly AuditResultRow[] = [
  {
    result: "clean",
    exit: 0,
    meaning:
      "no findings and complete (the fight ended); with --partial, a log that stops at an input boundary. Dice a version-1 header does not declare are listed as not vouched for",
  },
  { result: "violation", exit: 1, meaning: "a rule broken: a declaration the rules refuse there" },
  {
    result: "fact",
    exit: 1,
    meaning: "a fact that differs from what the rules make of the declarations and dice",
  },
  { result: "die", exit: 1, meaning: "a die not what its seed gives, malformed or out of range" },
  {
    result: "undeclared-die",
    exit: 1,
    meaning:
      "a forced or table die the log does not declare (named with its seq and the seeded face it replaced), or a declared one recorded otherwise",
  },
  {
    result: "chain",
    exit: 1,
    meaning: "a line changed after sealing: its hash, the chain or a seq broken, a torn line",
  },
  {
    result: "malformed-data",
    exit: 1,
    meaning: "event data that does not fit its type's schema, behind a valid chain",
  },
  {
    result: "incomplete",
    exit: 1,
    meaning:
      "the log stops before the fight ended: ends at seq N awaiting X (exit 0 with --partial)",
  },
  { result: "signature", exit: 1, meaning: "a signature that does not match the log's seal" },
  {
    result: "ruleset-changed",
    exit: 1,
    meaning: "the log was played under another version of its ruleset",
  },
  {
    result: "header",
    exit: 1,
    meaning:
      "a header the rules refuse (roster, options, an engine newer than this one), or a branch that does not fit its parent",
  },
  {
    result: "assumed",
    exit: 0,
    meaning:
      "not a finding but a note: a window a table log's notes do not answer, answered by the table's default (decline)",
  },
  {
    result: "unreadable",
    exit: 2,
    meaning:
      "nothing to audit: not a file, not JSONL, no header first, an unknown ruleset, a bad flag, a key that is not an Ed25519 public key, a branch without its parent",
  },
];

const MALFORMED_CODES: ReadonlySet<string> = new Set(["bad-data"]);

/** The class of one finding, as the table names it. */
export function auditClass(f: Finding): AuditClass {
  switch (f.kind) {
    case "log":
      return MALFORMED_CODES.has(f.code) ? "malformed-data" : "chain";
    case "header":
      return "header";
    case "rulesetChanged":
      return "ruleset-changed";
    case "die":
      return f.check === "undeclared" || f.check === "declared" || f.check === "forced"
        ? "undeclared-die"
        : "die";
    case "violation":
      return "violation";
    case "fact":
    case "rederive":
    case "unfoldable":
      return "fact";
    case "incomplete":
      return "incomplete";
    case "signature":
      return "signature";
    case "assumed":
      return "assumed";
    default: {
      const never: never = f;
      return never;
    }
  }
}

/**
 * The exit code of an audit's findings: 1 for any, save "incomplete" when `partial` is given and
 * the notes of answers a table log assumed.
 */
export function auditExit(findings: readonly Finding[], partial: boolean): 0 | 1 {
  return findings.some((f) => f.kind !== "assumed" && !(partial && f.kind === "incomplete"))
    ? 1
    : 0;
}

/** The table as help text: one row per class, its exit code first. */
export function auditResultsHelp(): string {
  const width = Math.max(...AUDIT_RESULTS.map((r) => r.result.length));
  return [
    "results and exit codes:",
    ...AUDIT_RESULTS.map((r) => `  ${r.exit}  ${r.result.padEnd(width)}  ${r.meaning}`),
  ].join("\n");
}
