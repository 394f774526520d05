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
    "",
    ...formatCombatantOdds(summary),
    "",
    ...formatRounds(summary),
  ];
}

/** Each combatant's odds: dies, dropped (alive but out), survives (standing at the end). */
export function formatCombatantOdds(summary: OutcomeSummary): string[] {
  const rows = Object.entries(summary.combatants).map(([id, o]) => [
    id,
    percent(o.dies.estimate),
    percent(o.dropped.estimate),
    percent(o.survives.estimate),
  ]);
  return textTable([["combatant", "dies", "dropped", "survives"], ...rows]);
}

/** The rounds the runs took: a bar per round count, and the quantiles. */
export function formatRounds(summary: OutcomeSummary): string[] {
  const d = summary.roundsDistribution;
  const most = Math.max(1, ...d.histogram.map((h) => h.runs));
  const width = String(d.max).length;
  const share = (runs: number) => percent(summary.runs === 0 ? Number.NaN : runs / summary.runs);
  return [
    `rounds to the end: median ${d.median}, 10% by ${d.p10}, 90% by ${d.p90} (${d.min}–${d.max})`,
    ...d.histogram.map(
      (h) =>
        `  ${String(h.rounds).padStart(width)}  ${"█".repeat(Math.max(1, Math.round((h.runs / most) * BAR)))} ${h.runs} (${share(h.runs)})`,
    ),
  ];
}

// The longest bar of the rounds histogram, in characters.
const BAR = 30;

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
