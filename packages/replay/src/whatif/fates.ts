import { type CombatState, rulesetOf } from "@d20/core";

/**
 * How a combatant ended a what-if run: `dead`; `dropped` — alive but out of the fight or nearly
 * (the ruleset's "down": dying, stable, unconscious — or still up at 0 hp or less, which is
 * 3.x's disabled, seed 瘫痪DISABLED); or `standing`.
 */
export type Fate = "dead" | "dropped" | "standing";

/** Every combatant's fate at the end of a run, in roster order. */
export function fatesOf(state: CombatState): Record<string, Fate> {
  const ruleset = rulesetOf(state);
  const out: Record<string, Fate> = {};
  for (const id of state.roster) {
    const standing = ruleset.standing(state, id);
    // "up" with no hit points left is the edge the shared Standing does not name (disabled).
    const hp = state.combatants[id]?.vitals.hp ?? 0;
    out[id] =
      standing === "dead" ? "dead" : standing === "down" || hp <= 0 ? "dropped" : "standing";
  }
  return out;
}
