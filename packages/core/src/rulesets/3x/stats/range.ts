import type { Edition3x } from "../edition.ts";
import type { Weapon } from "../model/combatant.ts";

/** A ranged attack past the weapon's maximum range: a rule violation as a value, not a throw. */
export interface RangeViolation {
  readonly kind: "outOfRange";
  readonly distanceFt: number;
  readonly maxFt: number;
  readonly rule: string;
}

/** A weapon's range data (increment and thrown/projectile). */
export type RangedProfile = NonNullable<Weapon["ranged"]>;

/**
 * Maximum range: five increments for thrown weapons, ten for projectile weapons (seed 000
 * 攻击Attack 远程攻击Ranged Attacks; SRD "Range Penalty", the same in 3.0 and 3.5).
 */
export function maxRangeFt(ranged: RangedProfile): number {
  return ranged.increment * (ranged.kind === "thrown" ? 5 : 10);
}

/**
 * The range penalty: −2 for each FULL increment between attacker and target (SRD "Range
 * Penalty": a shortbow, 60 ft, hits up to 59 ft with no penalty, and at 200 ft — at least three
 * increments but not four — takes −6). So a longbow (100 ft) is at +0 below 100 ft, −2 from 100
 * ft, −4 from 200 ft. Past max range → a `RangeViolation`.
 */
export function rangePenalty(
  e: Edition3x,
  ranged: RangedProfile,
  distanceFt: number,
): number | RangeViolation {
  // Bad input at the edge, not a rule question: a distance is a finite, non-negative length.
  if (!Number.isFinite(distanceFt) || distanceFt < 0) {
    throw new RangeError(`rangePenalty: distanceFt must be ≥ 0, got ${distanceFt}`);
  }
  const maxFt = maxRangeFt(ranged);
  if (distanceFt > maxFt)
    return { kind: "outOfRange", distanceFt, maxFt, rule: e.rules.rangePenalty };
  const full = Math.floor(distanceFt / ranged.increment);
  // `0 - 2 × n` rather than `−2 × n`, so no penalty is +0, not −0.
  return 0 - 2 * full;
}

/** Narrows a result (a penalty, an attack bonus, …) to the out-of-range case. */
export function isRangeViolation<T extends object | number>(
  x: T | RangeViolation,
): x is RangeViolation {
  return typeof x === "object" && "kind" in x && x.kind === "outOfRange";
}
