import type { RollLimit } from "./limits.ts";

/**
 * A table's dice expression that cannot be read or evaluated: the expression, the 0-based column
 * where it went wrong (when it is a matter of spelling) and why, with the limit broken if any.
 */
export class RollExpressionError extends Error {
  override readonly name = "RollExpressionError";
  /** The expression as written. */
  readonly expr: string;
  /** 0-based offset of the offending character, when the error is in the spelling. */
  readonly position: number | undefined;
  /** The limit broken (`MAX_DICE`, …), when one is. */
  readonly limit: RollLimit | undefined;
  /** Why, in words. */
  readonly reason: string;

  constructor(expr: string, reason: string, position?: number, limit?: RollLimit) {
    const where = position === undefined ? "" : ` at column ${position + 1}`;
    super(`dice expression ${JSON.stringify(expr)}${where}: ${reason}`);
    this.expr = expr;
    this.position = position;
    this.limit = limit;
    this.reason = reason;
  }
}
