/**
 * The limits of a table's dice expression, each named in the error that enforces it: more than
 * any table rolls, few enough that a line of a log stays short and the arithmetic exact.
 */
export const ROLL_LIMITS = {
  /** Most dice one term may roll (`MAX_DICE`). */
  MAX_DICE: 100,
  /** Most dice one expression may roll, all terms together (`MAX_DICE_TOTAL`). */
  MAX_DICE_TOTAL: 200,
  /** Fewest sides a die may have (`MIN_SIDES`): a d1 is a constant written the long way. */
  MIN_SIDES: 2,
  /** Most sides a die may have (`MAX_SIDES`; `d%` is a d100). */
  MAX_SIDES: 1000,
  /** Largest number written (`MAX_NUMBER`). */
  MAX_NUMBER: 1_000_000,
  /** Most characters in an expression (`MAX_LENGTH`). */
  MAX_LENGTH: 200,
  /** Most faces a roll with rerolls may take (`MAX_FACES`). */
  MAX_FACES: 1000,
} as const;

/** The name of one limit. */
export type RollLimit = keyof typeof ROLL_LIMITS;
