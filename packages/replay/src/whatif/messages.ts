import type { WhatIfScenario } from "./scenario.ts";
import type { RunResult } from "./simulate.ts";

/** What a what-if worker is started with. */
export interface WorkerSetup {
  readonly scenario: WhatIfScenario;
  readonly keep: boolean;
}

/** A batch of runs for a worker: run indexes `from` (inclusive) to `to` (exclusive). */
export interface RunBatch {
  readonly from: number;
  readonly to: number;
}

/** A worker's answer: a batch's results, or why it failed. */
export type BatchReply =
  | { readonly ok: true; readonly results: readonly RunResult[] }
  | { readonly ok: false; readonly error: string };
