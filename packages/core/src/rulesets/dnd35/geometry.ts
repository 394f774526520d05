import type { Square } from "../../model/ids.ts";

/**
 * Distance in feet between two squares, counting diagonals 5, 10, 5, 10… (SRD 3.5 tactical
 * movement; seed 000 移动，位置，距离). The battlefield rules refine movement; this is the measure.
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

/**
 * Cost in feet of walking `path` from `from`, step by step; the second, fourth… diagonal costs
 * 10 ft. Undefined when a step is not to a neighbouring square.
 */
export function pathCostFt(from: Square, path: readonly Square[]): number | undefined {
  let feet = 0;
  let diagonals = 0;
  let at = from;
  for (const next of path) {
    if (!adjacent(at, next)) return undefined;
    if (at.x !== next.x && at.y !== next.y) {
      diagonals++;
      feet += diagonals % 2 === 0 ? 10 : 5;
    } else {
      feet += 5;
    }
    at = next;
  }
  return feet;
}
