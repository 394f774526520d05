import {
  type GridPricing,
  type PathCost,
  pathCost as pricePath,
  type StepCostModel,
  isStraightLine as straightOnGrid,
  type TerrainGrid,
} from "../../../d20/grid/index.ts";
import type { RuleViolation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";

/**
 * The cost in squares of one step (seed 000 测量距离, 地形和障碍物, 特殊移动规则): straight 1;
 * diagonals 1, 2, 1, 2… by how many plain diagonals came before in this move; each doubling of
 * the cost doubles a straight step (2, 4, 8) and makes a diagonal 3, 6, 12 — "like two ordinary
 * diagonals", so it leaves the 1-2 alternation where it was.
 */
export function stepSquares(doublings: number, diagonal: boolean, diagonalsSoFar: number): number {
  if (!diagonal) return 2 ** doublings;
  if (doublings === 0) return diagonalsSoFar % 2 === 0 ? 1 : 2;
  return 3 * 2 ** (doublings - 1);
}

/** The diagonal count after a step: only plain diagonals advance the 1-2 alternation. */
export function nextDiagonals(
  doublings: number,
  diagonal: boolean,
  diagonalsSoFar: number,
): number {
  return diagonal && doublings === 0 ? diagonalsSoFar + 1 : diagonalsSoFar;
}

/** The dnd35 cost model the d20 grid prices walks with: alternating diagonals, ×2 terrain. */
export const DND35_COST_MODEL: StepCostModel = { stepSquares, nextDiagonals };

/** How dnd35 prices a walk: its cost model, and the rules a refused step cites. */
export const DND35_PRICING: GridPricing = {
  model: DND35_COST_MODEL,
  rules: {
    measuringDistance: "dnd35.measuringDistance",
    terrain: "dnd35.terrain",
    tacticalMovement: "dnd35.tacticalMovement",
  },
};

/**
 * Prices a dnd35 walk square by square (the d20 grid's `pathCost` with dnd35's pricing): rule
 * `dnd35.measuringDistance` for a broken path or a cut corner, `dnd35.terrain` for a wall or pit,
 * `dnd35.tacticalMovement` for the map's edge. `hampered` is the mover's own doublings
 * (`moverDoublings`: blinded), added to every step's terrain doublings.
 */
export function pathCost(
  grid: TerrainGrid,
  from: Square,
  path: readonly Square[],
  n = 1,
  hampered = 0,
): PathCost | RuleViolation {
  return pricePath(DND35_PRICING, grid, from, path, n, hampered);
}

/** A dnd35 straight line (seed 000 奔跑Run: 在一条直线上), priced by dnd35's cost model. */
export function isStraightLine(from: Square, path: readonly Square[]): boolean {
  return straightOnGrid(DND35_COST_MODEL, from, path);
}
