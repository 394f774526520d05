import type { Term } from "../../../model/breakdown.ts";
import type { Weapon } from "../../../model/combatant.ts";
import { ruleTerm } from "./ruleTerm.ts";

/** Which hand makes an attack. */
export type Hand = "main" | "off";

/**
 * A light weapon for two-weapon penalties: light handedness, or an unarmed strike (seed 000
 * 双武器战斗TWO-WEAPON FIGHTING: 徒手攻击视为轻型武器).
 */
export function isLightOffHand(weapon: Weapon): boolean {
  return weapon.handedness === "light" || weapon.unarmed === true;
}

/**
 * The two-weapon penalty for one hand, as terms that add up to the seed's table 双武器战斗减值:
 * the normal −6/−10, +2 to both for a light off-hand weapon, and the feat's +2 main / +6 off.
 * Built from the three causes rather than looked up so each row of the table explains itself.
 */
export function twoWeaponTerms(hand: Hand, offHandLight: boolean, hasFeat: boolean): Term[] {
  const terms = [
    ruleTerm(
      `two-weapon fighting (${hand} hand)`,
      hand === "main" ? -6 : -10,
      "dnd35.twoWeaponFighting",
    ),
  ];
  if (offHandLight) terms.push(ruleTerm("light off-hand weapon", 2, "dnd35.twoWeaponFighting"));
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
