import { quantile } from "./stats.ts";

/** How many rounds the runs took: a histogram and its quantiles (nearest rank). */
export interface RoundsDistribution {
  /** Runs by the round they ended (or stopped) in, ascending; rounds no run took are left out. */
  readonly histogram: readonly { readonly rounds: number; readonly runs: number }[];
  readonly min: number;
  readonly p10: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
}

/** The distribution of `rounds`, one value per run. */
export function roundsDistribution(rounds: readonly number[]): RoundsDistribution {
  const sorted = [...rounds].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const r of sorted) counts.set(r, (counts.get(r) ?? 0) + 1);
  return {
    histogram: [...counts].map(([r, runs]) => ({ rounds: r, runs })),
    min: sorted[0] ?? Number.NaN,
    p10: quantile(sorted, 0.1),
    median: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
