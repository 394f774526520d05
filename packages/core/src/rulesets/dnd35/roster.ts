import { isBodyWeapon, mainHandWeapon } from "../3x/gear/index.ts";
import type { Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { weapon as srdWeapon } from "./stats/index.ts";

/**
 * A combatant's weapon by id: one it carries, or its unarmed strike. Without an id, the weapon
 * it would attack with: the one in its main hand, else its first natural weapon, else its
 * unarmed strike (seed 000 拔出或者收回武器: a sheathed weapon is not used until drawn).
 */
export function weaponOf(c: ThreeXCombatant, id?: string): Weapon | undefined {
  const spec = c.spec;
  if (id === undefined) {
    const held = mainHandWeapon(c);
    if (held !== undefined) return held;
    for (const w of spec.weapons) if (isBodyWeapon(w)) return w;
    return unarmedStrike(c);
  }
  return spec.weapons.find((w) => w.id === id) ?? (id === UNARMED ? unarmedStrike(c) : undefined);
}

const UNARMED = "unarmed-strike";

/** Its unarmed strike: the SRD's, with a monk's own damage (SRD Monk, outside the seeds). */
function unarmedStrike(c: ThreeXCombatant): Weapon {
  const w = srdWeapon(UNARMED);
  const monk = c.spec.monkUnarmed;
  return monk === undefined ? w : { ...w, damage: monk };
}

/** The living combatants of other sides. */
export function enemiesOf(state: ThreeXState, id: string): ThreeXCombatant[] {
  const me = state.combatants[id]!;
  return state.roster
    .map((r) => state.combatants[r]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
}
