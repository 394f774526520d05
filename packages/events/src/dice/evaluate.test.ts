import { describe, expect, it } from "vitest";
import { checkTimes, evaluate, faceCount, faceRanges, findBadFace } from "./evaluate.ts";
import { parseNotation } from "./parseNotation.ts";

describe("evaluate", () => {
  it("given 1d8-1d4+2 and faces 8, 3, then the total is 7", () => {
    expect(evaluate(parseNotation("1d8-1d4+2"), [8, 3])).toBe(7);
  });

  it("given 1d8+3 rolled twice with faces 5, 2, then constants count each time: 5+3+2+3", () => {
    expect(evaluate(parseNotation("1d8+3"), [5, 2], 2)).toBe(13);
  });

  it("given 2d6+1d4 twice, then faces run repetition by repetition, term by term", () => {
    const notation = parseNotation("2d6+1d4");
    expect(faceCount(notation)).toBe(3);
    expect(faceRanges(notation, 2)).toEqual([6, 6, 4, 6, 6, 4]);
  });

  it("given the wrong number of faces, then it throws instead of guessing", () => {
    expect(() => evaluate(parseNotation("2d6"), [3])).toThrow("expected 2 faces, got 1");
  });

  it("given a 7 on a d6, then findBadFace points at it", () => {
    expect(findBadFace(parseNotation("1d4+1d6"), [2, 7])).toEqual({ index: 1, face: 7, sides: 6 });
    expect(findBadFace(parseNotation("1d4+1d6"), [2, 6])).toBeUndefined();
  });

  it.each([0, 1.5, 101, Number.NaN])("given times %d, then it is rejected", (times) => {
    expect(() => checkTimes(times)).toThrow(RangeError);
  });
});
