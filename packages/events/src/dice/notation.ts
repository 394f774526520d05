/** A term's sign: `+1` adds it to the total, `-1` subtracts it. */
export type Sign = 1 | -1;

/** `NdM`: roll `count` dice of `sides` sides each and add (or subtract) their faces. */
export interface DiceTerm {
  readonly kind: "dice";
  readonly sign: Sign;
  readonly count: number;
  readonly sides: number;
}

/** A constant such as the `+3` in `2d6+3`; `value` is never negative, `sign` carries it. */
export interface ConstTerm {
  readonly kind: "const";
  readonly sign: Sign;
  readonly value: number;
}

/** One term of a dice expression. */
export type NotationTerm = DiceTerm | ConstTerm;

/**
 * A parsed dice expression: plain data, so it can be compared, logged and rebuilt. Terms keep the
 * order they were written in, because that order fixes which face belongs to which die.
 */
export interface DiceNotation {
  readonly terms: readonly [NotationTerm, ...NotationTerm[]];
}

/** Most dice one term may roll: more than any table rolls, few enough to keep a log line short. */
export const MAX_DICE_COUNT = 1000;

/** Most dice one expression may roll, all terms together (same reason as `MAX_DICE_COUNT`). */
export const MAX_DICE_PER_EXPRESSION = 1000;

/**
 * Fewest sides a die may have. A d1 is rejected: it always shows 1, so it is a constant written
 * the long way, and in practice `1d1` is a typo for `1d10` or `1d12`.
 */
export const MIN_SIDES = 2;

/** Most sides a die may have (`d%` is a d100; nothing in the rulesets goes past that). */
export const MAX_SIDES = 1000;

/**
 * The canonical spelling of an expression: dice count always written, `d%` as `1d100`, lower-case
 * `d`, no spaces, no leading `+`. `parseNotation(formatNotation(n))` equals `n`, so the log holds
 * one spelling per expression.
 */
export function formatNotation(notation: DiceNotation): string {
  return notation.terms
    .map((term, i) => {
      const op = term.sign === -1 ? "-" : i === 0 ? "" : "+";
      const body = term.kind === "dice" ? `${term.count}d${term.sides}` : `${term.value}`;
      return op + body;
    })
    .join("");
}
