import type { Square } from "../../../model/ids.ts";
import * as x from "../../3x/opportunity/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";

// Attacks of opportunity for dnd35 (seed 000 借机攻击): the 3.x rules (rulesets/3x/opportunity)
// bound to dnd35's tables (`DND35_3X`), with the signatures dnd35's frames and checks call.
export { opportunityWeapon, threateningWeapons } from "../../3x/opportunity/index.ts";

/** Why `attacker` may not make an attack of opportunity against `target` now, if it may not. */
export function noOpportunity(
  state: ThreeXState,
  attackerId: string,
  target: { readonly position: Square; readonly spec: ThreeXCombatant["spec"] },
): string | undefined {
  return x.noOpportunity(DND35_3X, state, attackerId, target);
}

/**
 * The creatures that get an attack of opportunity against `provokerId` standing at `at`, in
 * the order they are asked (see the 3.x `opportunityCandidates`).
 */
export function opportunityCandidates(
  state: ThreeXState,
  provokerId: string,
  at: Square,
  skip?: (id: string) => boolean,
): string[] {
  return x.opportunityCandidates(DND35_3X, state, provokerId, at, skip);
}
