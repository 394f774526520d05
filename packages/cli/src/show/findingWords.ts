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

// What the hash chain says of a damaged line, in words, before the code and field.
const CHAIN_SAYS: Partial<Record<string, string>> = {
  "bad-hash": "changed after it was sealed: its bytes no longer give the hash it records",
  "broken-chain": "out of the chain: its prev is not the hash of the line before it",
  "seq-gap": "out of sequence: an event was removed or inserted before it",
  "bad-data": "sealed over data its event's schema refuses",
};

function roundOf(round: number | undefined): string {
  return round === undefined ? "" : `, round ${round}`;
}

// A fact in words first — what the log says, what the rules give — then the field path.
function factText(f: Of<"fact">): string {
  const path = `[fact ${f.type} ${f.path || "(event)"}: expected ${show(f.expected)}, recorded ${show(f.recorded)}]`;
  const where = `seq ${f.seq}${roundOf(f.round)}`;
  const said = f.said;
  if (said === undefined) return `${where}: ${path.slice(1, -1)}${rule(f.rule)}`;
  const log =
    said.recorded === undefined ? "the log has no event here" : `the log says: ${said.recorded}`;
  const rules =
    said.expected === undefined ? "the rules give none" : `the rules give: ${said.expected}`;
  return `${where}: ${log}; ${rules}${rule(f.rule)} ${path}`;
}

// A damaged line in words first: the event it was meant to be, what the chain says, then where.
function logText(f: Of<"log">): string {
  const where = `line ${f.line}${f.seq === undefined ? "" : ` (seq ${f.seq})`}`;
  const raw = `log ${f.code}: ${f.field === undefined ? "" : `${f.field}: `}${f.reason}`;
  const says = CHAIN_SAYS[f.code];
  if (f.meant === undefined || says === undefined) return `${where}: ${raw}`;
  const m = f.meant;
  const who = m.actor === undefined ? "" : ` of ${m.actor}`;
  const when = m.round === undefined ? "" : `, round ${m.round}`;
  return `${where}: the ${m.type}${who}${when} was ${says} [${raw}]`;
}

/**
 * The audit's English: one line per finding — where (`seq N`), what kind, which rule, and what
 * differs. Findings are the audit's own kinds, shared by every ruleset; what a rule says in a
 * violation is the ruleset's message, carried as it is.
 */
export const findingTexts: Catalogue = {
  "audit.log": (f: Of<"log">) => logText(f),
  "audit.header": (f: Of<"header">) => `seq ${f.seq}: header: ${f.reason}${rule(f.rule)}`,
  "audit.rulesetChanged": (f: Of<"rulesetChanged">) =>
    `seq 0: ruleset changed: ${f.ruleset} recorded ${f.recorded}, current ${f.current}`,
  "audit.die": (f: Of<"die">) => dieText(f),
  "audit.violation": (f: Of<"violation">) =>
    `seq ${f.seq}${roundOf(f.round)}: violation by ${f.by} (${f.declaration}): ${f.code}: ${f.message}${rule(f.rule)}`,
  "audit.fact": (f: Of<"fact">) => factText(f),
  "audit.rederive": (f: Of<"rederive">) => `seq ${f.seq}: cannot re-derive: ${f.reason}`,
  "audit.unfoldable": (f: Of<"unfoldable">) =>
    `seq ${f.seq}: ${f.type} cannot be folded: ${f.reason}`,
  "audit.incomplete": (f: Of<"incomplete">) =>
    `seq ${f.seq}: incomplete: the log ends at seq ${f.seq} awaiting ${f.awaiting}`,
  "audit.signature": (f: Of<"signature">) => `signature: ${f.reason}`,
  "audit.assumed": (f: Of<"assumed">) =>
    `seq ${f.seq}: assumed: ${f.by} lets ${f.provoker}'s ${f.window} window pass (${f.declaration}): the table's notes do not answer it, the table's default is ${f.default}`,
};
