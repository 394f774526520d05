import type { PoolOptions } from "./runPool.ts";
import { runPool } from "./runPool.ts";
import type { WhatIfScenario } from "./scenario.ts";
import type { RunResult } from "./simulate.ts";
import { type Interval, independentDifference, pairedDifference } from "./stats.ts";
import { type OutcomeSummary, summarize } from "./summarize.ts";

/** How many runs, from which run index, spread how. */
export interface WhatIfOptions extends PoolOptions {
  readonly runs: number;
  /** The index of the first run (its dice seed); 0 by default. */
  readonly firstRun?: number;
}

/** A what-if's runs and their outcome distribution. */
export interface WhatIfReport {
  readonly results: readonly RunResult[];
  readonly summary: OutcomeSummary;
}

/**
 * N continuations of a scenario from its fork point, each with policy continuation and its own
 * dice seed (`runSeed`), spread across worker threads (DESIGN: What-if).
 */
export async function whatIf(
  scenario: WhatIfScenario,
  options: WhatIfOptions,
): Promise<WhatIfReport> {
  const results = await runPool(scenario, options.firstRun ?? 0, options.runs, options);
  return { results, summary: summarize(results) };
}

/** What a comparison measures of each run: by default, 1 when `side` won, else 0. */
export type RunMetric = (run: RunResult) => number;

/** The metric "this side won" (1 or 0). */
export function winsFor(side: string): RunMetric {
  return (run) => (run.winner === side ? 1 : 0);
}

/** Two branches' what-ifs compared run by run. */
export interface WhatIfComparison {
  readonly a: WhatIfReport;
  readonly b: WhatIfReport;
  /** mean(metric(b_i) − metric(a_i)) over runs on the same dice seeds, with its 95% interval. */
  readonly paired: Interval;
}

/**
 * Runs both scenarios on the same run indexes — run `i` of each rolls every die key they share
 * the same (common random numbers) — and gives the paired difference of `metric`, b minus a.
 */
export async function compareWhatIf(
  a: WhatIfScenario,
  b: WhatIfScenario,
  metric: RunMetric,
  options: WhatIfOptions,
): Promise<WhatIfComparison> {
  const ra = await whatIf(a, options);
  const rb = await whatIf(b, options);
  return {
    a: ra,
    b: rb,
    paired: pairedDifference(ra.results.map(metric), rb.results.map(metric)),
  };
}

/** The same difference from two independent samples (for comparison with `paired`). */
export function unpairedDifference(
  a: readonly RunResult[],
  b: readonly RunResult[],
  metric: RunMetric,
): Interval {
  return independentDifference(a.map(metric), b.map(metric));
}
