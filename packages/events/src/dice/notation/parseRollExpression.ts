import { ROLL_LIMITS } from "./limits.ts";
import type { RollDice, RollExpression, RollSelection } from "./rollExpression.ts";
import { RollExpressionError } from "./rollExpressionError.ts";

/**
 * Reads a dice expression as tables and dice bots write it (`rollExpression.ts`): spaces
 * anywhere, `D` for `d`, `d20` for `1d20`, `d%` for `1d100`. Throws a `RollExpressionError`
 * naming the column, or the limit (`ROLL_LIMITS`) a count, a die's sides or a number breaks.
 */
export function parseRollExpression(text: string): RollExpression {
  if (text.length > ROLL_LIMITS.MAX_LENGTH)
    throw new RollExpressionError(
      text,
      `${text.length} characters, more than MAX_LENGTH (${ROLL_LIMITS.MAX_LENGTH})`,
      undefined,
      "MAX_LENGTH",
    );
  const p = new Parser(text);
  const e = p.sum();
  p.end();
  let dice = 0;
  const count = (x: RollExpression): void => {
    if (x.kind === "dice") dice += x.count;
    else if (x.kind === "negate") count(x.operand);
    else if (x.kind === "operation") {
      count(x.left);
      count(x.right);
    }
  };
  count(e);
  if (dice > ROLL_LIMITS.MAX_DICE_TOTAL)
    throw new RollExpressionError(
      text,
      `${dice} dice in all, more than MAX_DICE_TOTAL (${ROLL_LIMITS.MAX_DICE_TOTAL})`,
      undefined,
      "MAX_DICE_TOTAL",
    );
  return e;
}

class Parser {
  private i = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.text[this.i] === " ") this.i++;
  }
  private peek(): string | undefined {
    this.skip();
    return this.text[this.i];
  }
  private fail(expected: string, at = this.i): never {
    const found = at < this.text.length ? `, found ${JSON.stringify(this.text[at])}` : "";
    throw new RollExpressionError(this.text, `expected ${expected}${found}`, at);
  }

  end(): void {
    if (this.peek() !== undefined) this.fail("an operator (+ - * /) or the end");
  }

  sum(): RollExpression {
    let left = this.product();
    for (let c = this.peek(); c === "+" || c === "-"; c = this.peek()) {
      this.i++;
      left = { kind: "operation", op: c, left, right: this.product() };
    }
    return left;
  }

  private product(): RollExpression {
    let left = this.unary();
    for (let c = this.peek(); c === "*" || c === "/"; c = this.peek()) {
      this.i++;
      left = { kind: "operation", op: c, left, right: this.unary() };
    }
    return left;
  }

  private unary(): RollExpression {
    if (this.peek() === "-") {
      this.i++;
      return { kind: "negate", operand: this.unary() };
    }
    return this.atom();
  }

  private atom(): RollExpression {
    const c = this.peek();
    if (c === "(") {
      this.i++;
      const inner = this.sum();
      if (this.peek() !== ")") this.fail('")"');
      this.i++;
      return inner;
    }
    const start = this.i;
    const n = this.number("MAX_NUMBER");
    const d = this.text[this.i];
    if (d === "d" || d === "D") return this.dice(start, n ?? 1);
    if (n === undefined) this.fail('a number, a die (1d20) or "("');
    return { kind: "number", value: n };
  }

  private number(limit: "MAX_NUMBER" | "MAX_DICE"): number | undefined {
    const m = /^\d+/.exec(this.text.slice(this.i));
    if (m === null) return undefined;
    const at = this.i;
    this.i += m[0].length;
    const n = Number(m[0]);
    const most = ROLL_LIMITS[limit];
    if (n > most) {
      const what = limit === "MAX_DICE" ? "dice" : "";
      throw new RollExpressionError(
        this.text,
        `${m[0]}${what === "" ? "" : ` ${what}`} is more than ${limit} (${most})`,
        at,
        limit,
      );
    }
    return n;
  }

  private dice(start: number, count: number): RollDice {
    if (count > ROLL_LIMITS.MAX_DICE)
      throw new RollExpressionError(
        this.text,
        `${count} dice is more than MAX_DICE (${ROLL_LIMITS.MAX_DICE})`,
        start,
        "MAX_DICE",
      );
    if (count === 0) throw new RollExpressionError(this.text, "a roll of no dice", start);
    this.i++; // the d
    let sides: number;
    if (this.text[this.i] === "%") {
      this.i++;
      sides = 100;
    } else {
      const at = this.i;
      const s = this.number("MAX_NUMBER");
      if (s === undefined) this.fail("the number of sides");
      if (s < ROLL_LIMITS.MIN_SIDES || s > ROLL_LIMITS.MAX_SIDES)
        throw new RollExpressionError(
          this.text,
          `a d${s}: sides from MIN_SIDES (${ROLL_LIMITS.MIN_SIDES}) to MAX_SIDES (${ROLL_LIMITS.MAX_SIDES})`,
          at,
          s < ROLL_LIMITS.MIN_SIDES ? "MIN_SIDES" : "MAX_SIDES",
        );
      sides = s;
    }
    return this.modifiers(count, sides);
  }

  private modifiers(count: number, sides: number): RollDice {
    const reroll = new Set<number>();
    let rerollOnce: boolean | undefined;
    let min: number | undefined;
    let max: number | undefined;
    let select: RollSelection | undefined;
    for (;;) {
      const at = this.i;
      const m = /^(kh|kl|dh|dl|ro|r|mi|ma)/.exec(this.text.slice(this.i));
      if (m === null) break;
      const word = m[1]!;
      this.i += word.length;
      const n = this.number("MAX_NUMBER");
      if (n === undefined) this.fail(`a number after "${word}"`);
      const twice = (what: string) =>
        new RollExpressionError(this.text, `${what} given twice on one roll`, at);
      const outOfRange = (what: string) =>
        new RollExpressionError(this.text, `${word}${n}: ${what}`, at);
      switch (word) {
        case "r":
        case "ro":
          if (rerollOnce !== undefined && rerollOnce !== (word === "ro"))
            throw new RollExpressionError(this.text, '"r" and "ro" on one roll', at);
          if (n < 1 || n > sides) throw outOfRange(`a d${sides} has no face ${n}`);
          rerollOnce = word === "ro";
          reroll.add(n);
          break;
        case "mi":
          if (min !== undefined) throw twice("a minimum");
          if (n < 1 || n > sides) throw outOfRange(`a minimum from 1 to ${sides}`);
          min = n;
          break;
        case "ma":
          if (max !== undefined) throw twice("a maximum");
          if (n < 1 || n > sides) throw outOfRange(`a maximum from 1 to ${sides}`);
          max = n;
          break;
        default:
          if (select !== undefined) throw twice("a keep or drop");
          if (word[0] === "k" ? n < 1 || n > count : n < 0 || n >= count)
            throw outOfRange(
              word[0] === "k"
                ? `keeps from 1 to the ${count} dice rolled`
                : `drops fewer than the ${count} dice rolled`,
            );
          select = { keep: word[0] === "k", highest: word[1] === "h", count: n };
      }
    }
    if (reroll.size >= sides)
      throw new RollExpressionError(this.text, `rerolls every face of a d${sides}`);
    if (min !== undefined && max !== undefined && min > max)
      throw new RollExpressionError(this.text, `a minimum (mi${min}) above the maximum (ma${max})`);
    return {
      kind: "dice",
      count,
      sides,
      reroll: [...reroll].sort((a, b) => a - b),
      rerollOnce: rerollOnce ?? false,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(select === undefined ? {} : { select }),
    };
  }
}
