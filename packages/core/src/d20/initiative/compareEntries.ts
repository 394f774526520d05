import type { InitiativeEntry } from "../../log/facts.ts";

/** Highest count first, then higher modifier, then the re-rolls (seed 000 先攻INITIATIVE). */
export function compareEntries(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.modifier !== b.modifier) return b.modifier - a.modifier;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const d = (b.tiebreak[i] ?? 0) - (a.tiebreak[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
