import type { Term } from "../../../model/breakdown.ts";
import type { Weapon } from "../../../model/combatant.ts";
import { ruleTerm } from "./ruleTerm.ts";

/** Which hand makes an attack. */
export type Hand = "main" | "off";

/**
 * A light weapon for two-weapon penalties: light handedness, an unarmed strike (seed 000
 * 双武器战斗TWO-WEAPON FIGHTING: 徒手攻击视为轻型武器), or the off-hand end of a double weapon
 * (双头武器: 计算减值时，把副手端所在的那一头视为一把轻型武器).
 */
export function isLightOffHand(weapon: Weapon): boolean {
  return weapon.handedness === "light" || weapon.unarmed === true || weapon.double === true;
}

/**
 * True when a double weapon is fought with as two weapons (its id is also the off hand's): each
 * end is then wielded as a one-handed weapon, Str ×1 on the main end and ×½ on the off end (SRD
 * "Double weapons", outside the seeds), not ×1½.
 */
export function isDoubleAsTwo(weapon: Weapon, offHand: string | undefined): boolean {
  return weapon.double === true && offHand === weapon.id;
}

/**
 * The two-weapon penalty for one hand, as terms that add up to the seed's table 双武器战斗减值:
 * the normal −6/−10, +2 to both for a light off-hand weapon, and the feat's +2 main / +6 off.
 * Built from the three causes rather than looked up so each row of the table explains itself;
 * `doubleEnd`: the light off-hand weapon is the other end of a double weapon (双头武器).
 */
export function twoWeaponTerms(
  hand: Hand,
  offHandLight: boolean,
  hasFeat: boolean,
  doubleEnd = false,
): Term[] {
  const terms = [
    ruleTerm(
      `two-weapon fighting (${hand} hand)`,
      hand === "main" ? -6 : -10,
      "dnd35.twoWeaponFighting",
    ),
  ];
  if (offHandLight) {
    terms.push(
      doubleEnd
        ? ruleTerm("off-hand end of a double weapon, as light", 2, "dnd35.doubleWeapon")
        : ruleTerm("light off-hand weapon", 2, "dnd35.twoWeaponFighting"),
    );
  }
  if (hasFeat) {
    terms.push(
      ruleTerm("Two-Weapon Fighting feat", hand === "main" ? 2 : 6, "dnd35.feat.twoWeaponFighting"),
    );
  }
  return terms;
}

/** The total two-weapon penalty for one hand (seed 000 表：双武器战斗减值). */
export function twoWeaponPenalty(hand: Hand, offHandLight: boolean, hasFeat: boolean): number {
  return twoWeaponTerms(hand, offHandLight, hasFeat).reduce((sum, t) => sum + t.value, 0);
}
