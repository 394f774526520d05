import { describe, expect, it } from "vitest";
import { evaluateRollExpression, rollBounds } from "./evaluateRollExpression.ts";
import { parseRollExpression } from "./parseRollExpression.ts";
import { printRollExpression } from "./printRollExpression.ts";
import { RollExpressionError } from "./rollExpressionError.ts";

const total = (text: string, faces: number[]) =>
  evaluateRollExpression(parseRollExpression(text), faces, text).total;

const error = (f: () => unknown): RollExpressionError => {
  try {
    f();
  } catch (e) {
    if (e instanceof RollExpressionError) return e;
    throw e;
  }
  throw new Error("no error");
};

describe("a table's dice notation, as dice bots write it", () => {
  it("given 4d6kh3 when the dice show 6 2 5 1 then the three highest count: 13", () => {
    expect(total("4d6kh3", [6, 2, 5, 1])).toBe(13);
  });
  it("given 2d20kl1 (disadvantage) when the dice show 17 4 then the lower counts: 4", () => {
    expect(total("2d20kl1", [17, 4])).toBe(4);
  });
  it("given 4d6dl1 when the dice show 6 2 5 1 then dropping the lowest gives 13", () => {
    expect(total("4d6dl1", [6, 2, 5, 1])).toBe(13);
  });
  it("given 2d6r1 when a die shows 1 then it is rerolled until it does not: the faces are 1 1 4 3", () => {
    expect(total("2d6r1", [1, 1, 4, 3])).toBe(7);
  });
  it("given 1d6ro1 when the die shows 1 then it is rerolled once only, even onto another 1", () => {
    expect(total("1d6ro1", [1, 1])).toBe(1);
  });
  it("given mi2 and ma5 then a die counts as at least 2 and at most 5", () => {
    expect(total("3d6mi2ma5", [1, 6, 3])).toBe(10);
  });
  it("given (1d6+2)*2 then the parentheses bind before the product", () => {
    expect(total("(1d6+2)*2", [3])).toBe(10);
    expect(total("1d6+2*2", [3])).toBe(7);
  });
  it("given 1d8/2 when the die shows 7 then the half rounds down: 3", () => {
    expect(total("1d8/2", [7])).toBe(3);
  });
  it("given several terms then each reads its own faces in order", () => {
    expect(total("1d20+1d4-1+d6", [12, 3, 5])).toBe(19);
  });
  it("given sloppy spelling then it prints canonically", () => {
    expect(printRollExpression(parseRollExpression(" D20 + 2d%ro1kh1 ")).toString()).toBe(
      "1d20+2d100ro1kh1",
    );
    expect(printRollExpression(parseRollExpression("10-(2-1)"))).toBe("10-(2-1)");
    expect(printRollExpression(parseRollExpression("(10-2)-1"))).toBe("10-2-1");
  });
  it("given the bounds of 4d6kh3 then they are 3 and 18", () => {
    expect(rollBounds(parseRollExpression("4d6kh3"))).toEqual({ min: 3, max: 18 });
    expect(rollBounds(parseRollExpression("2d6r1"))).toEqual({ min: 4, max: 12 });
  });

  it("given too many dice then the error names MAX_DICE", () => {
    const e = error(() => parseRollExpression("101d6"));
    expect(e.limit).toBe("MAX_DICE");
    expect(e.message).toBe(
      'dice expression "101d6" at column 1: 101 dice is more than MAX_DICE (100)',
    );
  });
  it("given a die of too many sides then the error names MAX_SIDES", () => {
    expect(error(() => parseRollExpression("1d1001")).limit).toBe("MAX_SIDES");
    expect(error(() => parseRollExpression("1d1")).limit).toBe("MIN_SIDES");
  });
  it("given too many dice in all then the error names MAX_DICE_TOTAL", () => {
    expect(error(() => parseRollExpression("100d6+100d6+1d6")).limit).toBe("MAX_DICE_TOTAL");
  });
  it("given modifiers out of range then each says why", () => {
    expect(error(() => parseRollExpression("2d6kh3")).reason).toBe(
      "kh3: keeps from 1 to the 2 dice rolled",
    );
    expect(error(() => parseRollExpression("1d6r7")).reason).toBe("r7: a d6 has no face 7");
    expect(error(() => parseRollExpression("1d2r1r2")).reason).toBe("rerolls every face of a d2");
    expect(error(() => parseRollExpression("1d6mi5ma2")).reason).toBe(
      "a minimum (mi5) above the maximum (ma2)",
    );
    expect(error(() => parseRollExpression("1d6kh1kl1")).reason).toBe(
      "a keep or drop given twice on one roll",
    );
  });
  it("given a spelling error then the column is named", () => {
    expect(error(() => parseRollExpression("2d6+")).message).toBe(
      'dice expression "2d6+" at column 5: expected a number, a die (1d20) or "("',
    );
    expect(error(() => parseRollExpression("(1d6+2")).position).toBe(6);
  });
  it("given faces that do not fit then evaluation says how", () => {
    expect(error(() => total("2d6", [3])).reason).toBe("1 face(s) written, more are rolled");
    expect(error(() => total("2d6", [3, 4, 5])).reason).toBe(
      "3 faces written, but the dice take 2 (rerolls included)",
    );
    expect(error(() => total("1d6", [7])).reason).toBe("face 1 is 7, not from 1 to 6");
    expect(error(() => total("1d6/(1-1)", [2])).reason).toBe("a division by zero");
  });
});
