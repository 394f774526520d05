import { type CombatantOdds, combatantOdds } from "./combatantOdds.ts";
import { type RoundsDistribution, roundsDistribution } from "./roundsDistribution.ts";
import type { RunResult } from "./simulate.ts";
import { type Interval, meanInterval, wilson } from "./stats.ts";

/** One side's figures over all runs. */
export interface SideSummary {
  /** Runs won, as a rate with its Wilson 95% interval. */
  readonly winRate: Interval;
  readonly wins: number;
  /** Combatants still standing at the end, on average. */
  readonly survivors: Interval;
  /** Damage taken after the fork point, on average. */
  readonly damageTaken: Interval;
}

/** The outcome distribution of a what-if (DESIGN: What-if). */
export interface OutcomeSummary {
  readonly runs: number;
  /** Runs that ended with no side standing, or stopped at the round limit. */
  readonly noWinner: number;
  /** The mean number of rounds with its interval. */
  readonly rounds: Interval;
  /** How many rounds the runs took, round by round. */
  readonly roundsDistribution: RoundsDistribution;
  readonly sides: Readonly<Record<string, SideSummary>>;
  /** Each combatant's chance to die, be dropped, or stand at the end, by id in roster order. */
  readonly combatants: Readonly<Record<string, CombatantOdds>>;
}

/** Sums up runs side by side. */
export function summarize(runs: readonly RunResult[]): OutcomeSummary {
  const sideNames = [...new Set(runs.flatMap((r) => Object.keys(r.survivors)))].sort();
  const sides: Record<string, SideSummary> = {};
  for (const side of sideNames) {
    const wins = runs.filter((r) => r.winner === side).length;
    sides[side] = {
      winRate: wilson(wins, runs.length),
      wins,
      survivors: meanInterval(runs.map((r) => r.survivors[side] ?? 0)),
      damageTaken: meanInterval(runs.map((r) => r.damageTaken[side] ?? 0)),
    };
  }
  return {
    runs: runs.length,
    noWinner: runs.filter((r) => r.winner === undefined).length,
    rounds: meanInterval(runs.map((r) => r.rounds)),
    roundsDistribution: roundsDistribution(runs.map((r) => r.rounds)),
    sides,
    combatants: combatantOdds(runs),
  };
}
