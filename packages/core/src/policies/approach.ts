import type { CombatantState, CombatState } from "../engine/state.ts";
import type { Square } from "../model/ids.ts";
import { distanceFt } from "../rulesets/dnd35/geometry.ts";

/** The nearest foe still standing (ties: roster order), if any. */
export function nearestFoe(state: CombatState, actor: string): CombatantState | undefined {
  const me = state.combatants[actor]!;
  let best: CombatantState | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.spec.side === me.spec.side || !standing(c)) continue;
    const d = distanceFt(me.position, c.position);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

function standing(c: CombatantState): boolean {
  const v = c.vitals;
  return (v.state === "ok" || v.state === "disabled") && v.nonlethal <= v.hp + v.tempHp;
}

/**
 * A greedy path toward `goal` within `budgetFt`: each step goes to the free neighbouring square
 * that is closest to the goal, and the walk stops when adjacent to it or out of budget. With
 * `direct`, every step must get closer (a charge's straight line) and passes no one.
 */
export function pathToward(
  state: CombatState,
  actor: string,
  goal: Square,
  budgetFt: number,
  direct = false,
): Square[] {
  const me = state.combatants[actor]!;
  const path: Square[] = [];
  let at = me.position;
  // Squares held by anyone else, looked up once rather than per neighbour.
  const taken = new Set<number>();
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (id !== actor && c.vitals.state !== "dead")
      taken.add(c.position.y * state.map.width + c.position.x);
  }
  // Walked cost so far, counting the 5/10/5/10 diagonals as they come (seed 000 移动).
  let feet = 0;
  let diagonals = 0;
  const { width, height } = state.map;
  for (let i = 0; i < 64; i++) {
    if (distanceFt(at, goal) <= 5) break;
    let bx = 0;
    let by = 0;
    let found = false;
    let bestD = direct ? distanceFt(at, goal) : Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const x = at.x + dx;
        const y = at.y + dy;
        if (x < 0 || y < 0 || x >= width || y >= height || taken.has(y * width + x)) continue;
        const d = distanceFt({ x, y }, goal);
        if (d < bestD) {
          bx = x;
          by = y;
          found = true;
          bestD = d;
        }
      }
    }
    if (!found) break;
    const diagonal = bx !== at.x && by !== at.y;
    const step = diagonal && diagonals % 2 === 1 ? 10 : 5;
    if (feet + step > budgetFt) break;
    feet += step;
    if (diagonal) diagonals++;
    at = { x: bx, y: by };
    path.push(at);
  }
  return path;
}
