import type { Mutable } from "../../../model/mutable.ts";
import type { CombatantSpec } from "../model/combatant.ts";

/**
 * The manufactured weapons wielded in each hand, by id: a two-handed weapon is `main` only (or
 * named in both hands, as the gear model does), a double weapon fought with as two is both. Natural weapons are never listed: they are always
 * wielded (SRD natural weapons).
 */
export interface Held {
  readonly main?: string;
  readonly off?: string;
  /**
   * The off hand holds something that is no weapon — a shield strapped on (not a buckler), an
   * item — so it makes no claw or slam attack either (SRD natural weapons: a different limb each).
   */
  readonly offOccupied?: boolean;
}

/**
 * What the spec alone says is held: its first manufactured weapon in the main hand and its
 * `offHand` in the other, or its shield there unless it is a buckler (SRD shields: a buckler
 * leaves the hand free). Until the gear model is asked (issue 15), every caller asks this one
 * function, so the gear model replaces one thing.
 */
export function heldBySpec(spec: CombatantSpec): Held {
  const held: Mutable<Held> = {};
  // A loop, not `find` with a closure: the full-attack slots ask this on every attack of one.
  for (const w of spec.weapons) {
    if (w.natural === undefined) {
      held.main = w.id;
      break;
    }
  }
  if (spec.offHand !== undefined) held.off = spec.offHand;
  else if (spec.shield !== undefined && spec.shield.kind !== "buckler") held.offOccupied = true;
  return held;
}
