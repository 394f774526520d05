import { SIZES, type Size } from "../../../model/size.ts";

// The size modifiers of the special attacks (seed 000 特殊攻击), each its own rule: the grapple
// check's special size modifier, the +4 per size step from Medium of the opposed Str and Dex
// checks (trip, bull rush, overrun), and the +4 per step the larger side of a disarm or sunder
// gets.

/** Steps from Medium: +1 per category above it, −1 per category below it. */
export function stepsFromMedium(size: Size): number {
  return SIZES.indexOf(size) - SIZES.indexOf("medium");
}

/**
 * The grapple check's special size modifier (seed 000 擒抱检定 特殊体型调整值: 超巨型+16，巨型+12，
 * 超大型+8，大型+4，中型+0，小型-4，超小型-8，微型-12，超微型-16).
 */
export function grappleSizeModifier(size: Size): number {
  return 4 * stepsFromMedium(size);
}

/**
 * The opposed Str or Dex check's size modifier of a trip, bull rush or overrun (seed 000
 * 冲撞/绊摔/闯越: 对抗者的体型每比中型大1级，就可以在检定中得到+4的加值，而每比中型小1级，就会在
 * 检定中受到-4的减值).
 */
export function opposedCheckSizeModifier(size: Size): number {
  return 4 * stepsFromMedium(size);
}

/**
 * The size bonus of a disarm's or sunder's opposed attack rolls (seed 000 卸除武器 步骤2: 体型较
 * 大的一方每大过其对手一级，就可以在攻击投骰上得到+4的加值): +4 per step to the larger side, 0
 * to the smaller.
 */
export function largerSideBonus(mine: Size, theirs: Size): number {
  return 4 * Math.max(0, SIZES.indexOf(mine) - SIZES.indexOf(theirs));
}

/** How many size categories `other` is larger than `me` (negative when smaller). */
export function sizeStepsLarger(me: Size, other: Size): number {
  return SIZES.indexOf(other) - SIZES.indexOf(me);
}
