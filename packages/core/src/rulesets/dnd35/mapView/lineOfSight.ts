import type { SightAnswer } from "../../../engine/mapQuestions.ts";
import { rangedCover } from "../../3x/cover/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";

/**
 * Line of effect and of sight from `viewer` to `target`. Walls on every corner-to-corner line
 * leave no line of effect (seed 000 掩蔽COVER 全掩蔽; creatures never block it); a blinded viewer
 * sees nothing (SRD Blinded, outside the seeds); a totally concealed or invisible target has a
 * line of effect but none of sight (seed 000 隐蔽CONCEALMENT 全隐蔽). A charge needs a line of
 * sight (seed 000 冲锋CHARGE), and the map view asks the same question.
 */
export function sightBetween(
  state: ThreeXState,
  viewer: ThreeXCombatant,
  target: ThreeXCombatant,
): SightAnswer {
  const effect = rangedCover(state.map, viewer, target) !== "total";
  // The reasons in the order the charge rule has always given them: blindness first.
  if (has(viewer, CONDITION.blinded))
    return { effect, sight: false, why: "it is blinded", rule: "dnd35.combatModifiers" };
  if (!effect) return { effect, sight: false, why: "walls block every line", rule: "dnd35.cover" };
  if (has(target, CONDITION.totallyConcealed) || has(target, CONDITION.invisible))
    return { effect, sight: false, why: "it is totally concealed", rule: "dnd35.concealment" };
  return { effect, sight: true, rule: "dnd35.concealment" };
}
