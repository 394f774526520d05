import { sideOf } from "../../../d20/grid/index.ts";
import { isViolation, type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { pathCost } from "./costModel.ts";
import { passageProblem } from "./passage.ts";
import { terrainGrid } from "./terrainKinds.ts";

/** The distance a minimum move covers, whatever the square costs. */
export const MINIMUM_MOVE_FT = 5;

/**
 * The minimum move (seed 000 特殊移动规则 最小移动; 在困难地形上移动五尺): however slowed, a
 * full-round action moves a creature 5 ft to any neighbouring square, diagonals included. It
 * crosses nothing impassable (no wall, pit or cut corner) and moves no one who cannot move at
 * all. It is not a 5-foot step: it provokes as movement does.
 */
export function checkMinimumMove(
  state: ThreeXState,
  actor: string,
  to: Square,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (speedFt(me.spec) <= 0)
    return violation(
      "cannotMove",
      "dnd35.minimumMove",
      says("dnd35:violation.cannotMove", { actor }),
    );
  const priced = pathCost(terrainGrid(state.map), me.position, [to], sideOf(me));
  if (isViolation(priced)) return priced;
  return passageProblem(state, actor, [to], false);
}
