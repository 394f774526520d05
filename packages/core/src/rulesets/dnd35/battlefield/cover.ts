import type { MapState } from "../../../engine/state.ts";
import type { Size } from "../../../model/combatant.ts";
import type { Square } from "../../../model/ids.ts";
import { creatureGapFt, spaceSquares } from "./space.ts";

/**
 * What lies between a ranged attacker and its target gives the target: nothing, soft cover
 * (creatures only), cover (walls), or total cover (no line of effect).
 */
export type Cover = "none" | "soft" | "cover" | "total";

interface Placed {
  readonly position: Square;
  readonly spec: { readonly size: Size };
}

/** How much each result covers, for the attacker's choice of the corner that covers least. */
const RANK: Readonly<Record<Cover, number>> = { none: 0, soft: 1, cover: 2, total: 3 };

/**
 * Cover against a ranged attack by the corner-to-corner rule (seed 000 掩蔽COVER): the attacker
 * picks the corner of its space that suits it best; from that corner, if any line to a corner of
 * the target's space passes through a wall square, the target has cover (+4 AC); if a line passes
 * only through a square another creature (ally or foe, `others`) occupies, soft cover (软掩蔽,
 * +4 AC against ranged attacks only). If from every corner of the attacker every line is blocked
 * by walls, there is no line of effect: total cover, no attack (全掩蔽); creatures never block
 * line of effect. A line that only runs along a side or touches a corner is not blocked. Only
 * `wall` squares count: pits and obstacles block no line; the dead are objects, not creatures.
 * Low obstacles and improved cover (+8, a GM's call: conditions.ts) are not worked out here.
 */
export function rangedCover(
  map: MapState,
  attacker: Placed,
  target: Placed,
  others: readonly Placed[] = [],
): Cover {
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
  // One square of margin: a line along the box's edge may run between two blocking squares.
  const near = (x: number, y: number) => x >= minX - 1 && x <= maxX && y >= minY - 1 && y <= maxY;
  const walls = new Set<number>();
  for (const f of map.terrain) if (f.kind === "wall" && near(f.x, f.y)) walls.add(cell(f.x, f.y));
  const creatures = new Set<number>();
  for (const o of others) {
    const n = spaceSquares(o.spec.size);
    for (let dx = 0; dx < n; dx++)
      for (let dy = 0; dy < n; dy++) {
        const x = o.position.x + dx;
        const y = o.position.y + dy;
        if (near(x, y)) creatures.add(cell(x, y));
      }
  }
  if (walls.size === 0 && creatures.size === 0) return "none";
  let best: Cover = "total";
  for (const from of a) {
    let walled = 0;
    let crowded = false;
    for (const to of t) {
      if (lineBlocked(from, to, walls)) walled++;
      else if (!crowded && creatures.size > 0 && lineBlocked(from, to, creatures)) crowded = true;
    }
    const here: Cover =
      walled === t.length ? "total" : walled > 0 ? "cover" : crowded ? "soft" : "none";
    if (here === "none") return "none";
    if (RANK[here] < RANK[best]) best = here;
  }
  return best;
}

/**
 * Cover from walls against a melee attack (seed 000 掩蔽COVER): against an adjacent target, cover
 * if any line from the attacker's square to the target's square passes through a wall; a creature
 * bigger than a square picks whichever of its squares suits it, on either end (大型生物和掩蔽).
 * Against a target not adjacent (a reach weapon), the ranged rule from walls — soft cover from
 * creatures is against ranged attacks only (软掩蔽, the PHB errata the seed's translator notes).
 */
export function meleeCover(map: MapState, attacker: Placed, target: Placed): Cover {
  if (creatureGapFt(attacker, target) > 5) return rangedCover(map, attacker, target);
  const walls = new Set<number>();
  for (const f of map.terrain) if (f.kind === "wall") walls.add(cell(f.x, f.y));
  if (walls.size === 0) return "none";
  for (const a of squares(attacker))
    for (const t of squares(target)) {
      const from = corners({ position: a, spec: { size: "medium" } });
      const to = corners({ position: t, spec: { size: "medium" } });
      if (!from.some((p) => to.some((q) => lineBlocked(p, q, walls)))) return "none";
    }
  return "cover";
}

/** The squares of a creature's space. */
function squares(c: Placed): Square[] {
  const n = spaceSquares(c.spec.size);
  const out: Square[] = [];
  for (let dx = 0; dx < n; dx++)
    for (let dy = 0; dy < n; dy++) out.push({ x: c.position.x + dx, y: c.position.y + dy });
  return out;
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
 * True when the segment p–q passes through a blocking square (a wall, or one a creature
 * occupies): cut where it crosses grid lines, the middle of each piece lies inside one square
 * (a blocking one blocks) or, for a piece running along a grid line, on the side shared by two
 * squares (blocked only when both block, so a solid wall of several squares has no seams to
 * slip through, while a line along its face is clear).
 */
// A square as one number (x and y may be −1 at a box's margin): cheaper set keys than strings,
// and cover is worked out for every attack.
function cell(x: number, y: number): number {
  return (x + 1) * 65536 + (y + 1);
}

function lineBlocked(p: Square, q: Square, walls: ReadonlySet<number>): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const ts = [0, 1];
  for (let k = Math.min(p.x, q.x) + 1; k < Math.max(p.x, q.x); k++) ts.push((k - p.x) / dx);
  for (let k = Math.min(p.y, q.y) + 1; k < Math.max(p.y, q.y); k++) ts.push((k - p.y) / dy);
  ts.sort((u, v) => u - v);
  const wall = (x: number, y: number) => walls.has(cell(x, y));
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
