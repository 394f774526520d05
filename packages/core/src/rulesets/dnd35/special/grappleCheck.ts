import {
  type GrappleCheckFor,
  type GrappleRules,
  grappleCheckTerms,
} from "../../3x/special/grapple.ts";
import type { OpposedSide } from "../../3x/special/opposed.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

// The dnd35 grapple check (seed 000 擒抱检定): one side of the opposed check for a combatant of
// the state, its terms citing the dnd35 rules.

/** The dnd35 rule ids the grapple check's terms cite. */
export const DND35_GRAPPLE_RULES: GrappleRules = {
  check: "dnd35.grappleCheck",
  improvedGrapple: "dnd35.feat.improvedGrapple",
  damage: "dnd35.grappleOptions",
  move: "dnd35.grappleOptions",
};

/** `who`'s side of an opposed grapple check. */
export function grappleSide(
  state: ThreeXState,
  who: string,
  what: GrappleCheckFor = {},
): OpposedSide {
  const c = state.combatants[who]!;
  return { who, check: "grapple", bonus: grappleCheckTerms(DND35_GRAPPLE_RULES, c.spec, what) };
}
