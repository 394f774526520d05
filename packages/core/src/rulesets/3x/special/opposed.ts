import type { Term } from "../../../model/breakdown.ts";

// Opposed checks (seed 000 擒抱检定 and the opposed checks of 特殊攻击; SRD Using Skills, outside
// the seeds, for checks other than the grapple's): each side rolls d20 + its modifier, the higher
// total wins; a tie goes to the higher modifier, and equal modifiers roll again.

/** One side of an opposed check: who, what it rolls, its modifier term by term. */
export interface OpposedSide {
  readonly who: string;
  /** What the side rolls: "grapple", "Str", "Dex", "attack", "Bluff", "Sense Motive", … */
  readonly check: string;
  readonly bonus: readonly Term[];
}

/** One roll of both sides: the naturals and the totals. */
export interface OpposedRoll {
  readonly naturals: readonly number[];
  readonly totals: readonly number[];
}

/** The sum of a side's modifier. */
export function modifierOf(side: OpposedSide): number {
  let m = 0;
  for (const t of side.bonus) m += t.value;
  return m;
}

/**
 * Who wins one roll: 0 or 1, or undefined when totals and modifiers are both equal (roll again).
 * `automatic` forces a winner whatever the dice (a hold on a creature two sizes larger fails).
 */
export function opposedWinner(
  sides: readonly [OpposedSide, OpposedSide],
  roll: OpposedRoll,
): 0 | 1 | undefined {
  const a = roll.totals[0]!;
  const b = roll.totals[1]!;
  if (a !== b) return a > b ? 0 : 1;
  const ma = modifierOf(sides[0]);
  const mb = modifierOf(sides[1]);
  if (ma !== mb) return ma > mb ? 0 : 1;
  return undefined;
}
