import type { CombatantState, CombatState } from "../../engine/state.ts";
import type { CombatantSpec, Weapon } from "../../model/combatant.ts";
import { weapon as srdWeapon } from "./stats/weapons.ts";

/** A combatant's weapon by id: one it carries, or its unarmed strike. */
export function weaponOf(spec: CombatantSpec, id?: string): Weapon | undefined {
  if (id === undefined) return spec.weapons[0] ?? srdWeapon("unarmed-strike");
  return (
    spec.weapons.find((w) => w.id === id) ??
    (id === "unarmed-strike" ? srdWeapon("unarmed-strike") : undefined)
  );
}

/** The living combatants of other sides. */
export function enemiesOf(state: CombatState, id: string): CombatantState[] {
  const me = state.combatants[id]!;
  return state.roster
    .map((r) => state.combatants[r]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
}

/** Who stands on a square, if anyone (the dead leave no obstacle here; the battlefield may refine). */
export function occupant(state: CombatState, x: number, y: number): CombatantState | undefined {
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.vitals.state !== "dead" && c.position.x === x && c.position.y === y) return c;
  }
  return undefined;
}
