import { isSubSquare, sideOf, sizeRank, stepDoublings } from "../../../d20/grid/index.ts";
import type { CombatantId, Square } from "../../../model/ids.ts";
import { ridePair } from "../../3x/mounted/riding.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { isHelpless } from "../conditions.ts";
import { nextDiagonals, stepSquares } from "./costModel.ts";
import { moverDoublings } from "./hampered.ts";
import { terrainGrid } from "./terrainKinds.ts";

// A route's price is first the squares it costs; of two as long, the one that steps into fewer
// creatures' spaces (crossing an ally's space is legal, seed 000 移动穿过一个方格, but a big ally
// is a poor place to walk through), then the one of fewer steps.
const CROSSING = 1000;
// The dearest step, in squares: a diagonal under three doublings (Dial's buckets, one a square).
const BUCKETS = 12 + 1;
const STEPS = [-1, 0, 1]
  .flatMap((dx) => [-1, 0, 1].map((dy) => [dx, dy] as const))
  .filter(([dx, dy]) => dx !== 0 || dy !== 0);

/** Who stands where, as the route sees it: spaces it may not enter, and spaces it would rather not. */
interface Others {
  readonly blocked: (x: number, y: number) => boolean;
  readonly crossed: (x: number, y: number) => boolean;
}

/**
 * The cheapest way for `actor` through `waypoints` in turn (the start excluded), or undefined
 * when some leg has none: priced by dnd35's cost model (seed 000 测量距离, 地形和障碍物: difficult
 * ground and obstacles cost double, walls and pits are not entered, corners of walls are not cut),
 * around foes' spaces (seed 000 移动穿过一个方格) and, where a route as cheap exists, around
 * allies'. The diagonals' 1-2 count runs on from one leg into the next, as one move. It is a
 * proposal: whether the move is legal — its length, where it ends, what it provokes — is the
 * engine's to say.
 */
export function routeThrough(
  state: ThreeXState,
  actor: CombatantId,
  waypoints: readonly Square[],
): Square[] | undefined {
  const others = othersOf(state, actor);
  const path: Square[] = [];
  let at = state.combatants[actor]!.position;
  let diagonals = 0;
  for (const [i, goal] of waypoints.entries()) {
    const leg = cheapest(state, actor, others, at, goal, diagonals, i === waypoints.length - 1);
    if (leg === undefined) return undefined;
    path.push(...leg.squares);
    diagonals = leg.diagonals;
    at = goal;
  }
  return path;
}

function othersOf(state: ThreeXState, actor: CombatantId): Others {
  const me = state.combatants[actor]!;
  const n = sideOf(me);
  const spaces = state.roster
    .filter(
      (id) => id !== actor && !isHelpless(state.combatants[id]!) && !ridePair(state, actor, id),
    )
    .map((id) => {
      const c = state.combatants[id]!;
      const apart = Math.abs(sizeRank(c.spec.size) - sizeRank(me.spec.size)) >= 3;
      const foe = c.spec.side !== me.spec.side && !apart && !isSubSquare(me.spec.size);
      return { x: c.position.x, y: c.position.y, n: sideOf(c), foe };
    });
  const overlapping = (x: number, y: number) =>
    spaces.filter((o) => x < o.x + o.n && o.x < x + n && y < o.y + o.n && o.y < y + n);
  return {
    blocked: (x, y) => overlapping(x, y).some((o) => o.foe),
    crossed: (x, y) => overlapping(x, y).length > 0,
  };
}

/**
 * One leg by Dijkstra over (square, plain diagonals so far are odd), its queue Dial's buckets:
 * every step costs a whole number below `BUCKETS`. The goal of the last leg may be anyone's
 * space: the engine then says whose.
 */
function cheapest(
  state: ThreeXState,
  actor: CombatantId,
  others: Others,
  from: Square,
  goal: Square,
  diagonals: number,
  last: boolean,
): { squares: Square[]; diagonals: number } | undefined {
  const me = state.combatants[actor]!;
  const grid = terrainGrid(state.map);
  const n = sideOf(me);
  const hampered = moverDoublings(me);
  const { width } = grid;
  const node = (s: Square, parity: number) => (s.y * width + s.x) * 2 + parity;
  const square = (v: number): Square => ({ x: (v >> 1) % width, y: Math.floor((v >> 1) / width) });
  const start = node(from, diagonals & 1);
  // Best price per node: the squares (its bucket) and the tie-break (crossings, then steps).
  const squares = new Map<number, number>([[start, 0]]);
  const tie = new Map<number, number>([[start, 0]]);
  const back = new Map<number, number>();
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
  buckets[0]!.push(start);
  let pending = 1;
  let best: number | undefined;
  for (let c = 0; pending > 0 && best === undefined; c++) {
    const bucket = buckets[c % BUCKETS]!;
    // Within a bucket a node may improve its tie-break after it was expanded: it is expanded
    // again, so the bucket is emptied only when nothing in it improves any more.
    while (bucket.length > 0) {
      const v = bucket.pop()!;
      pending--;
      if (squares.get(v) !== c) continue;
      const at = square(v);
      if (at.x === goal.x && at.y === goal.y) {
        if (best === undefined || tie.get(v)! < tie.get(best)!) best = v;
        continue;
      }
      for (const [dx, dy] of STEPS) {
        const to = { x: at.x + dx, y: at.y + dy };
        const isGoal = to.x === goal.x && to.y === goal.y;
        const d = stepDoublings(grid, at, to, n);
        if (d < 0 || (!(last && isGoal) && others.blocked(to.x, to.y))) continue;
        const diagonal = dx !== 0 && dy !== 0;
        const parity = v & 1;
        const w = node(to, nextDiagonals(d + hampered, diagonal, parity) & 1);
        const price = c + stepSquares(d + hampered, diagonal, parity);
        const broken = tie.get(v)! + 1 + (others.crossed(to.x, to.y) ? CROSSING : 0);
        const known = squares.get(w) ?? Number.POSITIVE_INFINITY;
        if (price > known || (price === known && broken >= tie.get(w)!)) continue;
        squares.set(w, price);
        tie.set(w, broken);
        back.set(w, v);
        buckets[price % BUCKETS]!.push(w);
        pending++;
      }
    }
  }
  if (best !== undefined) return walkBack(best, back, square, diagonals);
  return undefined;
}

function walkBack(
  end: number,
  back: ReadonlyMap<number, number>,
  square: (v: number) => Square,
  diagonals: number,
): { squares: Square[]; diagonals: number } {
  const squares: Square[] = [];
  for (let v: number | undefined = end; back.has(v!); v = back.get(v!)) squares.unshift(square(v!));
  // Only the count's parity is kept per node; the parity is what the next leg's pricing reads.
  return { squares, diagonals: (diagonals & ~1) | (end & 1) };
}
