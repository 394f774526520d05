import {
  type CoverageStatus,
  coverageFigures,
  type HeadingCoverage,
  OUT_OF_SCOPE_REASONS,
  type OutOfScopeReason,
  outOfScopeByReason,
  type SeedCoverage,
} from "@d20/core";
import { textTable } from "./textTable.ts";

const STATUS_WORDS: Readonly<Record<CoverageStatus, string>> = {
  implemented: "implemented",
  partial: "partial",
  notYet: "not yet",
  outOfScope: "out of scope",
  container: "container",
};

/** Per seed file: how many rule headings are implemented, partial, not yet and out of scope. */
export function coverageSummary(maps: readonly SeedCoverage[]): string[] {
  const rows = maps.map((m) => {
    const f = coverageFigures(m);
    return [
      m.file,
      m.ruleset ?? "(none yet)",
      String(f.implemented),
      String(f.partial),
      String(f.notYet),
      String(f.outOfScope),
      String(f.total),
    ];
  });
  const head = ["seed", "ruleset", "implemented", "partial", "not yet", "out of scope", "total"];
  const reasons = (Object.keys(OUT_OF_SCOPE_REASONS) as OutOfScopeReason[]).map((r) => {
    const per = maps.map((m) => [m.file.slice(0, 3), outOfScopeByReason(m)[r]] as const);
    const n = per.reduce((sum, [, k]) => sum + k, 0);
    const where = per.filter(([, k]) => k > 0).map(([seed, k]) => `${seed}: ${k}`);
    return `  ${OUT_OF_SCOPE_REASONS[r]}: ${n}${where.length > 0 ? ` (${where.join(", ")})` : ""}`;
  });
  return [
    ...textTable([head, ...rows]),
    "",
    "out of scope, by reason (headings):",
    ...reasons,
    "",
    "Figures count rule headings; containers (titles with no rule text) are not counted.",
  ];
}

/** One seed's headings in order, each with its status, rule ids and what is missing. */
export function seedHeadings(map: SeedCoverage): string[] {
  const f = coverageFigures(map);
  const title =
    `${map.file} (ruleset ${map.ruleset ?? "none yet"}): ${f.implemented} implemented, ` +
    `${f.partial} partial, ${f.notYet} not yet, ${f.outOfScope} out of scope, of ${f.total} rule headings`;
  const rows = map.headings.map((h) => [
    String(h.line),
    STATUS_WORDS[h.status],
    h.heading,
    h.rules.length === 0 ? "–" : h.rules.join(", "),
    remark(h),
  ]);
  return [title, "", ...textTable([["line", "status", "heading", "rules", "note"], ...rows])];
}

function remark(h: HeadingCoverage): string {
  if (h.reason === undefined) return h.note ?? "";
  return `${OUT_OF_SCOPE_REASONS[h.reason]}: ${h.note ?? ""}`;
}

/** One seed's headings as `--json` prints them, in the seed's order. */
export function seedHeadingsJson(map: SeedCoverage): object[] {
  return map.headings.map((h) => ({
    heading: h.heading,
    line: h.line,
    status: h.status,
    rules: h.rules,
    ...(h.reason === undefined ? {} : { reason: h.reason }),
    ...(h.note === undefined ? {} : { note: h.note }),
  }));
}
