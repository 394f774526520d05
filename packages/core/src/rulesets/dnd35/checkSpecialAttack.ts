import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { specialAttack } from "./special/index.ts";
import { declaresFullAttack } from "./special/inFullAttack.ts";
import { says } from "./violationSays.ts";

/**
 * A special attack's check (seed 000 特殊攻击): one the engine knows, then its own rules. The
 * budget was checked before, by the slot the attack's module gives.
 */
export function checkSpecialAttack(
  state: ThreeXState,
  actor: string,
  d: Extract<CombatantDeclaration, { kind: "SpecialAttack" }>,
): RuleViolation | undefined {
  const m = specialAttack(d.attack);
  if (m === undefined)
    return violation(
      "unknownSpecialAttack",
      "dnd35.specialAttacks",
      says("dnd35:violation.unknownSpecialAttack", { attack: String(d.attack) }),
    );
  if (declaresFullAttack(d)) {
    // The first attack of a full attack: one made in place of an attack, with none under way.
    if (m.inFullAttack?.(state, d as never) !== true)
      return violation(
        "notInFullAttack",
        "dnd35.fullAttack",
        says("dnd35:violation.special.notInFullAttack", { attack: d.attack }),
      );
    if (state.turn?.fullAttackNext !== undefined)
      return violation(
        "fullAttackUnderWay",
        "dnd35.fullAttack",
        says("dnd35:violation.special.fullAttackUnderWay", { attack: d.attack }),
      );
  }
  return m.check(state, actor, d as never);
}
