// The public API of the dice folder. Named re-exports only, so that the package entry shows
// exactly what it offers; each name's one-line JSDoc sits on its declaration.

export {
  type DiceFinding,
  DiceMismatchError,
  type DiceMismatchField,
} from "./diceMismatch.ts";
export {
  type BadFace,
  checkTimes,
  evaluate,
  faceCount,
  faceRanges,
  findBadFace,
  MAX_TIMES,
} from "./evaluate.ts";
export { type ForcedDiceSource, type ForcedScript, forcedDice } from "./forcedSource.ts";
export { DieKeyError, type DieKeyParts, dieKey, parseDieKey, subDieKey } from "./key.ts";
// A table's dice notation (keep/drop, rerolls, arithmetic), for what a table writes by hand.
export {
  evaluateRollExpression,
  parseRollExpression,
  printRollExpression,
  ROLL_LIMITS,
  type RollExpression,
  RollExpressionError,
  type RolledExpression,
  type RollLimit,
  rollBounds,
} from "./notation/index.ts";
// Dice notation.
export {
  type ConstTerm,
  type DiceNotation,
  type DiceTerm,
  formatNotation,
  MAX_DICE_COUNT,
  MAX_DICE_PER_EXPRESSION,
  MAX_SIDES,
  MIN_SIDES,
  type NotationTerm,
  type Sign,
} from "./notation.ts";
export { DiceNotationError } from "./notationError.ts";
export { canonicalNotation, parseNotation } from "./parseNotation.ts";
export {
  type RecordedDiceOptions,
  type RecordedDiceSource,
  type RecordedDie,
  recordedDice,
} from "./recordedSource.ts";
export { rolledData } from "./rolled.ts";
// Keyed seeded dice: the scheme a log header names.
export { DICE_SCHEME, DICE_SCHEME_VERSION, rollSeeded, seededFace } from "./seeded.ts";
export { seededDice } from "./seededSource.ts";
// A roll of several dice at once: one request per die, each under its own sub-key.
export { checkDiceCount, severalRequests } from "./several.ts";
export { sha256Hex } from "./sha256.ts";
// Requests and sources: what the engine sees.
export type { DiceRequest, DiceSource } from "./source.ts";
