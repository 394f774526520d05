import type { RuleEntry } from "../rules/ruleSource.ts";
import type { MapRow } from "./status.ts";

/** A rules index: rule id to its source and summary. */
export type RulesIndex = Readonly<Record<string, RuleEntry>>;

/**
 * The lines where the run-in leads a rules index cites begin ("引发借机攻击：…" is not a heading:
 * seeds/headings/README.md). A lead belongs to the listed heading above it.
 */
export type RunInLeads = Readonly<Record<string, number>>;

/** Where one seed citation leads: the line of the single rule heading it names, or why none. */
export type CitedAt = { readonly line: number } | { readonly unresolved: string };

/**
 * The rule heading a citation of `heading` names: the listed heading with that text, or the
 * listed heading above the run-in lead with that text. A text that several headings share (000:
 * 施法Cast a Spell at 236 and 314) or a container names no single rule heading.
 */
export function citedAt(heading: string, rows: readonly MapRow[], leads: RunInLeads): CitedAt {
  const same = rows.filter(([, text]) => text === heading);
  if (same.length > 1) {
    return {
      unresolved: `names ${same.length} headings (lines ${same.map(([n]) => n).join(", ")})`,
    };
  }
  let row = same[0];
  if (row === undefined) {
    const lead = leads[heading];
    if (lead === undefined)
      return {
        unresolved:
          "is neither a listed heading nor a run-in lead the map knows (give its line in the leads)",
      };
    row = rows.filter(([n]) => n <= lead).at(-1);
    if (row === undefined) return { unresolved: `is a lead at line ${lead}, before every heading` };
  }
  const [line, text, judgement] = row;
  if (judgement.status === "container")
    return { unresolved: `names the container "${text}" at line ${line}` };
  return { line };
}

/** A rule whose seed citation leads to no single rule heading, and why. */
export interface Unresolved {
  readonly id: string;
  readonly heading: string;
  readonly why: string;
}

/** The seed citations of `index` into `file` that lead to one rule heading, by heading line. */
export function citedRules(
  file: string,
  rows: readonly MapRow[],
  index: RulesIndex,
  leads: RunInLeads,
): {
  readonly byLine: ReadonlyMap<number, readonly string[]>;
  readonly unresolved: readonly Unresolved[];
} {
  const byLine = new Map<number, string[]>();
  const unresolved: Unresolved[] = [];
  for (const [id, entry] of Object.entries(index)) {
    if (entry.source.kind !== "seed" || entry.source.file !== file) continue;
    const at = citedAt(entry.source.heading, rows, leads);
    if ("line" in at) byLine.set(at.line, [...(byLine.get(at.line) ?? []), id]);
    else unresolved.push({ id, heading: entry.source.heading, why: at.unresolved });
  }
  return { byLine, unresolved };
}
