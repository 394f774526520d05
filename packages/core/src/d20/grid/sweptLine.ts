import type { Space } from "./space.ts";

// The lines between two spaces of one size together cover the convex hull of the two — one space
// swept along the way to the other; which squares' insides that hull reaches is asked by a
// charge's clear lane (seed 000 冲锋CHARGE 畅通无阻的清晰路径) and its straight line.

/**
 * True when some line from a point of the space `from` to a point of the same-sized space `to`
 * passes through the inside of square (x,y); touching its edge or corner is not passing through.
 */
export function onSomeLine(from: Space, to: Space, x: number, y: number): boolean {
  // p + t·d (p in `from`, t in [0,1], d = to − from) is inside the square exactly when t·d is
  // inside the open box "square − from": a segment against a box, one axis at a time.
  const [ax, bx] = openSpan(to.x - from.x, x - from.x - from.n, x - from.x + 1);
  const [ay, by] = openSpan(to.y - from.y, y - from.y - from.n, y - from.y + 1);
  const lo = Math.max(ax, ay);
  const hi = Math.min(bx, by);
  return lo < hi && lo < 1 && hi > 0;
}

/** The open range of t for which t·d lies strictly between `lo` and `hi`. */
function openSpan(d: number, lo: number, hi: number): readonly [number, number] {
  if (d === 0) return lo < 0 && hi > 0 ? [-Infinity, Infinity] : [0, 0];
  return d > 0 ? [lo / d, hi / d] : [hi / d, lo / d];
}
