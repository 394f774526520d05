import type { Interval, OutcomeSummary } from "@d20/replay";
import { textTable } from "./textTable.ts";

/** A what-if's outcome as a table: per side, win rate with its 95% interval, survivors, damage. */
export function formatOutcome(summary: OutcomeSummary): string[] {
  const rows = Object.entries(summary.sides).map(([side, s]) => [
    side,
    percent(s.winRate.estimate),
    `[${percent(s.winRate.low)}, ${percent(s.winRate.high)}]`,
    `${s.wins}`,
    fixed(s.survivors.estimate),
    fixed(s.damageTaken.estimate),
  ]);
  return [
    ...textTable([
      ["side", "win rate", "95% interval", "wins", "survivors", "damage taken"],
      ...rows,
    ]),
    `runs ${summary.runs}; no winner ${summary.noWinner}; mean rounds ${fixed(summary.rounds.estimate)} ${range(summary.rounds, fixed)}`,
  ];
}

/** A difference with its interval: `+5.0% [+1.2%, +8.8%]`. */
export function formatDifference(i: Interval, as: "percent" | "number"): string {
  const f = as === "percent" ? (x: number) => signed(x * 100, "%") : (x: number) => signed(x, "");
  return `${f(i.estimate)} [${f(i.low)}, ${f(i.high)}]`;
}

function percent(x: number): string {
  return Number.isNaN(x) ? "–" : `${(x * 100).toFixed(1)}%`;
}

function fixed(x: number): string {
  return Number.isNaN(x) ? "–" : x.toFixed(2);
}

function range(i: Interval, f: (x: number) => string): string {
  return `[${f(i.low)}, ${f(i.high)}]`;
}

function signed(x: number, unit: string): string {
  if (Number.isNaN(x)) return "–";
  return `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(unit === "%" ? 1 : 2)}${unit}`;
}
