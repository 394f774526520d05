import type { ThreeXCombatant } from "../state/combatant.ts";
import type { HeldWeapons } from "../stats/fullAttack.ts";
import { isBodyWeapon } from "./startingGear.ts";
import { mainHandWeapon } from "./wielded.ts";

/**
 * What `c` wields in each hand, for its full attack: the weapon in its main hand (else its first
 * weapon of the body), and the off hand's weapon when it is not the same two-handed one — a
 * double weapon fought with as two weapons is the exception, named in both (seed 000 双头武器).
 */
export function heldWeapons(c: ThreeXCombatant): HeldWeapons {
  const main = mainHandWeapon(c) ?? firstBodyWeapon(c);
  const off = c.gear.off;
  const offIsWeapon = off !== undefined && c.spec.weapons.some((w) => w.id === off);
  const sameTwoHanded = off === main?.id && main?.double !== true;
  if (main === undefined) return offIsWeapon && !sameTwoHanded ? { off } : {};
  return offIsWeapon && !sameTwoHanded ? { main: main.id, off } : { main: main.id };
}

function firstBodyWeapon(c: ThreeXCombatant) {
  for (const w of c.spec.weapons) if (isBodyWeapon(w)) return w;
  return undefined;
}
