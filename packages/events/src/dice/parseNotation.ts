import {
  type DiceNotation,
  formatNotation,
  MAX_DICE_COUNT,
  MAX_DICE_PER_EXPRESSION,
  MAX_SIDES,
  MIN_SIDES,
  type NotationTerm,
  type Sign,
} from "./notation.ts";
import { DiceNotationError } from "./notationError.ts";

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/**
 * Parses dice notation: `NdM`, `dM`, `d%` and constants joined by `+` or `-` (`1d8-1d4+2`).
 * The `d` may be upper-case and whitespace may surround any term or operator, but not split one
 * (`2 d6` is rejected: it reads as the constant 2 followed by stray text). Throws
 * `DiceNotationError` at the first character that does not fit.
 */
export function parseNotation(expr: string): DiceNotation {
  let pos = 0;
  let diceSoFar = 0;
  // The largest magnitude the total can reach; kept within safe integers so sums stay exact.
  let bound = 0;
  const fail = (at: number, expected: string): never => {
    throw new DiceNotationError(expr, at, expected);
  };
  const skipSpace = (): void => {
    while (isSpace(expr[pos])) pos++;
  };
  const readDigits = (): string => {
    const start = pos;
    while (isDigit(expr[pos])) pos++;
    return expr.slice(start, pos);
  };
  const readOperator = (): Sign | undefined => {
    const c = expr[pos];
    if (c !== "+" && c !== "-") return undefined;
    pos++;
    skipSpace();
    return c === "-" ? -1 : 1;
  };

  const readTerm = (sign: Sign): NotationTerm => {
    const start = pos;
    const digits = readDigits();
    const c = expr[pos];
    if (c === "d" || c === "D") {
      const count = digits === "" ? 1 : Number(digits);
      if (count < 1 || count > MAX_DICE_COUNT) {
        fail(start, `a dice count from 1 to ${MAX_DICE_COUNT}`);
      }
      pos++;
      const sidesAt = pos;
      let sides: number;
      if (expr[pos] === "%") {
        pos++;
        sides = 100;
      } else {
        const sideDigits = readDigits();
        if (sideDigits === "") return fail(sidesAt, "the number of sides");
        sides = Number(sideDigits);
        if (sides < MIN_SIDES || sides > MAX_SIDES) {
          fail(sidesAt, `a number of sides from ${MIN_SIDES} to ${MAX_SIDES}`);
        }
      }
      diceSoFar += count;
      if (diceSoFar > MAX_DICE_PER_EXPRESSION) {
        fail(start, `at most ${MAX_DICE_PER_EXPRESSION} dice in the whole expression`);
      }
      bound += count * sides;
      return { kind: "dice", sign, count, sides };
    }
    if (digits === "") return fail(start, "a dice term (like 2d6) or a constant");
    const value = Number(digits);
    bound += value;
    if (!Number.isSafeInteger(value) || !Number.isSafeInteger(bound)) {
      fail(start, "a constant that keeps the total within safe integers");
    }
    return { kind: "const", sign, value };
  };

  skipSpace();
  // A leading sign is allowed so that a negated expression (`-1d4`) still parses.
  const first = readTerm(readOperator() ?? 1);
  const rest: NotationTerm[] = [];
  for (;;) {
    skipSpace();
    if (pos === expr.length) break;
    const sign = readOperator();
    if (sign === undefined) return fail(pos, '"+", "-" or the end of the expression');
    rest.push(readTerm(sign));
  }
  return { terms: [first, ...rest] };
}

/** The canonical spelling of `expr` (see `formatNotation`); throws `DiceNotationError`. */
export function canonicalNotation(expr: string): string {
  return formatNotation(parseNotation(expr));
}
