import type { PathCost } from "../../../d20/grid/index.ts";
import { sideOf, spaceSquares } from "../../../d20/grid/index.ts";
import { isViolation, type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { says } from "../violationSays.ts";
import { pathCost } from "./costModel.ts";
import { moverDoublings } from "./hampered.ts";
import { passageProblem } from "./passage.ts";
import { terrainGrid } from "./terrainKinds.ts";

/** How a path is walked: its budget, the rule of the action, and whether it is a charge. */
export interface WalkRules {
  readonly budgetFt: number;
  /** The rule of the action that moves (`dnd35.move`, `dnd35.charge`, …) for its own limits. */
  readonly rule: string;
  readonly charging?: boolean;
  /** An overrun's defender, whose space the path may cross (seed 000 闯越OVERRUN), not end in. */
  readonly through?: string;
}

/**
 * Checks a walk on the map and returns its cost: neighbouring squares priced by the terrain and
 * the mover's own hampering (`pathCost`, `moverDoublings`), within the budget, past the others by the rules of moving through squares.
 */
export function checkPath(
  state: ThreeXState,
  actor: string,
  path: readonly Square[],
  walk: WalkRules,
): PathCost | RuleViolation {
  const me = state.combatants[actor]!;
  if (path.length === 0)
    return violation("emptyPath", walk.rule, says("dnd35:violation.emptyPath"));
  const hampered = moverDoublings(me);
  const cost = pathCost(terrainGrid(state.map), me.position, path, sideOf(me), hampered);
  if (isViolation(cost)) return cost;
  if (cost.feet > walk.budgetFt) {
    // Name the blindness when it is what makes the walk too long.
    return hampered > 0
      ? violation(
          "tooFar",
          "dnd35.hamperedMovement",
          says("dnd35:violation.tooFar.blinded", { feet: cost.feet, budgetFt: walk.budgetFt }),
        )
      : violation(
          "tooFar",
          walk.rule,
          says("dnd35:violation.tooFar.plain", { feet: cost.feet, budgetFt: walk.budgetFt }),
        );
  }
  return passageProblem(state, actor, path, walk.charging === true, walk.through) ?? cost;
}

/**
 * The first of `squares` where the creature's space would stand on terrain that slows it
 * (difficult terrain or an obstacle; seed 000 地形和障碍物), or, with `difficultOnly`, on
 * difficult terrain. Squares off the map or blocked are `pathCost`'s to report.
 */
export function slowedAt(
  state: ThreeXState,
  actor: string,
  squares: readonly Square[],
  difficultOnly = false,
): Square | undefined {
  const grid = terrainGrid(state.map);
  if (grid.plain) return undefined;
  const n = spaceSquares(state.combatants[actor]!.spec.size);
  return squares.find((sq) =>
    difficultOnly ? grid.anyDifficult(sq.x, sq.y, n) : grid.spaceDoublings(sq.x, sq.y, n) > 0,
  );
}
