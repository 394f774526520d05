import {
  creatureGapFt,
  gapBetween,
  type Space,
  sideOf,
  spaceOf,
  stepDoublings,
  type TerrainGrid,
} from "../../../d20/grid/index.ts";
import type { Square } from "../../../model/ids.ts";
import { ridePair } from "../../3x/mounted/riding.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { nextDiagonals, stepSquares } from "../battlefield/costModel.ts";
import { terrainGrid } from "../battlefield/terrainKinds.ts";
import { canAct } from "../injury/index.ts";

/** The nearest foe still standing (ties: roster order) that passes `keep`, if any. */
export function nearestFoe(
  state: ThreeXState,
  actor: string,
  keep: (c: ThreeXCombatant) => boolean = () => true,
): ThreeXCombatant | undefined {
  const me = state.combatants[actor]!;
  let best: ThreeXCombatant | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.spec.side === me.spec.side || !standing(c) || !keep(c)) continue;
    const d = creatureGapFt(me, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

function standing(c: ThreeXCombatant): boolean {
  const v = c.vitals;
  return (v.state === "ok" || v.state === "disabled") && v.nonlethal <= v.hp + v.tempHp;
}

/**
 * A path toward `foe` within `budgetFt` that ends next to it or as close as the budget allows,
 * through no one's space. On open ground it is greedy: each step goes to the free neighbouring
 * square closest to the foe. With `direct`, every step must get closer and cross nothing that
 * slows (a charge's straight line). On a map with terrain (or for a creature bigger than a
 * square) it is the cheapest way round walls, pits and difficult ground, priced by the same
 * rules as the engine (`d20/grid/pathCost.ts` with dnd35's cost model,
 * `battlefield/costModel.ts`), cut off where the budget runs out.
 */
export function pathToward(
  state: ThreeXState,
  actor: string,
  foe: ThreeXCombatant,
  budgetFt: number,
  direct = false,
): Square[] {
  const me = state.combatants[actor]!;
  const grid = terrainGrid(state.map);
  const n = sideOf(me);
  const goal = spaceOf(foe);
  const walk: Walker = { grid, n, goal, taken: othersSpaces(state, actor) };
  return direct || (grid.plain && n === 1)
    ? greedy(walk, me.position, budgetFt, direct)
    : cheapest(walk, me.position, budgetFt);
}

/** What a path search needs: the map, the walker's size, the goal, and the others' spaces. */
interface Walker {
  readonly grid: TerrainGrid;
  readonly n: number;
  readonly goal: Space;
  /** x, y, n of everyone else who can act (the down and dead block no one), flattened. */
  readonly taken: readonly number[];
}

function othersSpaces(state: ThreeXState, actor: string): number[] {
  const out: number[] = [];
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    // Like the engine (battlefield/passage.ts), a helpless creature's space may be passed and
    // ended in, so only those who can act block the way.
    if (id === actor || !canAct(c.vitals) || ridePair(state, actor, id)) continue;
    out.push(c.position.x, c.position.y, sideOf(c));
  }
  return out;
}

/** True when the walker's space at (x,y) overlaps no one else's. */
function free(w: Walker, x: number, y: number): boolean {
  const t = w.taken;
  for (let i = 0; i < t.length; i += 3) {
    const ox = t[i]!;
    const oy = t[i + 1]!;
    const on = t[i + 2]!;
    if (x < ox + on && ox < x + w.n && y < oy + on && oy < y + w.n) return false;
  }
  return true;
}

function gapToGoal(w: Walker, x: number, y: number): number {
  return gapBetween(x, y, w.n, w.goal.x, w.goal.y, w.goal.n);
}

function greedy(w: Walker, from: Square, budgetFt: number, direct: boolean): Square[] {
  const path: Square[] = [];
  let at = from;
  // Walked cost so far, counting the diagonals as they come (seed 000 测量距离).
  let feet = 0;
  let diagonals = 0;
  for (let i = 0; i < 64; i++) {
    const here = gapToGoal(w, at.x, at.y);
    if (here <= 5) break;
    let bx = 0;
    let by = 0;
    let found = false;
    let bestDoublings = 0;
    let bestD = direct ? here : Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const x = at.x + dx;
        const y = at.y + dy;
        const gap = gapToGoal(w, x, y);
        if (gap >= bestD || !free(w, x, y)) continue;
        const d = stepDoublings(w.grid, at, { x, y }, w.n);
        if (d < 0 || (direct && d > 0)) continue;
        bx = x;
        by = y;
        found = true;
        bestDoublings = d;
        bestD = gap;
      }
    }
    if (!found) break;
    const diagonal = bx !== at.x && by !== at.y;
    const step = 5 * stepSquares(bestDoublings, diagonal, diagonals);
    if (feet + step > budgetFt) break;
    feet += step;
    diagonals = nextDiagonals(bestDoublings, diagonal, diagonals);
    at = { x: bx, y: by };
    path.push(at);
  }
  return path;
}

/**
 * Dijkstra over (square, parity of plain diagonals so far) to the cheapest square next to the
 * goal — or, when none can be reached, the reachable square nearest it — then the walk's prefix
 * that the budget pays for.
 */
function cheapest(w: Walker, from: Square, budgetFt: number): Square[] {
  const { width, height } = w.grid;
  const size = width * height * 2;
  const cost = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(size).fill(-1);
  const start = (from.y * width + from.x) * 2;
  cost[start] = 0;
  const heap = new MinHeap();
  heap.push(0, start);
  let end = -1;
  let endGap = gapToGoal(w, from.x, from.y);
  while (heap.size > 0) {
    const [c, node] = heap.pop();
    if (c > cost[node]!) continue;
    const sq = node >> 1;
    const at = { x: sq % width, y: Math.floor(sq / width) };
    const gap = gapToGoal(w, at.x, at.y);
    if (node !== start && gap < endGap) {
      end = node;
      endGap = gap;
    }
    if (gap <= 5) break;
    const parity = node & 1;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const to = { x: at.x + dx, y: at.y + dy };
        const d = stepDoublings(w.grid, at, to, w.n);
        if (d < 0 || !free(w, to.x, to.y)) continue;
        const diagonal = dx !== 0 && dy !== 0;
        const next = (to.y * width + to.x) * 2 + (nextDiagonals(d, diagonal, parity) & 1);
        const nc = c + stepSquares(d, diagonal, parity);
        if (nc < cost[next]!) {
          cost[next] = nc;
          prev[next] = node;
          heap.push(nc, next);
        }
      }
    }
  }
  const walk: number[] = [];
  for (let node = end; node !== -1 && node !== start; node = prev[node]!) walk.push(node);
  walk.reverse();
  const path: Square[] = [];
  for (const node of walk) {
    if (cost[node]! * 5 > budgetFt) break;
    const sq = node >> 1;
    path.push({ x: sq % width, y: Math.floor(sq / width) });
  }
  return path;
}
/** A binary min-heap of (cost, node) pairs. */
class MinHeap {
  private readonly costs: number[] = [];
  private readonly nodes: number[] = [];

  get size(): number {
    return this.costs.length;
  }

  push(cost: number, node: number): void {
    const { costs, nodes } = this;
    let i = costs.length;
    costs.push(cost);
    nodes.push(node);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (costs[parent]! <= cost) break;
      costs[i] = costs[parent]!;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    costs[i] = cost;
    nodes[i] = node;
  }

  pop(): [number, number] {
    const { costs, nodes } = this;
    const top: [number, number] = [costs[0]!, nodes[0]!];
    const lastCost = costs.pop()!;
    const lastNode = nodes.pop()!;
    const len = costs.length;
    if (len > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= len) break;
        const r = l + 1;
        const child = r < len && costs[r]! < costs[l]! ? r : l;
        if (costs[child]! >= lastCost) break;
        costs[i] = costs[child]!;
        nodes[i] = nodes[child]!;
        i = child;
      }
      costs[i] = lastCost;
      nodes[i] = lastNode;
    }
    return top;
  }
}

/** The standing foes of `actor`, in roster order. */
export function standingFoes(state: ThreeXState, actor: string): ThreeXCombatant[] {
  const me = state.combatants[actor]!;
  return state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side !== me.spec.side && standing(c));
}

/** The gap in feet between the actor's space put at `at` and `other`'s space. */
export function gapFrom(me: ThreeXCombatant, at: Square, other: ThreeXCombatant): number {
  return gapBetween(at.x, at.y, sideOf(me), other.position.x, other.position.y, sideOf(other));
}

/** The gap from `at` to the closest of `foes` (infinite when there are none). */
export function closestGap(
  me: ThreeXCombatant,
  at: Square,
  foes: readonly ThreeXCombatant[],
): number {
  let best = Number.POSITIVE_INFINITY;
  for (const f of foes) best = Math.min(best, gapFrom(me, at, f));
  return best;
}

/**
 * A path away from the standing foes (or from `from`) within `budgetFt`, at most `maxSteps`
 * squares: greedy, each step to the free neighbouring square farthest from the closest of them,
 * and only while that gets farther. Priced like `pathToward`; the rules still check it.
 */
export function pathAway(
  state: ThreeXState,
  actor: string,
  budgetFt: number,
  maxSteps = 64,
  from?: readonly ThreeXCombatant[],
): Square[] {
  const me = state.combatants[actor]!;
  const foes = from ?? standingFoes(state, actor);
  const w: Walker = {
    grid: terrainGrid(state.map),
    n: sideOf(me),
    goal: spaceOf(me),
    taken: othersSpaces(state, actor),
  };
  const path: Square[] = [];
  let at = me.position;
  let feet = 0;
  let diagonals = 0;
  for (let i = 0; i < maxSteps; i++) {
    let best: Square | undefined;
    let bestGap = closestGap(me, at, foes);
    let bestDoublings = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const to = { x: at.x + dx, y: at.y + dy };
        const gap = closestGap(me, to, foes);
        if (gap <= bestGap || !free(w, to.x, to.y)) continue;
        const d = stepDoublings(w.grid, at, to, w.n);
        if (d < 0) continue;
        best = to;
        bestGap = gap;
        bestDoublings = d;
      }
    }
    if (best === undefined) break;
    const diagonal = best.x !== at.x && best.y !== at.y;
    const step = 5 * stepSquares(bestDoublings, diagonal, diagonals);
    if (feet + step > budgetFt) break;
    feet += step;
    diagonals = nextDiagonals(bestDoublings, diagonal, diagonals);
    at = best;
    path.push(at);
  }
  return path;
}
