/**
 * Checks an amount of damage or healing handed in by the engine. A negative or fractional amount
 * is a bug at the edge, not a rule violation, so it throws (STYLE: exceptions for bad input).
 */
export function assertAmount(value: number, where: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`injury/${where}: amount must be a non-negative integer, got ${value}`);
  }
}
