import { isViolation, type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { runMultiplier, speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { checkPath, slowedAt } from "./checkPath.ts";
import { isStraightLine } from "./costModel.ts";

/**
 * A run (seed 000 奔跑Run): a full-round action moving in a straight line up to four times speed
 * (three times in heavy armor; the Run feat adds one more, SRD), never through difficult terrain
 * nor blinded.
 * The action economy (`actionEconomy.ts`) has already said the whole turn is free for it.
 */
export function checkRun(
  state: ThreeXState,
  actor: string,
  path: readonly Square[],
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  // 你也不能奔跑向你看不见的地方 (seed 000 奔跑Run): a blinded creature sees nowhere to run to.
  if (has(me, CONDITION.blinded))
    return violation("runBlind", "dnd35.run", says("dnd35:violation.runBlind", { actor }));
  const rough = slowedAt(state, actor, path, true);
  if (rough !== undefined) {
    return violation(
      "runThroughDifficult",
      "dnd35.run",
      says("dnd35:violation.runThroughDifficult", { square: rough }),
    );
  }
  if (path.length > 0 && !isStraightLine(me.position, path))
    return violation("notStraight", "dnd35.run", says("dnd35:violation.notStraight"));
  const budgetFt = speedFt(me.spec) * runMultiplier(me.spec).value;
  const walked = checkPath(state, actor, path, { budgetFt, rule: "dnd35.run" });
  return isViolation(walked) ? walked : undefined;
}

/** Whether a runner keeps its Dex bonus to AC: only with the Run feat (seed 000 奔跑Run). */
export function runnerKeepsDex(state: ThreeXState, actor: string): boolean {
  return state.combatants[actor]!.spec.feats.includes("Run");
}
