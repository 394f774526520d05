import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { specialAttack } from "./special/index.ts";
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
  return m.check(state, actor, d as never);
}
