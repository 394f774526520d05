import type { ThreeXCombatant } from "../state/index.ts";

/** True if the creature has the condition. */
export function has(c: ThreeXCombatant, name: string): boolean {
  return c.conditions.some((x) => x.name === name);
}
