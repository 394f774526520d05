import type { CombatantId, Square } from "../../../../model/ids.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";

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

/**
 * A shortest path of squares (the start excluded) from `actor`'s square to `to`, around walls,
 * obstacles and foes, through allies; undefined when there is none. Only a proposal: whether
 * the move is legal (its cost, what it provokes) is for the engine to say.
 */
export function pathTo(state: ThreeXState, actor: CombatantId, to: Square): Square[] | undefined {
  const me = state.combatants[actor]!;
  const { width, height, terrain } = state.map;
  const key = (s: Square) => s.y * width + s.x;
  const blocked = new Set(
    terrain.filter((t) => t.kind === "wall" || t.kind === "obstacle").map(key),
  );
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (id !== actor && c.spec.side !== me.spec.side && c.vitals.state !== "dead") {
      blocked.add(key(c.position));
    }
  }
  const from = me.position;
  const back = new Map<number, Square>([[key(from), from]]);
  const queue: Square[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    if (at.x === to.x && at.y === to.y) {
      const path: Square[] = [];
      for (let s = at; key(s) !== key(from); s = back.get(key(s))!) path.unshift(s);
      return path;
    }
    for (const n of neighbours(at)) {
      if (n.x < 0 || n.y < 0 || n.x >= width || n.y >= height) continue;
      if (blocked.has(key(n)) || back.has(key(n))) continue;
      back.set(key(n), at);
      queue.push(n);
    }
  }
  return undefined;
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
