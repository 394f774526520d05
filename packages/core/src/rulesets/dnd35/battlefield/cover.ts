import type { MapState } from "../../../engine/state.ts";
import type { Size } from "../../../model/combatant.ts";
import type { Square } from "../../../model/ids.ts";
import { spaceSquares } from "./space.ts";

/** What walls between a ranged attacker and its target give the target. */
export type Cover = "none" | "cover" | "total";

interface Placed {
  readonly position: Square;
  readonly spec: { readonly size: Size };
}

/**
 * Cover from walls against a ranged attack by the corner-to-corner rule (seed 000 掩蔽COVER):
 * the attacker picks the corner of its space that suits it best; from that corner, if any line
 * to a corner of the target's space passes through a wall square, the target has cover (+4 AC).
 * If from every corner of the attacker every such line is blocked, there is no line of effect:
 * total cover, no attack (全掩蔽). A line that only runs along a wall's side or touches its
 * corner is not blocked. Only `wall` squares count: pits and obstacles block no line, and the
 * soft cover creatures give, low obstacles and improved cover (+8, a GM's call) are not modelled.
 */
export function rangedCover(map: MapState, attacker: Placed, target: Placed): Cover {
  const a = corners(attacker);
  const t = corners(target);
  const minX = Math.min(attacker.position.x, target.position.x);
  const minY = Math.min(attacker.position.y, target.position.y);
  const maxX = Math.max(
    attacker.position.x + spaceSquares(attacker.spec.size),
    target.position.x + spaceSquares(target.spec.size),
  );
  const maxY = Math.max(
    attacker.position.y + spaceSquares(attacker.spec.size),
    target.position.y + spaceSquares(target.spec.size),
  );
  const walls = new Set<string>();
  for (const f of map.terrain) {
    // One square of margin: a line along the box's edge may run between two wall squares.
    if (f.kind === "wall" && f.x >= minX - 1 && f.x <= maxX && f.y >= minY - 1 && f.y <= maxY)
      walls.add(`${f.x},${f.y}`);
  }
  if (walls.size === 0) return "none";
  let best: Cover = "total";
  for (const from of a) {
    let blocked = 0;
    for (const to of t) if (lineBlocked(from, to, walls)) blocked++;
    if (blocked === 0) return "none";
    if (blocked < t.length) best = "cover";
  }
  return best;
}

/** The four outer corners of a creature's space, in grid-line coordinates. */
function corners(c: Placed): Square[] {
  const n = spaceSquares(c.spec.size);
  const { x, y } = c.position;
  return [
    { x, y },
    { x: x + n, y },
    { x, y: y + n },
    { x: x + n, y: y + n },
  ];
}

/**
 * True when the segment p–q passes through a wall: cut where it crosses grid lines, the middle
 * of each piece lies inside one square (a wall blocks) or, for a piece running along a grid
 * line, on the side shared by two squares (blocked only when both are walls, so a solid wall
 * of several squares has no seams to slip through, while a line along its face is clear).
 */
function lineBlocked(p: Square, q: Square, walls: ReadonlySet<string>): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const ts = [0, 1];
  for (let k = Math.min(p.x, q.x) + 1; k < Math.max(p.x, q.x); k++) ts.push((k - p.x) / dx);
  for (let k = Math.min(p.y, q.y) + 1; k < Math.max(p.y, q.y); k++) ts.push((k - p.y) / dy);
  ts.sort((u, v) => u - v);
  const wall = (x: number, y: number) => walls.has(`${x},${y}`);
  for (let i = 0; i + 1 < ts.length; i++) {
    const a = ts[i]!;
    const b = ts[i + 1]!;
    if (b - a <= 0) continue;
    const m = (a + b) / 2;
    const mx = p.x + m * dx;
    const my = p.y + m * dy;
    if (dx === 0 && dy === 0) return false;
    if (dx === 0) {
      const y = Math.floor(my);
      if (wall(mx - 1, y) && wall(mx, y)) return true;
    } else if (dy === 0) {
      const x = Math.floor(mx);
      if (wall(x, my - 1) && wall(x, my)) return true;
    } else if (wall(Math.floor(mx), Math.floor(my))) return true;
  }
  return false;
}
