import type { CreatureType } from "../model/combatant.ts";

// Splash weapons (seed 000 投掷泼溅武器THROW SPLASH WEAPON; the items are the SRD's Special
// Substances and Items, outside the seeds): direct-hit damage on the target, and a splash on
// every creature within 5 ft of it.

/** A splash weapon's splash: its damage, and the creature types it harms (undefined: all). */
export interface SplashWeapon {
  readonly splash: number;
  readonly harms?: readonly CreatureType[];
}

/**
 * The splash weapons by weapon id (SRD): alchemist's fire and acid flask 1d6 direct, 1 splash;
 * holy water 2d4 direct, 1 splash, to undead (and evil outsiders: alignment is not modelled, so
 * outsiders are left out). Energy types (fire, acid) are not modelled; alchemist's fire's burn
 * on the next round is not either.
 */
export const SPLASH_WEAPONS: Readonly<Record<string, SplashWeapon>> = {
  "alchemists-fire": { splash: 1 },
  "acid-flask": { splash: 1 },
  "holy-water": { splash: 1, harms: ["undead"] },
};

/** The splash weapon a weapon id names, or undefined. */
export function splashWeapon(id: string): SplashWeapon | undefined {
  return SPLASH_WEAPONS[id];
}

/** Whether a splash weapon harms a creature of this type (holy water: undead only). */
export function splashHarms(w: SplashWeapon, type: CreatureType | undefined): boolean {
  return w.harms === undefined || (type !== undefined && w.harms.includes(type));
}
