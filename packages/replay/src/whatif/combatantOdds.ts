import type { Fate } from "./fates.ts";
import type { RunResult } from "./simulate.ts";
import { type Interval, wilson } from "./stats.ts";

/** One combatant's odds over all runs, each a rate with its Wilson 95% interval. */
export interface CombatantOdds {
  /** Runs it ended dead. */
  readonly dies: Interval;
  /** Runs it ended alive but dropped (dying, stable, unconscious, disabled). */
  readonly dropped: Interval;
  /** Runs it ended standing. */
  readonly survives: Interval;
  /** The runs behind each rate. */
  readonly counts: Readonly<Record<Fate, number>>;
}

/** Each combatant's odds, in the roster order of the runs' fates. */
export function combatantOdds(runs: readonly RunResult[]): Record<string, CombatantOdds> {
  const ids = [...new Set(runs.flatMap((r) => Object.keys(r.fates)))];
  const out: Record<string, CombatantOdds> = {};
  for (const id of ids) {
    const counts: Record<Fate, number> = { dead: 0, dropped: 0, standing: 0 };
    let n = 0;
    for (const r of runs) {
      const fate = r.fates[id];
      if (fate === undefined) continue;
      counts[fate]++;
      n++;
    }
    out[id] = {
      dies: wilson(counts.dead, n),
      dropped: wilson(counts.dropped, n),
      survives: wilson(counts.standing, n),
      counts,
    };
  }
  return out;
}
