import type { Square } from "../../model/ids.ts";
import { SIZES, type Size } from "../../model/size.ts";

// Seed 000 表：生物体型和尺寸 (战斗中大型和小型生物): the space a creature fills, in squares a side.
// Fine, Diminutive and Tiny creatures fill less than a square (½, 1 and 2½ ft) and may share
// one; on the grid they stand in a single square.
const SPACE_SQUARES: Readonly<Record<Size, number>> = {
  fine: 1,
  diminutive: 1,
  tiny: 1,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gargantuan: 4,
  colossal: 6,
};

/** How many squares a side a creature of this size fills (seed 000 表：生物体型和尺寸). */
export function spaceSquares(size: Size): number {
  return SPACE_SQUARES[size];
}

/** Fine, Diminutive and Tiny creatures fill less than a square and may share one. */
export function isSubSquare(size: Size): boolean {
  return sizeRank(size) < sizeRank("small");
}

/** The size category's place in the order Fine (0) … Colossal (8). */
export function sizeRank(size: Size): number {
  return SIZES.indexOf(size);
}

/** A creature's place on the grid: its top-left square and how many squares a side it fills. */
export interface Space {
  readonly x: number;
  readonly y: number;
  readonly n: number;
}

/** The space of a creature of `size` whose top-left square is `at`. */
export function spaceAt(at: Square, size: Size): Space {
  return { x: at.x, y: at.y, n: SPACE_SQUARES[size] };
}

/** True when two spaces share a square. */
export function overlaps(a: Space, b: Space): boolean {
  return a.x < b.x + b.n && b.x < a.x + a.n && a.y < b.y + b.n && b.y < a.y + a.n;
}

/**
 * Distance in feet between the closest squares of two spaces, counting diagonals 5, 10, 5, 10…
 * (seed 000 测量距离); 0 when they share a square. For one-square creatures this is the plain
 * square-to-square distance.
 */
export function gapFt(a: Space, b: Space): number {
  return gapBetween(a.x, a.y, a.n, b.x, b.y, b.n);
}

/** `gapFt` on plain numbers, for the hot paths that would otherwise build spaces to measure. */
export function gapBetween(
  ax: number,
  ay: number,
  an: number,
  bx: number,
  by: number,
  bn: number,
): number {
  const dx = Math.max(0, bx - (ax + an - 1), ax - (bx + bn - 1));
  const dy = Math.max(0, by - (ay + an - 1), ay - (by + bn - 1));
  return dx > dy ? 5 * (dx + (dy >> 1)) : 5 * (dy + (dx >> 1));
}

/**
 * The squares a grid intersection touches: the 2×2 block around the top-left corner of square
 * `point` (seed 000 投掷泼溅武器: 和该点相接的所有方格).
 */
export function aroundIntersection(point: Square): Space {
  return { x: point.x - 1, y: point.y - 1, n: 2 };
}

/**
 * Distance in feet from a space to a grid intersection (the top-left corner of square `point`):
 * from the space's nearest corner along the grid lines, diagonals 5, 10, 5, 10… (seed 000
 * 测量距离) — the gap to the nearest square the intersection touches, 0 on the space's own edge.
 */
export function intersectionGapFt(a: Space, point: Square): number {
  return gapFt(a, aroundIntersection(point));
}

/**
 * A creature as distances see it: where it stands, its size, and the space it fills when that is
 * not its size's (`spaceSide`: a rider fills its mount's, seed 000 骑乘战斗MOUNTED COMBAT).
 */
export interface Placed {
  readonly position: Square;
  readonly spec: { readonly size: Size };
  readonly spaceSide?: number | undefined;
}

/** Squares a side of the space a placed creature fills. */
export function sideOf(c: Placed): number {
  return c.spaceSide ?? SPACE_SQUARES[c.spec.size];
}

/** The space a placed creature fills (a rider: its mount's). */
export function spaceOf(c: Placed): Space {
  return { x: c.position.x, y: c.position.y, n: sideOf(c) };
}

/** The distance between two creatures of any size: between their closest squares. */
export function creatureGapFt(a: Placed, b: Placed): number {
  return gapBetween(a.position.x, a.position.y, sideOf(a), b.position.x, b.position.y, sideOf(b));
}
