import type { RuleEntry } from "@d20/core";
import type { CitedRule } from "./finding.ts";

/** A rules index: rule id to its source and summary. */
export type RulesIndex = Readonly<Record<string, RuleEntry>>;

/** Cites `rule` from `index`; the citation is left out when the index does not know the id. */
export function cite(index: RulesIndex | undefined, rule: string): CitedRule {
  const citation = index?.[rule];
  return citation === undefined ? { rule } : { rule, citation };
}

/** Where a rule comes from, in one line: `file § heading` for a seed, `SRD 3.5: ref` otherwise. */
export function formatCitation(entry: RuleEntry): string {
  const s = entry.source;
  return s.kind === "seed" ? `${s.file} § ${s.heading}` : `SRD ${s.edition}: ${s.ref}`;
}

/**
 * The sentence a seed citation quotes, in corner brackets (`「…」`); none for an SRD citation (the
 * SRD is not stored with the seeds, so nothing of it is quoted).
 */
export function formatQuote(entry: RuleEntry): string | undefined {
  return entry.source.kind === "seed" ? `「${entry.source.quote}」` : undefined;
}

/** The `rule` field of an event's data, if it has one. */
export function ruleField(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const rule = (data as { rule?: unknown }).rule;
  return typeof rule === "string" ? rule : undefined;
}
