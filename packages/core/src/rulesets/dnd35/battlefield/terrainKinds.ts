import { TERRAIN_BITS, type TerrainGrid, terrainLookup } from "../../../d20/grid/index.ts";
import type { MapState } from "../../../engine/state.ts";

const { hinders, hindersAgain, impassable, solid } = TERRAIN_BITS;

/**
 * What the grid knows of each dnd35 terrain kind (seed 000 地形和障碍物; the kinds are
 * `battleMap.ts` `TerrainKind`): difficult terrain and an obstacle each double a square's cost,
 * so a square with both doubles twice; a wall blocks and has corners nobody cuts; a pit blocks.
 */
const DND35_TERRAIN: ReadonlyMap<string, number> = new Map([
  ["difficult", hinders],
  ["obstacle", hindersAgain],
  ["wall", impassable | solid],
  ["pit", impassable],
  // A low wall hampers movement like any obstacle (seed 000 地形和障碍物 障碍物Obstacles).
  ["lowObstacle", hindersAgain],
  // Raised ground changes only the attack roll (rulesets/3x/modifiers/higherGround.ts).
  ["high", 0],
]);

/**
 * The dnd35 terrain lookup for a map, cached per map object. Throws on a kind dnd35 does not
 * know: the header check (`battleMap.ts` `checkMap`) rejects such a map before a fight is built.
 */
export const terrainGrid: (map: MapState) => TerrainGrid = terrainLookup(DND35_TERRAIN);
