import { type Catalogue, type Message, msg } from "@d20/core";
import type { CitedRule, Finding } from "@d20/replay";
import { formatCitation } from "@d20/replay";

type Of<K extends Finding["kind"]> = Extract<Finding, { kind: K }>;

/** A finding as a message (`audit.<kind>`), its fields the parameters. */
export function findingMessage(f: Finding): Message {
  return msg(`audit.${f.kind}`, f);
}

function rule(r: CitedRule | undefined): string {
  if (r === undefined) return "";
  return r.citation === undefined
    ? ` [rule ${r.rule}]`
    : ` [rule ${r.rule}: ${formatCitation(r.citation)}]`;
}

function show(x: unknown): string {
  if (x === undefined) return "nothing";
  const text = JSON.stringify(x);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

// An undeclared die says what it is and the seeded faces it replaced (issue "Trust", point 1).
function dieText(f: Of<"die">): string {
  const r = f.recorded as { origin?: unknown; faces?: unknown } | undefined;
  if (f.check === "undeclared")
    return `seq ${f.seq}: die ${f.key}: undeclared ${String(r?.origin)} die ${show(r?.faces)}: the header declares no such die; its seed gives ${show(f.expected)}${rule(f.rule)}`;
  if (f.check === "declared")
    return `seq ${f.seq}: die ${f.key}: the header declares it forced ${show((f.expected as { faces?: unknown }).faces)}, recorded ${String(r?.origin)} ${show(r?.faces)}${rule(f.rule)}`;
  return `seq ${f.seq}: die ${f.key}: ${f.check}: expected ${show(f.expected)}, recorded ${show(f.recorded)}${rule(f.rule)}`;
}

/**
 * The audit's English: one line per finding — where (`seq N`), what kind, which rule, and what
 * differs. Findings are the audit's own kinds, shared by every ruleset; what a rule says in a
 * violation is the ruleset's message, carried as it is.
 */
export const findingTexts: Catalogue = {
  "audit.log": (f: Of<"log">) =>
    `line ${f.line}${f.seq === undefined ? "" : ` (seq ${f.seq})`}: log ${f.code}: ${f.field === undefined ? "" : `${f.field}: `}${f.reason}`,
  "audit.header": (f: Of<"header">) => `seq ${f.seq}: header: ${f.reason}${rule(f.rule)}`,
  "audit.rulesetChanged": (f: Of<"rulesetChanged">) =>
    `seq 0: ruleset changed: ${f.ruleset} recorded ${f.recorded}, current ${f.current}`,
  "audit.die": (f: Of<"die">) => dieText(f),
  "audit.violation": (f: Of<"violation">) =>
    `seq ${f.seq}: violation by ${f.by} (${f.declaration}): ${f.code}: ${f.message}${rule(f.rule)}`,
  "audit.fact": (f: Of<"fact">) =>
    `seq ${f.seq}: fact ${f.type} ${f.path || "(event)"}: expected ${show(f.expected)}, recorded ${show(f.recorded)}${rule(f.rule)}`,
  "audit.rederive": (f: Of<"rederive">) => `seq ${f.seq}: cannot re-derive: ${f.reason}`,
  "audit.unfoldable": (f: Of<"unfoldable">) =>
    `seq ${f.seq}: ${f.type} cannot be folded: ${f.reason}`,
  "audit.incomplete": (f: Of<"incomplete">) =>
    `seq ${f.seq}: incomplete: the log ends at seq ${f.seq} awaiting ${f.awaiting}`,
  "audit.signature": (f: Of<"signature">) => `signature: ${f.reason}`,
  "audit.assumed": (f: Of<"assumed">) =>
    `seq ${f.seq}: assumed: ${f.by} lets ${f.provoker}'s ${f.window} window pass (${f.declaration}): the table's notes do not answer it, the table's default is ${f.default}`,
};
