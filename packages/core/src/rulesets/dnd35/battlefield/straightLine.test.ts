import { describe, expect, it } from "vitest";
import { isStraightLine } from "./costModel.ts";

describe("a straight line on the grid (dnd35 奔跑Run)", () => {
  it("along a row, a diagonal, or the squares a ruler crosses is straight", () => {
    const o = { x: 0, y: 0 };
    expect(
      isStraightLine(
        o,
        [1, 2, 3].map((x) => ({ x, y: 0 })),
      ),
    ).toBe(true);
    expect(
      isStraightLine(
        o,
        [1, 2, 3].map((x) => ({ x, y: x })),
      ),
    ).toBe(true);
    const slope = [
      { x: 1, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 4, y: 2 },
      { x: 5, y: 2 },
      { x: 6, y: 3 },
    ];
    expect(isStraightLine(o, slope)).toBe(true);
  });

  it("a detour or a dog-leg is not", () => {
    const o = { x: 0, y: 0 };
    const dogLeg = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
      { x: 4, y: 3 },
      { x: 5, y: 3 },
      { x: 6, y: 3 },
    ];
    expect(isStraightLine(o, dogLeg)).toBe(false);
    const zigzag = [
      { x: 1, y: 1 },
      { x: 2, y: 0 },
      { x: 3, y: 1 },
    ];
    expect(isStraightLine(o, zigzag)).toBe(false);
  });
});
