import type { CombatState } from "../../engine/state.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { GmDeclaration } from "../../log/declarations.ts";
import { checkOne } from "./checkRoster.ts";

const GM = "dnd35.gm";

/** Checks a GM declaration: its target exists, amounts are whole, a reason is given. */
export function checkGm(state: CombatState, d: GmDeclaration): RuleViolation | undefined {
  if (typeof d.reason !== "string" || d.reason.trim() === "")
    return violation("noReason", GM, "a GM decision needs a reason");
  if ("target" in d && state.combatants[d.target] === undefined) {
    return violation("noTarget", GM, `no combatant "${d.target}"`);
  }
  switch (d.kind) {
    case "ApplyDamage":
    case "ApplyHealing":
    case "GrantTempHp":
      if (!Number.isInteger(d.amount) || d.amount < 1)
        return violation("badAmount", GM, "amount must be a whole number ≥ 1");
      if (d.kind !== "ApplyDamage" && state.combatants[d.target]!.vitals.state === "dead") {
        return violation("dead", "dnd35.dead", `${d.target} is dead`);
      }
      return undefined;
    case "AddCombatant":
      if (state.combatants[d.spec.id] !== undefined)
        return violation("duplicate", GM, `"${d.spec.id}" is already in the fight`);
      return checkOne(d.spec, "spec");
    case "MoveCreature":
      if (d.to.x < 0 || d.to.y < 0 || d.to.x >= state.map.width || d.to.y >= state.map.height) {
        return violation("offMap", GM, `square (${d.to.x},${d.to.y}) is off the map`);
      }
      return undefined;
    case "OverrideRuling":
      if (!Number.isInteger(d.seq) || d.seq < 0 || d.seq >= state.nextSeq)
        return violation("noSuchEvent", GM, `no event ${d.seq} yet`);
      return undefined;
    default:
      return undefined;
  }
}
