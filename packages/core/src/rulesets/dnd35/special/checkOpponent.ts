import { type RuleViolation, violation } from "../../../engine/violation.ts";
import { sizeStepsLarger } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { says } from "../violationSays.ts";

/**
 * The opponent a special attack names: one in the fight, not the attacker, not dead — and, for
 * the attacks against a creature at most one size larger (冲撞BULL RUSH, 闯越OVERRUN: 你只能…体型大你
 * 一级、体型和你相同、或是体型比你更小的目标), not two or more sizes larger (`attack` names it).
 */
export function checkOpponent(
  state: ThreeXState,
  actor: string,
  targetId: string,
  rule: string,
  sizeLimited?: { readonly attack: string },
): RuleViolation | undefined {
  const target = state.combatants[targetId];
  if (target === undefined)
    return violation("noTarget", rule, says("dnd35:violation.noTarget.none", { target: targetId }));
  if (targetId === actor) return violation("selfTarget", rule, says("dnd35:violation.selfTarget"));
  if (target.vitals.state === "dead")
    return violation("deadTarget", rule, says("dnd35:violation.deadTarget", { target: targetId }));
  if (
    sizeLimited !== undefined &&
    sizeStepsLarger(state.combatants[actor]!.spec.size, target.spec.size) > 1
  )
    return violation(
      "tooLarge",
      rule,
      says("dnd35:violation.special.tooLarge", { attack: sizeLimited.attack, target: targetId }),
    );
  return undefined;
}
