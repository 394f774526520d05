import type { SeedMapSource } from "./buildCoverage.ts";
import { citedRules } from "./citedRules.ts";

/**
 * Every inconsistency between a seed map's rows and its rules index, as one line each; empty when
 * none. A citation that leads to no single rule heading must be placed by an `also`; an `also`
 * names only rule ids of the index, never one whose citation already leads there. A heading with
 * rules is implemented or partial, and one implemented or partial names at least one rule.
 */
export function checkSource(source: SeedMapSource, seedLines?: readonly string[]): string[] {
  const problems: string[] = [];
  const { byLine, unresolved } = citedRules(source.file, source.rows, source.index, source.leads);
  const placed = new Set(source.rows.flatMap(([, , j]) => ("also" in j && j.also ? j.also : [])));
  for (const u of unresolved) {
    if (!placed.has(u.id)) {
      problems.push(
        `${source.file}: ${u.id}: "${u.heading}" ${u.why}, and no heading lists it under "also"`,
      );
    }
  }
  for (const [line, heading, j] of source.rows) {
    const derived = byLine.get(line) ?? [];
    const also = "also" in j && j.also ? j.also : [];
    for (const id of also) {
      if (!(id in source.index))
        problems.push(`line ${line} ${heading}: "also" names ${id}, not in the rules index`);
      if (derived.includes(id))
        problems.push(`line ${line} ${heading}: "also" repeats ${id}, whose citation leads here`);
    }
    const rules = derived.length + also.length;
    const s = j.status;
    if ((s === "implemented" || s === "partial") && rules === 0) {
      problems.push(`line ${line} ${heading}: ${s}, but no rule id implements it`);
    }
    if (
      (s === "notYet" || s === "outOfScope" || s === "container" || s === "introduction") &&
      rules > 0
    ) {
      problems.push(
        `line ${line} ${heading}: ${s}, yet rules lead to it (${[...derived, ...also].join(", ")})`,
      );
    }
  }
  if (seedLines !== undefined) {
    for (const [lead, line] of Object.entries(source.leads)) {
      if (!(seedLines[line - 1] ?? "").trim().startsWith(lead)) {
        problems.push(`${source.file}: the run-in lead "${lead}" does not begin line ${line}`);
      }
    }
  }
  return problems;
}
