import type { ThreeXCombatant } from "../state/combatant.ts";

/**
 * Charges left in `c`'s wand or staff `id` (SRD Wands, Staffs, outside the seeds: each use spends
 * one; with none left it does nothing): its spec's `charges` less those spent this fight.
 */
export function chargesLeft(c: ThreeXCombatant, id: string): number {
  const item = c.spec.items?.find((i) => i.id === id);
  return Math.max(0, (item?.charges ?? 0) - (c.gear.chargesSpent[id] ?? 0));
}
