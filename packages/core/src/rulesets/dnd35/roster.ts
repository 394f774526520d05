import type { CombatantSpec, Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { weapon as srdWeapon } from "./stats/index.ts";

/** A combatant's weapon by id: one it carries, or its unarmed strike. */
export function weaponOf(spec: CombatantSpec, id?: string): Weapon | undefined {
  if (id === undefined) return spec.weapons[0] ?? srdWeapon("unarmed-strike");
  return (
    spec.weapons.find((w) => w.id === id) ??
    (id === "unarmed-strike" ? srdWeapon("unarmed-strike") : undefined)
  );
}

/** The living combatants of other sides. */
export function enemiesOf(state: ThreeXState, id: string): ThreeXCombatant[] {
  const me = state.combatants[id]!;
  return state.roster
    .map((r) => state.combatants[r]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
}
