import type { CombatantState, CombatState } from "../engine/state.ts";
import type { Square } from "../model/ids.ts";
import { distanceFt, pathCostFt } from "../rulesets/dnd35/geometry.ts";

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
  for (let i = 0; i < 64; i++) {
    if (distanceFt(at, goal) <= 5) break;
    let best: Square | undefined;
    let bestD = direct ? distanceFt(at, goal) : Number.POSITIVE_INFINITY;
    for (const dx of [-1, 0, 1]) {
      for (const dy of [-1, 0, 1]) {
        if (dx === 0 && dy === 0) continue;
        const sq = { x: at.x + dx, y: at.y + dy };
        if (sq.x < 0 || sq.y < 0 || sq.x >= state.map.width || sq.y >= state.map.height) continue;
        if (taken.has(sq.y * state.map.width + sq.x)) continue;
        const d = distanceFt(sq, goal);
        if (d < bestD) {
          best = sq;
          bestD = d;
        }
      }
    }
    if (best === undefined) break;
    const cost = pathCostFt(me.position, [...path, best]);
    if (cost === undefined || cost > budgetFt) break;
    path.push(best);
    at = best;
  }
  return path;
}
