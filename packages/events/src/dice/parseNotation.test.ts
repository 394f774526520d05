import { describe, expect, it } from "vitest";
import { formatNotation } from "./notation.ts";
import { DiceNotationError } from "./notationError.ts";
import { canonicalNotation, parseNotation } from "./parseNotation.ts";

describe("parseNotation", () => {
  it("given 2d6+3, then two d6 and a +3 constant", () => {
    expect(parseNotation("2d6+3")).toEqual({
      terms: [
        { kind: "dice", sign: 1, count: 2, sides: 6 },
        { kind: "const", sign: 1, value: 3 },
      ],
    });
  });

  it("given d%, then one d100, written 1d100", () => {
    const notation = parseNotation("d%");
    expect(notation.terms).toEqual([{ kind: "dice", sign: 1, count: 1, sides: 100 }]);
    expect(formatNotation(notation)).toBe("1d100");
  });

  it("given 1d8-1d4+2, then the d4 is subtracted", () => {
    expect(parseNotation("1d8-1d4+2").terms).toEqual([
      { kind: "dice", sign: 1, count: 1, sides: 8 },
      { kind: "dice", sign: -1, count: 1, sides: 4 },
      { kind: "const", sign: 1, value: 2 },
    ]);
  });

  it.each([
    ["3d6 + 1", "3d6+1"],
    ["  2D6+D8  ", "2d6+1d8"],
    ["-1d4 - 2", "-1d4-2"],
    ["+d20", "1d20"],
    ["\td12\t-\t1", "1d12-1"],
    ["5", "5"],
    ["02d06", "2d6"],
  ])("given %j, then the canonical form is %j", (expr, canonical) => {
    expect(canonicalNotation(expr)).toBe(canonical);
  });

  it("given 2d, then the error names column 3 and the number of sides", () => {
    expect(() => parseNotation("2d")).toThrowError(
      new DiceNotationError("2d", 2, "the number of sides"),
    );
    expect(() => parseNotation("2d")).toThrow(
      'dice expression "2d" at column 3: expected the number of sides',
    );
  });

  it.each([
    ["", 0, "a dice term (like 2d6) or a constant"],
    ["2d6+", 4, "a dice term (like 2d6) or a constant"],
    ["2d6++3", 4, "a dice term (like 2d6) or a constant"],
    ["2d6 3", 4, '"+", "-" or the end of the expression'],
    ["2 d6", 2, '"+", "-" or the end of the expression'],
    ["2d6x", 3, '"+", "-" or the end of the expression'],
    ["d", 1, "the number of sides"],
    ["2dx", 2, "the number of sides"],
    ["0d6", 0, "a dice count from 1 to 1000"],
    ["1001d6", 0, "a dice count from 1 to 1000"],
    ["1d1", 2, "a number of sides from 2 to 1000"],
    ["1d0", 2, "a number of sides from 2 to 1000"],
    ["1d1001", 2, "a number of sides from 2 to 1000"],
    ["1d6+600d6+400d6", 10, "at most 1000 dice in the whole expression"],
    ["1d6+99999999999999999", 4, "a constant that keeps the total within safe integers"],
  ])("given %j, then it is rejected at position %i", (expr, position, expected) => {
    let error: unknown;
    try {
      parseNotation(expr);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DiceNotationError);
    expect(error).toMatchObject({ expr, position, expected });
    expect((error as Error).message).toContain(`at column ${position + 1}: expected ${expected}`);
  });
});
