import { ruleTerm } from "../../../d20/breakdown/index.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { Weapon } from "../model/combatant.ts";
import type { ThreeXCombatant } from "../state/combatant.ts";

// What a strapped-on shield does to its bearer's attacks (SRD "Equipment: Armor", shields,
// outside the seeds; seed 000 装备或者卸下盾牌 says only that readying one is a move action).

/**
 * Whether an attack with `weapon` uses the hand a buckler is strapped to (SRD Buckler: "you can
 * also use your shield arm to wield a weapon (whether you are using an off-hand weapon or using
 * your off hand to help wield a two-handed weapon)"; "you can use a bow or crossbow without
 * penalty while carrying it").
 */
export function usesBucklerHand(
  c: ThreeXCombatant,
  weapon: Weapon,
  hand: "main" | "off",
  twoHanded: boolean,
): boolean {
  if (c.gear.shield !== "ready" || c.spec.shield?.kind !== "buckler") return false;
  if (weapon.ranged?.kind === "projectile") return false;
  return hand === "off" || twoHanded || weapon.handedness === "two-handed";
}

/**
 * The attack terms of the bearer's shield: a buckler's −1 on an attack with its hand, a tower
 * shield's −2 on every attack (SRD Buckler, Tower Shield). None while the shield is not strapped on.
 */
export function shieldAttackTerms(
  e: Edition3x,
  c: ThreeXCombatant,
  weapon: Weapon,
  hand: "main" | "off",
  twoHanded: boolean,
): Term[] {
  const shield = c.spec.shield;
  if (shield === undefined || c.gear.shield !== "ready") return [];
  if (shield.kind === "tower") return [ruleTerm("tower shield", -2, e.rules.towerShield)];
  if (usesBucklerHand(c, weapon, hand, twoHanded))
    return [ruleTerm("buckler on the weapon's arm", -1, e.rules.buckler)];
  return [];
}
