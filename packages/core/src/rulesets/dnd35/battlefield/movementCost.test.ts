import { describe, expect, it } from "vitest";
import type { MapFeature, MapState } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import { pathCost, stepSquares } from "./costModel.ts";
import { terrainGrid } from "./terrainKinds.ts";

const map = (terrain: MapFeature[] = []): MapState => ({ width: 12, height: 12, terrain });
const diagonals = (k: number): Square[] =>
  Array.from({ length: k }, (_, i) => ({ x: i + 1, y: i + 1 }));
const at = (x: number, y: number, kind: string): MapFeature => ({ x, y, kind });

describe("pricing a path (dnd35 测量距离, 地形和障碍物, 特殊移动规则)", () => {
  it("diagonals count 1, 2, 1, 2: five cost 7 squares, 35 ft (dnd35 测量距离)", () => {
    expect(
      [1, 2, 3, 4, 5].map((k) => pathCost(terrainGrid(map()), { x: 0, y: 0 }, diagonals(k))),
    ).toEqual([5, 15, 20, 30, 35].map((feet, i) => ({ feet, diagonals: i + 1 })));
  });

  it("in difficult terrain a square costs 2 and a diagonal 3: five diagonals cost 15 squares, 75 ft (dnd35 地形和障碍物)", () => {
    const rough = map(diagonals(5).map((s) => at(s.x, s.y, "difficult")));
    expect(pathCost(terrainGrid(rough), { x: 0, y: 0 }, diagonals(5))).toEqual({
      feet: 75,
      diagonals: 0,
    });
    expect(pathCost(terrainGrid(rough), { x: 0, y: 1 }, [{ x: 1, y: 1 }])).toEqual({
      feet: 10,
      diagonals: 0,
    });
  });

  it("a cost doubled twice is 4 squares, 6 on a diagonal, 8 and 12 three times (dnd35 特殊移动规则)", () => {
    expect([0, 1, 2, 3].map((d) => stepSquares(d, false, 0))).toEqual([1, 2, 4, 8]);
    expect([1, 2, 3].map((d) => stepSquares(d, true, 0))).toEqual([3, 6, 12]);
    const both = map([
      at(1, 1, "difficult"),
      at(1, 1, "obstacle"),
      at(2, 1, "difficult"),
      at(2, 1, "obstacle"),
    ]);
    expect(
      pathCost(terrainGrid(both), { x: 0, y: 0 }, [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
      ]),
    ).toMatchObject({
      feet: 30 + 20,
    });
  });

  it("a doubled diagonal counts as two plain ones, so the 1-2 alternation goes on where it was (dnd35 特殊移动规则)", () => {
    // plain diagonal 1, difficult diagonal 3, plain diagonal 2: 6 squares.
    const one = map([at(2, 2, "difficult")]);
    expect(pathCost(terrainGrid(one), { x: 0, y: 0 }, diagonals(3))).toEqual({
      feet: 30,
      diagonals: 2,
    });
  });

  it("walls and pits cannot be entered; only a wall's corner cannot be cut (dnd35 测量距离)", () => {
    const wall = terrainGrid(map([at(1, 0, "wall")]));
    expect(pathCost(wall, { x: 0, y: 0 }, [{ x: 1, y: 0 }])).toMatchObject({
      code: "blockedTerrain",
    });
    expect(pathCost(wall, { x: 0, y: 0 }, [{ x: 1, y: 1 }])).toMatchObject({ code: "cutsCorner" });
    const pit = terrainGrid(map([at(1, 0, "pit")]));
    expect(pathCost(pit, { x: 0, y: 0 }, [{ x: 1, y: 1 }])).toEqual({ feet: 5, diagonals: 1 });
    // A Large creature (2×2) moving diagonally brushes the squares beside its new space.
    const big = terrainGrid(map([at(2, 0, "wall")]));
    expect(pathCost(big, { x: 0, y: 0 }, [{ x: 1, y: 1 }], 2)).toMatchObject({
      code: "cutsCorner",
    });
  });
});
