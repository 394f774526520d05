// Which squares a line between two grid points passes through: the geometry of cover and line of
// effect (seed 000 掩蔽COVER: a line from corner to corner), shared by every ruleset on the grid.

/** Whether square (x, y) blocks a line. */
export type Blocks = (x: number, y: number) => boolean;

/**
 * True when the segment (px, py)–(qx, qy) passes through a blocking square (a wall, or one a creature
 * occupies): cut where it crosses grid lines, the middle of each piece lies inside one square
 * (a blocking one blocks) or, for a piece running along a grid line, on the side shared by two
 * squares (blocked only when both block, so a solid wall of several squares has no seams to
 * slip through, while a line along its face is clear).
 */
export function lineBlocked(
  px: number,
  py: number,
  qx: number,
  qy: number,
  blocks: Blocks,
): boolean {
  const dx = qx - px;
  const dy = qy - py;
  if (dx === 0 && dy === 0) return false;
  // The segment is cut where it crosses grid lines: at t = i/|dx| (i = 1 … |dx| − 1) for the
  // vertical lines and t = j/|dy| for the horizontal ones. Both runs ascend, so they are merged
  // in order, no list to sort; a t on both (a lattice point) cuts once.
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  let i = 1;
  let j = 1;
  let a = 0;
  while (a < 1) {
    const tx = i < nx ? i / nx : 1;
    const ty = j < ny ? j / ny : 1;
    const b = Math.min(tx, ty);
    if (tx === b) i++;
    if (ty === b) j++;
    const m = (a + b) / 2;
    const mx = px + m * dx;
    const my = py + m * dy;
    if (dx === 0) {
      const y = Math.floor(my);
      if (blocks(mx - 1, y) && blocks(mx, y)) return true;
    } else if (dy === 0) {
      const x = Math.floor(mx);
      if (blocks(x, my - 1) && blocks(x, my)) return true;
    } else if (blocks(Math.floor(mx), Math.floor(my))) return true;
    a = b;
  }
  return false;
}
