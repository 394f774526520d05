import type { Size } from "../../../model/size.ts";
import type { Weapon } from "../model/combatant.ts";

// Seed 000 表：生物体型和尺寸: natural reach by size. The table gives a tall and a long figure for
// Large and bigger; the spec does not say which a creature is, so the tall one (the first row) is
// used. Creatures smaller than a square have reach 0: they must enter a foe's square to hit it.
const NATURAL_REACH_FT: Readonly<Record<Size, number>> = {
  fine: 0,
  diminutive: 0,
  tiny: 0,
  small: 5,
  medium: 5,
  large: 10,
  huge: 15,
  gargantuan: 20,
  colossal: 30,
};

/** Natural reach in feet (seed 000 战斗中大型和小型生物; seed 003 攻击动作 有效攻击范围: 5 ft). */
export function naturalReachFt(size: Size): number {
  return NATURAL_REACH_FT[size];
}

/** How far a melee weapon reaches: foes at more than `minFt` and at most `maxFt` feet. */
export interface MeleeReach {
  readonly maxFt: number;
  /** A reach weapon cannot hit foes at its wielder's natural reach or closer; −1 when it can. */
  readonly minFt: number;
}

// An ordinary weapon's reach by size, built once: reach is asked for on every threat and flanking
// check, several times per attack, and the answer is never changed by its callers (readonly).
const PLAIN_REACH = Object.fromEntries(
  Object.entries(NATURAL_REACH_FT).map(([size, ft]) => [size, { maxFt: ft, minFt: -1 }]),
) as Readonly<Record<Size, MeleeReach>>;

/**
 * The reach of a melee weapon in a creature's hands. An ordinary weapon reaches as far as the
 * wielder's natural reach. A reach weapon (`weapon.reach` 10, the Medium figure) doubles it and
 * cannot hit at the natural reach or closer (seed 000 战斗中大型和小型生物: 使用触及武器的大型或更大的
 * 生物可以攻击到双倍于他们的天生触及范围); doubling reach 0 would reach nothing, so a creature
 * smaller than a square reaches the adjacent squares with one. A whip's 15 ft (SRD, outside the
 * seeds) scales the same way: three times the natural reach.
 */
export function meleeReach(size: Size, weapon: Weapon): MeleeReach {
  const natural = NATURAL_REACH_FT[size];
  if (weapon.reach < 10) return PLAIN_REACH[size];
  const maxFt = natural === 0 ? 5 : natural * Math.floor(weapon.reach / 5);
  return { maxFt, minFt: weapon.reachOnly === true ? natural : -1 };
}
