import type { WhatIfScenario } from "@d20/replay";
import type { CodeVersions } from "./versions.ts";

/** One what-if on the queue: its scenario, the code that built it, and how its runs are split. */
export interface JobSet extends CodeVersions {
  readonly id: string;
  readonly label: string;
  readonly scenario: WhatIfScenario;
  readonly firstRun: number;
  readonly runs: number;
  readonly batchSize: number;
  readonly batches: number;
}

/** A batch job's data: which set, which batch, and its runs `[from, from + count)`. */
export interface BatchJob {
  readonly set: string;
  readonly batch: number;
  readonly from: number;
  readonly count: number;
}

/** The runs of batch `b` of a set: the set's runs split in order, the last batch shorter. */
export function batchOf(set: Pick<JobSet, "firstRun" | "runs" | "batchSize">, b: number) {
  const from = set.firstRun + b * set.batchSize;
  const count = Math.min(set.batchSize, set.firstRun + set.runs - from);
  return { from, count };
}
