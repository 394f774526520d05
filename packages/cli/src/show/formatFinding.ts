import type { CitedRule, Finding } from "@d20/replay";
import { formatCitation } from "@d20/replay";

/** One finding in one line: where (`seq N`), what kind, which rule, and what differs. */
export function formatFinding(f: Finding): string {
  switch (f.kind) {
    case "log":
      return `line ${f.line}${f.seq === undefined ? "" : ` (seq ${f.seq})`}: log ${f.code}: ${f.field === undefined ? "" : `${f.field}: `}${f.reason}`;
    case "header":
      return `seq ${f.seq}: header: ${f.reason}${rule(f.rule)}`;
    case "rulesetChanged":
      return `seq 0: ruleset changed: ${f.ruleset} recorded ${f.recorded}, current ${f.current}`;
    case "die":
      return `seq ${f.seq}: die ${f.key}: ${f.check}: expected ${show(f.expected)}, recorded ${show(f.recorded)}${rule(f.rule)}`;
    case "violation":
      return `seq ${f.seq}: violation by ${f.by} (${f.declaration}): ${f.code}: ${f.message}${rule(f.rule)}`;
    case "fact":
      return `seq ${f.seq}: fact ${f.type} ${f.path || "(event)"}: expected ${show(f.expected)}, recorded ${show(f.recorded)}${rule(f.rule)}`;
    case "rederive":
      return `seq ${f.seq}: cannot re-derive: ${f.reason}`;
    case "unfoldable":
      return `seq ${f.seq}: ${f.type} cannot be folded: ${f.reason}`;
    case "signature":
      return `signature: ${f.reason}`;
    default:
      return JSON.stringify(f);
  }
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
