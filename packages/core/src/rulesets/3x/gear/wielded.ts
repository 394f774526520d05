import type { Weapon } from "../model/combatant.ts";
import type { ThreeXCombatant } from "../state/combatant.ts";
import { isBodyWeapon } from "./startingGear.ts";

/**
 * Whether `c` wields `w` now: it is in one of its hands, or a weapon of its body (an unarmed
 * strike, a natural weapon). Only what is wielded threatens, flanks, makes attacks of opportunity
 * or attacks (seed 000 拔出或者收回武器: a weapon is drawn "以便在战斗中使用它").
 */
export function isWielded(c: ThreeXCombatant, w: Weapon): boolean {
  const g = c.gear;
  return g.main === w.id || g.off === w.id || isBodyWeapon(w);
}

/** Whether a crossbow (or any weapon that needs loading) is ready to shoot. */
export function isLoaded(c: ThreeXCombatant, w: Weapon): boolean {
  return w.reload === undefined || c.gear.loaded.includes(w.id);
}

/** The weapon in `c`'s main hand, if a weapon is there. */
export function mainHandWeapon(c: ThreeXCombatant): Weapon | undefined {
  const id = c.gear.main;
  if (id === undefined) return undefined;
  const weapons = c.spec.weapons;
  for (let i = 0; i < weapons.length; i++) if (weapons[i]!.id === id) return weapons[i];
  return undefined;
}

/** Whether hand `hand` is free: nothing in it, and (the off hand) no shield but a buckler on it. */
export function handFree(c: ThreeXCombatant, hand: "main" | "off"): boolean {
  const g = c.gear;
  if (hand === "main") return g.main === undefined;
  return g.off === undefined && !(g.shield === "ready" && c.spec.shield?.kind !== "buckler");
}
