import { type FightEvent, formatSquare } from "@d20/core";
import type { BranchDiff, CombatantEnd, Outcome } from "@d20/replay";
import { Narrator } from "@d20/replay";
import { textTable } from "./textTable.ts";

/** A diff in lines: fork point, first divergent event, end states side by side, outcomes. */
export function formatDiff(diff: BranchDiff, a: string, b: string): string[] {
  const lines = [`a: ${a}`, `b: ${b}`, `fork point: seq ${diff.forkPoint}`];
  const d = diff.firstDivergent;
  if (d === undefined) {
    lines.push("no divergence: the two hold the same events");
  } else {
    lines.push(`first divergent event: seq ${d.seq}`);
    lines.push(`  a: ${eventText(d.left)}`, `  b: ${eventText(d.right)}`);
  }
  const counts = alignedCounts(diff);
  lines.push(
    `after the fork point: ${counts.same} events alike, ${counts.left} only in a, ${counts.right} only in b`,
    "",
  );
  const rows = diff.combatants.map((c) => [
    c.changed.length > 0 ? `* ${c.id}` : `  ${c.id}`,
    endText(c.left),
    endText(c.right),
    c.changed.join(", "),
  ]);
  lines.push(...textTable([["  combatant", "a", "b", "differs"], ...rows]), "");
  lines.push(`outcome: a ${outcomeText(diff.outcome.left)}; b ${outcomeText(diff.outcome.right)}`);
  return lines;
}

/** How many aligned events are alike, or one side's alone. */
export function alignedCounts(diff: BranchDiff): { same: number; left: number; right: number } {
  const count = (k: string) => diff.aligned.filter((p) => p.kind === k).length;
  return { same: count("same"), left: count("left"), right: count("right") };
}

function eventText(e: FightEvent | undefined): string {
  if (e === undefined) return "(no event: the log ends before)";
  const told = new Narrator()
    .tell(e)
    .map((l) => l.trim())
    .filter((l) => l !== "");
  return `${e.type}${told.length > 0 ? ` — ${told[0]}` : ""}`;
}

function endText(c: CombatantEnd | undefined): string {
  if (c === undefined) return "(absent)";
  const conditions = c.conditions.length > 0 ? ` ${c.conditions.join("+")}` : "";
  return `${c.hp}/${c.maxHp} ${c.alive ? c.vital : "dead"} ${formatSquare(c.position)}${conditions}`;
}

function outcomeText(o: Outcome): string {
  if (!o.ended) return `not over (round ${o.rounds})`;
  return `${o.winner === undefined ? "no winner" : `${o.winner} wins`} in ${o.rounds} rounds`;
}
