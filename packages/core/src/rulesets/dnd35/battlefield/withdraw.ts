import { isViolation, type RuleViolation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { turnRestriction } from "../actionEconomy.ts";
import { speedFt } from "../stats/index.ts";
import { checkPath } from "./checkPath.ts";

/**
 * A withdraw's movement (seed 000 撤退Withdraw): a full-round action moving up to double speed;
 * on a restricted turn (受限撤退) a standard action moving up to speed. Which squares it may
 * leave without attacks of opportunity is the interrupt machinery's business, not this check's.
 */
export function checkWithdraw(
  state: ThreeXState,
  actor: string,
  path: readonly Square[],
): RuleViolation | undefined {
  const speed = speedFt(state.combatants[actor]!.spec);
  const restricted = turnRestriction(state, state.turn!) !== undefined;
  const budgetFt = restricted ? speed : speed * 2;
  const walked = checkPath(state, actor, path, { budgetFt, rule: "dnd35.withdraw" });
  return isViolation(walked) ? walked : undefined;
}
