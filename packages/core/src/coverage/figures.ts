import { OUT_OF_SCOPE_REASONS, type OutOfScopeReason, type SeedCoverage } from "./status.ts";

/** How many rule headings of a seed have each status; containers are counted nowhere. */
export interface CoverageFigures {
  readonly implemented: number;
  readonly partial: number;
  readonly notYet: number;
  readonly outOfScope: number;
  /** The seed's rule headings: the sum of the four figures. */
  readonly total: number;
}

/** The figures of one seed's map (the numbers `d20 coverage --json` prints). */
export function coverageFigures(map: SeedCoverage): CoverageFigures {
  let implemented = 0;
  let partial = 0;
  let notYet = 0;
  let outOfScope = 0;
  for (const h of map.headings) {
    switch (h.status) {
      case "implemented":
        implemented++;
        break;
      case "partial":
        partial++;
        break;
      case "notYet":
        notYet++;
        break;
      case "outOfScope":
        outOfScope++;
        break;
      case "container":
        break;
      default: {
        const never: never = h.status;
        throw new Error(`unknown coverage status ${String(never)}`);
      }
    }
  }
  return {
    implemented,
    partial,
    notYet,
    outOfScope,
    total: implemented + partial + notYet + outOfScope,
  };
}

/** How many out-of-scope headings of a seed each reason holds, every reason listed. */
export function outOfScopeByReason(map: SeedCoverage): Readonly<Record<OutOfScopeReason, number>> {
  const counts = Object.fromEntries(Object.keys(OUT_OF_SCOPE_REASONS).map((r) => [r, 0])) as Record<
    OutOfScopeReason,
    number
  >;
  for (const h of map.headings) if (h.reason !== undefined) counts[h.reason]++;
  return counts;
}
