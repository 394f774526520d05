/** Bad dice notation: the expression, where it went wrong (0-based) and what was expected. */
export class DiceNotationError extends Error {
  override readonly name = "DiceNotationError";
  /** The expression as given. */
  readonly expr: string;
  /** 0-based offset into `expr` of the offending character (`expr.length` when input ran out). */
  readonly position: number;
  /** What the parser wanted at `position`, e.g. "the number of sides". */
  readonly expected: string;

  constructor(expr: string, position: number, expected: string) {
    // Columns are 1-based in the message because that is how people count characters in a line.
    const found =
      position < expr.length ? `, found ${JSON.stringify(expr.slice(position, position + 1))}` : "";
    super(
      `dice expression ${JSON.stringify(expr)} at column ${position + 1}: ` +
        `expected ${expected}${found}`,
    );
    this.expr = expr;
    this.position = position;
    this.expected = expected;
  }
}
