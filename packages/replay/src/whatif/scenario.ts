import type { ForkEdit } from "@d20/events";
import type { Lineage } from "../branch/lineage.ts";
import type { PolicyPlan } from "./policies.ts";

/**
 * A what-if: fork `parent` at `at` with `edits`, then let policies play it out. Plain data, so
 * that it can be sent to worker threads as is.
 */
export interface WhatIfScenario {
  readonly parent: Lineage;
  readonly at: number;
  readonly edits?: readonly ForkEdit[];
  readonly policies: PolicyPlan;
  /** The round limit of each run (a run that reaches it has no winner). */
  readonly maxRounds?: number;
  /**
   * Edits the rules refuse are played on as substitutes instead of refused when the what-if is
   * prepared (see `prepare`).
   */
  readonly lenient?: boolean;
}

/**
 * The dice seed of run `i`: the same for run `i` of every scenario forked from one fight, so two
 * branches are compared on common random numbers (every die key they share rolls the same).
 */
export function runSeed(scenario: WhatIfScenario, i: number): string {
  return `${scenario.parent.header.dice.seed}/what-if/${i}`;
}
