import { dnd35 } from "../rulesets/dnd35/ruleset.ts";
import type { Ruleset } from "./ruleset.ts";
import type { CombatState } from "./state.ts";

/** The rulesets this engine knows, by id. */
export const rulesets: Readonly<Record<string, Ruleset>> = { [dnd35.id]: dnd35 };

/** The ruleset a fight is played under. */
export function rulesetOf(state: Pick<CombatState, "ruleset">): Ruleset {
  const r = rulesets[state.ruleset.id];
  if (r === undefined) throw new Error(`unknown ruleset "${state.ruleset.id}"`);
  return r;
}
