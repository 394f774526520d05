import { BLOCKED, onSomeLine, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import { ridePair } from "../../3x/mounted/riding.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { isHelpless } from "../conditions.ts";
import { says } from "../violationSays.ts";
import { terrainGrid } from "./terrainKinds.ts";

// A charge's clear path (seed 000 冲锋CHARGE 畅通无阻的清晰路径, second part): 从你起点方格内的
// 任意一点到你终点方格内的任意一点之间的任何连线，如果会穿过能够阻挡移动、减缓移动、或是被某个
// 生物（即使是队友）所占据的方格，那么你就无法进行冲锋。（处于无助状态下的生物不会阻碍冲锋动作。）
// Every such line together covers the convex hull of the start and end spaces — one space swept
// along the way to the other — so the lane is the squares whose inside that hull reaches: a
// straight charge's own row or column, a diagonal's squares and the ones beside them.

/**
 * Why the lane of a charge from where `actor` stands to `end` is not clear, if it is not: a
 * square on some line from the start space to the end space that blocks or slows movement (a
 * wall, a pit, difficult terrain, an obstacle), or that a creature other than the charger and
 * its target occupies, unless that creature is helpless. The start space is the charger's own.
 */
export function chargeLaneProblem(
  state: ThreeXState,
  actor: string,
  target: string,
  end: Square,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const from = spaceOf(me);
  const to = spaceAt(end, me.spec.size);
  const inStart = (x: number, y: number) =>
    x >= from.x && x < from.x + from.n && y >= from.y && y < from.y + from.n;
  const lane = (x: number, y: number) => !inStart(x, y) && onSomeLine(from, to, x, y);
  // The lane in words' terms, built only for a refusal: its two ends' corner squares.
  const line = () => ({ from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y } });
  const grid = terrainGrid(state.map);
  if (!grid.plain) {
    for (let x = Math.min(from.x, to.x); x < Math.max(from.x, to.x) + from.n; x++) {
      for (let y = Math.min(from.y, to.y); y < Math.max(from.y, to.y) + from.n; y++) {
        if (!lane(x, y)) continue;
        const d = grid.spaceDoublings(x, y, 1);
        if (d === 0) continue;
        return violation(
          "chargeHampered",
          "dnd35.charge",
          says("dnd35:violation.chargeHampered.lane", {
            blocked: d === BLOCKED,
            square: { x, y },
            ...line(),
          }),
        );
      }
    }
  }
  for (const id of state.roster) {
    if (id === actor || id === target || ridePair(state, actor, id)) continue;
    const other = state.combatants[id]!;
    if (isHelpless(other)) continue;
    const o = spaceOf(other);
    for (let x = o.x; x < o.x + o.n; x++) {
      for (let y = o.y; y < o.y + o.n; y++) {
        if (!lane(x, y)) continue;
        return violation(
          other.spec.side === me.spec.side ? "blockedByAlly" : "blockedByFoe",
          "dnd35.charge",
          says("dnd35:violation.chargeLane.creature", { id, square: { x, y }, ...line() }),
        );
      }
    }
  }
  return undefined;
}

/**
 * The first square of a charge's path that no line from its start square to its end square
 * passes through — a dog-leg, not the straight line the charge must take (seed 000 冲锋时的移动:
 * 你必须向你所指定的目标直线移动) — or undefined. A bigger charger is followed by its top-left square.
 */
export function offTheLine(start: Square, path: readonly Square[]): Square | undefined {
  const end = path[path.length - 1];
  if (end === undefined) return undefined;
  const from = { x: start.x, y: start.y, n: 1 };
  const to = { x: end.x, y: end.y, n: 1 };
  return path.find((sq) => !onSomeLine(from, to, sq.x, sq.y));
}
