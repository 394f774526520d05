import { adjacent } from "../../../d20/grid/index.ts";
import { isViolation, type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { checkPath, slowedAt } from "./checkPath.ts";
import { moverDoublings } from "./hampered.ts";

/**
 * Where a 5-foot step may go (seed 000 五尺快步Take 5-Foot Step): to a neighbouring square, for a
 * creature faster than 5 ft, when neither difficult terrain — into the square or out of it — nor
 * blindness hampers the move (只能在你的移动没有因困难地形或者黑暗限制时做五尺快步), and, like any move, round
 * no wall's corner and into no one's space. When in the round it may come is `actionEconomy.ts`.
 */
export function checkFiveFootStep(
  state: ThreeXState,
  actor: string,
  to: Square,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (speedFt(me.spec) <= 5) {
    return violation("tooSlow", "dnd35.fiveFootStep", says("dnd35:violation.tooSlow"));
  }
  if (!adjacent(me.position, to))
    return violation("notAStep", "dnd35.fiveFootStep", says("dnd35:violation.notAStep.step"));
  const rough = slowedAt(state, actor, [me.position, to]);
  if (rough !== undefined) {
    return violation(
      "hamperedStep",
      "dnd35.fiveFootStep",
      says("dnd35:violation.hamperedStep.terrain", { square: rough }),
    );
  }
  // Darkness hampers the step as terrain does (只能在你的移动没有因困难地形或者黑暗限制时): a
  // blinded creature, whose every square costs double, takes none.
  if (moverDoublings(me) > 0) {
    return violation(
      "hamperedStep",
      "dnd35.fiveFootStep",
      says("dnd35:violation.hamperedStep.blinded", { actor }),
    );
  }
  const walked = checkPath(state, actor, [to], { budgetFt: 5, rule: "dnd35.fiveFootStep" });
  return isViolation(walked) ? walked : undefined;
}
