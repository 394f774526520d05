import type { Square } from "../../../../model/ids.ts";

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** The eight squares around `s`. */
export function neighbours(s: Square): Square[] {
  return STEPS.map(([dx, dy]) => ({ x: s.x + dx, y: s.y + dy }));
}

/** The squares of a straight line from `a` to `b` (Bresenham), `a` excluded. */
export function lineTo(a: Square, b: Square): Square[] {
  const path: Square[] = [];
  const dx = Math.abs(b.x - a.x);
  const dy = Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let err = dx - dy;
  let { x, y } = a;
  while (x !== b.x || y !== b.y) {
    const e2 = 2 * err;
    if (e2 > -dy) {
      err -= dy;
      x += sx;
    }
    if (e2 < dx) {
      err += dx;
      y += sy;
    }
    path.push({ x, y });
  }
  return path;
}
