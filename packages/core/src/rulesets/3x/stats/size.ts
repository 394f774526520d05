import type { Size } from "../../../model/size.ts";

// Seed 000 表：体型修正: the same modifier applies to attack rolls and to AC.
const SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: 8,
  diminutive: 4,
  tiny: 2,
  small: 1,
  medium: 0,
  large: -1,
  huge: -2,
  gargantuan: -4,
  colossal: -8,
};

/** The size modifier to attack and AC (seed 000 表：体型修正; `Rules3x.sizeModifier`). */
export function sizeModifier(size: Size): number {
  return SIZE_MODIFIER[size];
}

// Seed 000 攻击Attack (徒手攻击伤害) gives Small 1d2, Medium 1d3, Large 1d4; the other sizes follow
// the SRD damage-by-size steps (1 → 1d2 → 1d3 → 1d4 → 1d6 → 1d8 → 2d6). The SRD has no step below
// 1, so Diminutive and Fine keep 1 rather than inventing a zero-damage strike.
const UNARMED_DAMAGE: Readonly<Record<Size, string>> = {
  fine: "1",
  diminutive: "1",
  tiny: "1",
  small: "1d2",
  medium: "1d3",
  large: "1d4",
  huge: "1d6",
  gargantuan: "1d8",
  colossal: "2d6",
};

/** Unarmed strike damage dice for a size (seed 000 攻击Attack; `Rules3x.unarmed`). */
export function unarmedDamage(size: Size): string {
  return UNARMED_DAMAGE[size];
}
