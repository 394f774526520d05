// The dice notation tables and dice bots write (a table log's `gm` rolls and `roll` lines), apart
// from the engine's keyed dice: parse, print back, evaluate on written faces, bound a total.

export {
  evaluateRollExpression,
  type RolledExpression,
  rollBounds,
} from "./evaluateRollExpression.ts";
export { ROLL_LIMITS, type RollLimit } from "./limits.ts";
export { parseRollExpression } from "./parseRollExpression.ts";
export { printRollExpression } from "./printRollExpression.ts";
export type {
  RollDice,
  RollExpression,
  RollNegation,
  RollNumber,
  RollOperation,
  RollSelection,
} from "./rollExpression.ts";
export { RollExpressionError } from "./rollExpressionError.ts";
