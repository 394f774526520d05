import type { Size } from "../../../model/size.ts";
import type { Weapon } from "../model/combatant.ts";

/**
 * Medium damage dice → Small damage dice (SRD "Weapons": "Tiny and Large Weapon Damage" and the
 * Small column of the weapons table).
 */
export const smallDamage: Readonly<Record<string, string>> = {
  "1d2": "1",
  "1d3": "1d2",
  "1d4": "1d3",
  "1d6": "1d4",
  "1d8": "1d6",
  "1d10": "1d8",
  "1d12": "1d10",
  "2d4": "1d6",
  "2d6": "1d10",
  "2d8": "2d6",
  "2d10": "2d8",
};

/** Medium damage dice → Large damage dice (SRD "Tiny and Large Weapon Damage"). */
export const largeDamage: Readonly<Record<string, string>> = {
  "1d2": "1d3",
  "1d3": "1d4",
  "1d4": "1d6",
  "1d6": "1d8",
  "1d8": "2d6",
  "1d10": "2d8",
  "1d12": "3d6",
  "2d4": "2d6",
  "2d6": "3d6",
  "2d8": "3d8",
  "2d10": "4d8",
};

/**
 * The damage dice of a Medium weapon made for a wielder of `size`, or undefined where the SRD
 * table has no entry (sizes other than Small, Medium and Large).
 */
export function sizedDamage(medium: string, size: Size): string | undefined {
  if (size === "medium") return medium;
  if (size === "small") return smallDamage[medium];
  if (size === "large") return largeDamage[medium];
  return undefined;
}

/** The same weapon made for a Small wielder, e.g. a goblin's morningstar (1d8 → 1d6). */
export function smallVersion(weapon: Weapon): Weapon {
  const damage = smallDamage[weapon.damage];
  // Bad input at the edge: a die size the SRD table does not list has no Small counterpart.
  if (damage === undefined) {
    throw new RangeError(`smallVersion: no Small damage for ${weapon.id} (${weapon.damage})`);
  }
  return { ...weapon, damage };
}
