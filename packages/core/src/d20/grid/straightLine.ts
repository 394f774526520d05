import type { Square } from "../../model/ids.ts";
import { distanceFt } from "./distance.ts";
import type { StepCostModel } from "./pathCost.ts";

/** How far a square's centre may lie from the line: half a square's diagonal. */
const SLACK = Math.SQRT1_2;

/**
 * True when a walk from `from` along `path` is a straight line on the grid (seed 000 奔跑Run: 在
 * 一条直线上): no detour (on open ground, priced by the ruleset's `model`, it would cost exactly
 * the distance it covers) and every square's centre within half a square's diagonal of the line
 * between the centres of the first and last squares — the squares a ruler laid across the grid
 * passes through.
 */
export function isStraightLine(
  model: StepCostModel,
  from: Square,
  path: readonly Square[],
): boolean {
  const end = path[path.length - 1];
  if (end === undefined) return false;
  let squares = 0;
  let diagonals = 0;
  let at = from;
  for (const sq of path) {
    const diagonal = at.x !== sq.x && at.y !== sq.y;
    squares += model.stepSquares(0, diagonal, diagonals);
    diagonals = model.nextDiagonals(0, diagonal, diagonals);
    at = sq;
  }
  if (squares * 5 !== distanceFt(from, end)) return false;
  const ex = end.x - from.x;
  const ey = end.y - from.y;
  const length = Math.hypot(ex, ey);
  return path.every(
    (sq) => Math.abs(ex * (sq.y - from.y) - ey * (sq.x - from.x)) / length <= SLACK + 1e-9,
  );
}
