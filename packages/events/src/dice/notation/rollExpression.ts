/**
 * A dice expression as tables and dice bots write it (`4d6kh3`, `2d20kl1`, `1d6r1`,
 * `(1d6+2)*2`, `1d8/2`): numbers and dice joined by `+ - * /` with the usual precedence, groups
 * in parentheses, a leading minus. Plain data, so it can be compared and printed back; the
 * engine's own rolls stay `DiceNotation` (sums of keyed dice).
 */
export type RollExpression = RollNumber | RollDice | RollNegation | RollOperation;

/** A whole number, never negative (a minus is a `RollNegation`). */
export interface RollNumber {
  readonly kind: "number";
  readonly value: number;
}

/** Which dice of a roll count: keep (or drop) the highest or the lowest `count`. */
export interface RollSelection {
  readonly keep: boolean;
  readonly highest: boolean;
  readonly count: number;
}

/**
 * `NdM` with its modifiers, applied in this order to each die: rerolls (`r1`: while it shows a
 * listed face, or once with `ro`), then the minimum and maximum a die counts as (`mi2`, `ma5`),
 * then the selection (`kh3`, `kl1`, `dh1`, `dl1`); the total is the sum of the dice kept.
 */
export interface RollDice {
  readonly kind: "dice";
  readonly count: number;
  readonly sides: number;
  /** The faces rerolled, in ascending order (empty: none). */
  readonly reroll: readonly number[];
  /** Reroll a die once only (`ro`), not until it shows another face (`r`). */
  readonly rerollOnce: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly select?: RollSelection;
}

/** `-X`. */
export interface RollNegation {
  readonly kind: "negate";
  readonly operand: RollExpression;
}

/** `A op B`; `/` divides and rounds down (seed 000: fractions are rounded down). */
export interface RollOperation {
  readonly kind: "operation";
  readonly op: "+" | "-" | "*" | "/";
  readonly left: RollExpression;
  readonly right: RollExpression;
}
