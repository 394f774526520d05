import type { Square } from "../../model/ids.ts";

/**
 * Distance in feet between two squares, counting diagonals 5, 10, 5, 10… (the d20 grid's rule:
 * seed 000 测量距离, seed 002's grid diagonals 1-2). What a walk costs is the ruleset's cost
 * model (`pathCost.ts`); the distance between creatures of any size is `space.ts` `gapFt`.
 */
export function distanceFt(a: Square, b: Square): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  const diagonal = Math.min(dx, dy);
  return 5 * (Math.max(dx, dy) + Math.floor(diagonal / 2));
}

/** True when `b` is one of the eight squares around `a`. */
export function adjacent(a: Square, b: Square): boolean {
  return a !== b && Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

/** Same square. */
export function sameSquare(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}
