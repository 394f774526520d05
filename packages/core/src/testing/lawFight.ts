import type { HeaderData } from "@d20/events";
import type { FightRun } from "../driver/runFight.ts";

/** One fight played for the laws: the header it started from and how it went. */
export interface LawFight {
  readonly header: HeaderData;
  readonly run: FightRun;
}

/**
 * A ruleset's source of fights for the laws (like pure-rand's generators fed to one property
 * suite): the parameters of the `i`-th fight of a long seeded run, and how to play one. It
 * imports no test runner, so the benchmarks and replay's fixtures can play the same fights.
 */
export interface FightGenerator<P> {
  /** The parameters of the `i`-th fight of a seeded run (the 1,000-fight runs). */
  nth(i: number): P;
  /** Plays one fight to its end. */
  play(params: P): LawFight;
}
