import { citedRules, type RulesIndex, type RunInLeads } from "./citedRules.ts";
import type { CoverageStatus, HeadingCoverage, MapRow, SeedCoverage } from "./status.ts";

/** What a ruleset supplies for one seed file it implements: its rows, index and leads. */
export interface SeedMapSource {
  readonly file: string;
  readonly ruleset: string | undefined;
  readonly rows: readonly MapRow[];
  readonly index: RulesIndex;
  readonly leads: RunInLeads;
}

/**
 * A seed's coverage map: each row's status, and as its rules the index's rules whose citation
 * leads to it plus the row's `also`. An introduction is implemented when every heading it
 * introduces is, not yet when none is begun, and partial otherwise.
 */
export function buildCoverage(source: SeedMapSource): SeedCoverage {
  const { byLine } = citedRules(source.file, source.rows, source.index, source.leads);
  const own = source.rows.map(([line, heading, j]): HeadingCoverage => {
    const derived = byLine.get(line) ?? [];
    const also = "also" in j && j.also !== undefined ? j.also : [];
    const rules = [...new Set([...derived, ...also])];
    switch (j.status) {
      case "implemented":
      case "notYet":
        return {
          line,
          heading,
          status: j.status,
          rules,
          ...(j.note === undefined ? {} : { note: j.note }),
        };
      case "partial":
        return { line, heading, status: "partial", rules, note: j.missing };
      case "outOfScope":
        return { line, heading, status: "outOfScope", rules, reason: j.reason, note: j.note };
      case "container":
        return { line, heading, status: "container", rules };
      case "introduction":
        return {
          line,
          heading,
          status: introduced(source, j.introduces),
          rules,
          note: `an introduction: as the headings on lines ${j.introduces.join(", ")}`,
        };
      default: {
        const never: never = j;
        throw new Error(`unknown judgement ${JSON.stringify(never)}`);
      }
    }
  });
  return { file: source.file, ruleset: source.ruleset, headings: own };
}

function introduced(source: SeedMapSource, lines: readonly number[]): CoverageStatus {
  const statuses = lines.map((n) => {
    const row = source.rows.find(([line]) => line === n);
    if (row === undefined || row[2].status === "container" || row[2].status === "introduction") {
      throw new Error(
        `${source.file}: an introduction names line ${n}, which is no rule heading of the map`,
      );
    }
    return row[2].status;
  });
  if (statuses.every((s) => s === "implemented")) return "implemented";
  if (statuses.every((s) => s === "notYet")) return "notYet";
  return "partial";
}

/**
 * The map of a seed that is an exact slice of another (seeds/headings/README.md: 001 line n is
 * 000 line n; 004 line n is 000 line n + 524): the headings on lines `from`–`to` of `whole`,
 * renumbered, with their statuses and rules as they are there.
 */
export function sliceCoverage(
  whole: SeedCoverage,
  file: string,
  from: number,
  to: number,
): SeedCoverage {
  const offset = from - 1;
  return {
    file,
    ruleset: whole.ruleset,
    headings: whole.headings
      .filter((h) => h.line >= from && h.line <= to)
      .map((h) => ({ ...h, line: h.line - offset })),
  };
}
