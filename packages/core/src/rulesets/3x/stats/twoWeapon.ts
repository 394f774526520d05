import { ruleTerm } from "../../../d20/breakdown/index.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { Weapon } from "../model/combatant.ts";

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
 * The two-weapon penalty for one hand, as terms that add up to the edition's table
 * (`Edition3x.twoWeapon`; seed 000 表：双武器战斗减值): the normal penalty (−6/−10), what a light
 * off-hand weapon gives both hands (+2), and each feat of the table the wielder has (3.5's
 * Two-Weapon Fighting +2 main / +6 off). Built from the causes rather than looked up so each row
 * of the table explains itself; `doubleEnd`: the light off-hand weapon is the other end of a
 * double weapon (双头武器).
 */
export function twoWeaponTerms(
  e: Edition3x,
  hand: Hand,
  offHandLight: boolean,
  feats: readonly string[],
  doubleEnd = false,
): Term[] {
  const { rules, twoWeapon: table } = e;
  const main = hand === "main";
  const terms = [
    ruleTerm(
      `two-weapon fighting (${hand} hand)`,
      main ? table.mainHand : table.offHand,
      rules.twoWeaponFighting,
    ),
  ];
  if (offHandLight) {
    terms.push(
      doubleEnd
        ? ruleTerm(
            "off-hand end of a double weapon, as light",
            table.lightOffHand,
            rules.doubleWeapon,
          )
        : ruleTerm("light off-hand weapon", table.lightOffHand, rules.twoWeaponFighting),
    );
  }
  for (const row of table.feats) {
    const value = main ? row.main : row.off;
    if (value !== 0 && feats.includes(row.feat)) terms.push(ruleTerm(row.label, value, row.rule));
  }
  return terms;
}

/** The total two-weapon penalty for one hand (the edition's table, `twoWeaponTerms`). */
export function twoWeaponPenalty(
  e: Edition3x,
  hand: Hand,
  offHandLight: boolean,
  feats: readonly string[],
): number {
  return twoWeaponTerms(e, hand, offHandLight, feats).reduce((sum, t) => sum + t.value, 0);
}
