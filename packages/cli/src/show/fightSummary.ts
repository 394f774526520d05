import type { FightRun } from "@d20/core";
import { type StateView, stateView } from "./stateView.ts";

/** How a played fight ended, as `--json` gives it. */
export interface FightSummary {
  readonly events: number;
  readonly rounds: number;
  readonly winner?: string;
  readonly timedOut: boolean;
  readonly state: StateView;
}

/** The summary of a played fight (the header counts as one event). */
export function fightSummary(run: FightRun): FightSummary {
  const { state } = run;
  return {
    events: run.events.length + 1,
    rounds: state.round,
    ...(state.winner === undefined ? {} : { winner: state.winner }),
    timedOut: run.timedOut,
    state: stateView(state),
  };
}

/** The summary's headline. */
export function summaryLine(s: FightSummary): string {
  const outcome = s.timedOut
    ? "stopped at the round limit"
    : s.winner === undefined
      ? "no side left standing"
      : `winner ${s.winner}`;
  return `Fight over after ${s.rounds} round${s.rounds === 1 ? "" : "s"}: ${outcome}. ${s.events} events.`;
}
