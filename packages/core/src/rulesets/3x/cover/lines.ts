import {
  type Blocks,
  creatureGapFt,
  gapFt,
  lineBlocked,
  sideOf,
  spaceOf,
} from "../../../d20/grid/index.ts";
import type { MapState } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import type { Size } from "../../../model/size.ts";

/**
 * What lies between a ranged attacker and its target gives the target: nothing, soft cover
 * (creatures only), cover from a low obstacle near the target (`low`), cover (walls), or total
 * cover (no line of effect).
 */
export type Cover = "none" | "soft" | "low" | "cover" | "total";

interface Placed {
  readonly position: Square;
  readonly spec: { readonly size: Size };
}

/** How much each result covers, for the attacker's choice of the corner that covers least. */
const RANK: Readonly<Record<Cover, number>> = { none: 0, soft: 1, low: 2, cover: 3, total: 4 };

/**
 * Cover against a ranged attack by the corner-to-corner rule (seed 000 掩蔽COVER): the attacker
 * picks the corner of its space that suits it best; from that corner, if any line to a corner of
 * the target's space passes through a wall square, the target has cover (+4 AC); if a line passes
 * only through a square another creature (ally or foe, `others`) occupies, soft cover (软掩蔽,
 * +4 AC against ranged attacks only). If from every corner of the attacker every line is blocked
 * by walls, there is no line of effect: total cover, no attack (全掩蔽); creatures never block
 * line of effect. A line that only runs along a side or touches a corner is not blocked. Only
 * `wall` squares count: pits and obstacles block no line; the dead are objects, not creatures.
 * A low obstacle (`lowObstacle`, a wall less than half one's height) on a line gives cover too,
 * but never total cover, and only when it is near the target (see `nearLowCells`). Improved cover
 * (+8, a GM's call: the edition's `CoverTable.byCondition`) is not worked out here.
 */
export function rangedCover(
  map: MapState,
  attacker: Placed,
  target: Placed,
  others: readonly Placed[] = [],
): Cover {
  const an = sideOf(attacker);
  const tn = sideOf(target);
  const minX = Math.min(attacker.position.x, target.position.x);
  const minY = Math.min(attacker.position.y, target.position.y);
  const maxX = Math.max(attacker.position.x + an, target.position.x + tn);
  const maxY = Math.max(attacker.position.y + an, target.position.y + tn);
  const walls = wallCells(map);
  // The others' spaces as (x, y, n) triples, only those near the lines: every square a line
  // between the two spaces' corners can touch lies in their bounding box plus one square of
  // margin (a line along the box's edge may run between two blocking squares).
  const crowd: number[] = [];
  for (const o of others) {
    const n = sideOf(o);
    const { x, y } = o.position;
    if (x + n - 1 >= minX - 1 && x <= maxX && y + n - 1 >= minY - 1 && y <= maxY)
      crowd.push(x, y, n);
  }
  const lows = nearLowCells(map, attacker, target);
  if (walls.size === 0 && crowd.length === 0 && lows.size === 0) return "none";
  const wall = (x: number, y: number) => walls.has(cell(x, y));
  const low = (x: number, y: number) => lows.has(cell(x, y));
  const creature = (x: number, y: number) => occupied(crowd, x, y);
  let best: Cover = "total";
  // Corner k of a space n squares a side at (x, y): (x + (k & 1)·n, y + (k >> 1)·n).
  for (let i = 0; i < 4; i++) {
    const fx = attacker.position.x + (i & 1) * an;
    const fy = attacker.position.y + (i >> 1) * an;
    let walled = 0;
    let lowered = false;
    let crowded = false;
    for (let j = 0; j < 4; j++) {
      const tx = target.position.x + (j & 1) * tn;
      const ty = target.position.y + (j >> 1) * tn;
      if (walls.size > 0 && lineBlocked(fx, fy, tx, ty, wall)) walled++;
      else if (!lowered && lows.size > 0 && lineBlocked(fx, fy, tx, ty, low)) lowered = true;
      else if (!crowded && crowd.length > 0 && lineBlocked(fx, fy, tx, ty, creature))
        crowded = true;
    }
    const here: Cover =
      walled === 4 ? "total" : walled > 0 ? "cover" : lowered ? "low" : crowded ? "soft" : "none";
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
  const walls = wallCells(map);
  // 包括矮墙: a low wall counts here too, when it is near the target (`nearLowCells`).
  const lows = nearLowCells(map, attacker, target);
  if (walls.size === 0 && lows.size === 0) return "none";
  const wall = (x: number, y: number) => walls.has(cell(x, y));
  const either = (x: number, y: number) => wall(x, y) || lows.has(cell(x, y));
  for (const a of squares(attacker))
    for (const t of squares(target)) {
      if (!squareToSquareBlocked(a, t, either)) return "none";
    }
  for (const a of squares(attacker))
    for (const t of squares(target)) {
      if (!squareToSquareBlocked(a, t, wall)) return "low";
    }
  return "cover";
}

/**
 * Whether a ranged attack at a grid intersection (`point`, the top-left corner of that square)
 * has a line of effect (seed 000 掩蔽COVER 全掩蔽): from some corner of the attacker's space, the
 * line to the point passes through no wall. There is no one at the point to have cover.
 */
export function lineOfEffectToIntersection(
  map: MapState,
  attacker: Placed,
  point: Square,
): boolean {
  const walls = wallCells(map);
  if (walls.size === 0) return true;
  const wall = (x: number, y: number) => walls.has(cell(x, y));
  const n = sideOf(attacker);
  for (let i = 0; i < 4; i++) {
    const fx = attacker.position.x + (i & 1) * n;
    const fy = attacker.position.y + (i >> 1) * n;
    if (!lineBlocked(fx, fy, point.x, point.y, wall)) return true;
  }
  return false;
}

const NO_CELLS: ReadonlySet<number> = new Set();
/** A low obstacle covers only creatures within 30 ft (6 squares) of it (低矮障碍和掩蔽). */
const LOW_OBSTACLE_REACH_FT = 30;

/**
 * The low-obstacle squares that can cover this target from this attacker (seed 000 掩蔽COVER
 * 低矮障碍和掩蔽): those within 30 ft of the target, and not nearer the attacker than the target
 * — an attacker closer to the obstacle than its target ignores it (shooting down over it).
 */
function nearLowCells(map: MapState, attacker: Placed, target: Placed): ReadonlySet<number> {
  const all = lowCells(map);
  if (all.length === 0) return NO_CELLS;
  const a = spaceOf(attacker);
  const t = spaceOf(target);
  const out = new Set<number>();
  for (const sq of all) {
    const here = { x: sq.x, y: sq.y, n: 1 };
    const fromTarget = gapFt(t, here);
    if (fromTarget <= LOW_OBSTACLE_REACH_FT && gapFt(a, here) >= fromTarget)
      out.add(cell(sq.x, sq.y));
  }
  return out;
}

const lowCache = new WeakMap<MapState, readonly Square[]>();

// A map with no terrain (the common case in simulation) never reaches the caches below: every
// fight brings a new map object, and a WeakMap entry per map costs the collector.
const NO_SQUARES: readonly Square[] = [];

function lowCells(map: MapState): readonly Square[] {
  if (map.terrain.length === 0) return NO_SQUARES;
  let lows = lowCache.get(map);
  if (lows === undefined) {
    lows = map.terrain.filter((f) => f.kind === "lowObstacle").map((f) => ({ x: f.x, y: f.y }));
    lowCache.set(map, lows);
  }
  return lows;
}

/** Some line from a corner of square `a` to a corner of square `b` passes through a wall. */
function squareToSquareBlocked(a: Square, b: Square, wall: Blocks): boolean {
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const px = a.x + (i & 1);
      const py = a.y + (i >> 1);
      if (lineBlocked(px, py, b.x + (j & 1), b.y + (j >> 1), wall)) return true;
    }
  return false;
}

// The map's wall squares as numeric keys, per map object: the map never changes during a fight,
// and cover is worked out for every attack (and every attack a policy weighs).
const wallCache = new WeakMap<MapState, ReadonlySet<number>>();

function wallCells(map: MapState): ReadonlySet<number> {
  if (map.terrain.length === 0) return NO_CELLS;
  let walls = wallCache.get(map);
  if (walls === undefined) {
    const set = new Set<number>();
    for (const f of map.terrain) if (f.kind === "wall") set.add(cell(f.x, f.y));
    walls = set;
    wallCache.set(map, walls);
  }
  return walls;
}

/** True when a square of one of the (x, y, n) spaces in `spaces` is (x, y). */
function occupied(spaces: readonly number[], x: number, y: number): boolean {
  for (let i = 0; i < spaces.length; i += 3) {
    const sx = spaces[i]!;
    const sy = spaces[i + 1]!;
    const n = spaces[i + 2]!;
    if (x >= sx && x < sx + n && y >= sy && y < sy + n) return true;
  }
  return false;
}

/** The squares of a creature's space. */
function squares(c: Placed): Square[] {
  const n = sideOf(c);
  const out: Square[] = [];
  for (let dx = 0; dx < n; dx++)
    for (let dy = 0; dy < n; dy++) out.push({ x: c.position.x + dx, y: c.position.y + dy });
  return out;
}

// A square as one number (x and y may be −1 at a box's margin): cheaper set keys than strings,
// and cover is worked out for every attack.
function cell(x: number, y: number): number {
  return (x + 1) * 65536 + (y + 1);
}
