import { describe, expect, it } from "vitest";
import { onSomeLine } from "../../../d20/grid/index.ts";

/** The squares of a `w`×`h` box on some line between the two one-square spaces, as a picture. */
function picture(from: [number, number], to: [number, number], w: number, h: number): string[] {
  const a = { x: from[0], y: from[1], n: 1 };
  const b = { x: to[0], y: to[1], n: 1 };
  return Array.from({ length: h }, (_, y) =>
    Array.from({ length: w }, (_, x) => (onSomeLine(a, b, x, y) ? "#" : ".")).join(""),
  );
}

describe("a charge's lane: every line from the start square to the end square (dnd35 冲锋CHARGE)", () => {
  it("along a row the lane is the row; touching an edge is not passing through", () => {
    expect(picture([0, 1], [4, 1], 6, 3)).toEqual(["......", "#####.", "......"]);
  });

  it("on a diagonal the lane takes in the squares beside it, not the ones a corner touches", () => {
    expect(picture([0, 0], [3, 3], 5, 5)).toEqual(["##...", "###..", ".###.", "..##.", "....."]);
  });

  it("the lane is the same both ways, and for a bigger space it is the swept space", () => {
    for (const [from, to] of [
      [
        [0, 5],
        [6, 7],
      ],
      [
        [1, 1],
        [4, 6],
      ],
    ] as const) {
      expect(picture([...from], [...to], 9, 9)).toEqual(picture([...to], [...from], 9, 9));
    }
    const big = { x: 0, y: 0, n: 2 };
    const there = { x: 3, y: 0, n: 2 };
    const rows = [0, 1, 2].map((y) =>
      [0, 1, 2, 3, 4, 5, 6].map((x) => (onSomeLine(big, there, x, y) ? "#" : ".")).join(""),
    );
    expect(rows).toEqual(["#####..", "#####..", "......."]);
  });
});
