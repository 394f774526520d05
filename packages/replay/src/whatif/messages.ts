import type { WhatIfScenario } from "./scenario.ts";
import type { RunResult } from "./simulate.ts";

/** A message to a what-if worker: a new scenario to prepare, or a batch of runs of it. */
export type ToWorker =
  | {
      readonly kind: "scenario";
      readonly job: number;
      readonly scenario: WhatIfScenario;
      readonly keep: boolean;
    }
  /** Runs `from` (inclusive) to `to` (exclusive) of job `job`'s scenario. */
  | { readonly kind: "batch"; readonly job: number; readonly from: number; readonly to: number };

/** A worker's answer to a batch: its results, or why it failed. */
export type FromWorker =
  | { readonly ok: true; readonly job: number; readonly results: readonly RunResult[] }
  | { readonly ok: false; readonly job: number; readonly error: string };
