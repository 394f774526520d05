import { describe, expect, it } from "vitest";
import { gapFt, isSubSquare, spaceSquares } from "../../../d20/grid/index.ts";
import { SIZES } from "../../../model/size.ts";
import { meleeReach, naturalReachFt } from "../../3x/threat/index.ts";
import { weapon } from "../stats/index.ts";

describe("space and reach by size (dnd35 战斗中大型和小型生物)", () => {
  it("the table: space in squares and natural reach (tall) from Fine to Colossal", () => {
    const sizes = SIZES;
    expect(sizes.map(spaceSquares)).toEqual([1, 1, 1, 1, 1, 2, 3, 4, 6]);
    expect(sizes.map(naturalReachFt)).toEqual([0, 0, 0, 5, 5, 10, 15, 20, 30]);
    expect(sizes.map(isSubSquare)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reach weapons double natural reach and cannot hit at it or closer", () => {
    expect(meleeReach("medium", weapon("longspear"))).toEqual({ maxFt: 10, minFt: 5 });
    expect(meleeReach("large", weapon("longspear"))).toEqual({ maxFt: 20, minFt: 10 });
    expect(meleeReach("large", weapon("longsword"))).toEqual({ maxFt: 10, minFt: -1 });
    expect(meleeReach("tiny", weapon("longsword"))).toEqual({ maxFt: 0, minFt: -1 });
  });

  it("distance runs between the closest squares of two spaces", () => {
    // A Large creature at (0,0) fills (0..1, 0..1): (2,1) is next to it, (3,1) 10 ft away.
    expect(gapFt({ x: 0, y: 0, n: 2 }, { x: 2, y: 1, n: 1 })).toBe(5);
    expect(gapFt({ x: 0, y: 0, n: 2 }, { x: 3, y: 1, n: 1 })).toBe(10);
    expect(gapFt({ x: 0, y: 0, n: 2 }, { x: 1, y: 1, n: 1 })).toBe(0);
    // Two Large creatures three diagonals apart, corner to corner: 1 + 2 + 1 squares.
    expect(gapFt({ x: 0, y: 0, n: 2 }, { x: 4, y: 4, n: 2 })).toBe(20);
  });
});
