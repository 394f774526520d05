import type { FightRun, Language } from "@d20/core";
import { type StateView, stateView } from "./stateView.ts";

/** How a played fight ended, as `--json` gives it. */
export interface FightSummary {
  readonly events: number;
  readonly rounds: number;
  readonly winner?: string;
  readonly timedOut: boolean;
  readonly state: StateView;
}

/** The summary of a played fight (the header counts as one event), its words in `lang`. */
export function fightSummary(run: FightRun, lang: Language = "en"): FightSummary {
  const { state } = run;
  return {
    events: run.events.length + 1,
    rounds: state.round,
    ...(state.winner === undefined ? {} : { winner: state.winner }),
    timedOut: run.timedOut,
    state: stateView(state, lang),
  };
}

/** The summary's headline, in `lang` (English by default). */
export function summaryLine(s: FightSummary, lang: Language = "en"): string {
  if (lang === "zh") {
    const outcome = s.timedOut
      ? "到达轮数上限而停止"
      : s.winner === undefined
        ? "没有一方还站着"
        : `胜方 ${s.winner}`;
    return `战斗在${s.rounds}轮后结束：${outcome}。共${s.events}个事件。`;
  }
  const outcome = s.timedOut
    ? "stopped at the round limit"
    : s.winner === undefined
      ? "no side left standing"
      : `winner ${s.winner}`;
  return `Fight over after ${s.rounds} round${s.rounds === 1 ? "" : "s"}: ${outcome}. ${s.events} events.`;
}
