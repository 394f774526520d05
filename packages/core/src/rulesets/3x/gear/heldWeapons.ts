import type { Mutable } from "../../../model/mutable.ts";
import type { ThreeXCombatant } from "../state/combatant.ts";
import type { Held } from "../stats/held.ts";
import { mainHandWeapon } from "./wielded.ts";

/**
 * What `c` wields in each hand, for its full attack (seed 000 拔出或者收回武器, SRD natural
 * weapons): the manufactured weapon in its main hand; the off hand's weapon when it is the
 * `offHand` the creature fights two-weapon with (a double weapon names itself in both, a
 * two-handed grip names the main weapon again); and whether the off hand is otherwise full — a
 * strapped-on shield other than a buckler, an item, a weapon it does not fight with — so no claw
 * of that limb attacks either.
 */
export function heldWeapons(c: ThreeXCombatant): Held {
  const held: Mutable<Held> = {};
  const main = mainHandWeapon(c);
  if (main !== undefined) held.main = main.id;
  const off = c.gear.off;
  if (off !== undefined && off === main?.id) {
    // Both hands on one weapon: a two-handed grip, or a double weapon fought with as two.
    if (main.double !== true || c.spec.offHand === off) held.off = off;
  } else if (off !== undefined && off === c.spec.offHand) held.off = off;
  else if (off !== undefined) held.offOccupied = true;
  if (c.gear.shield === "ready" && c.spec.shield?.kind !== "buckler") held.offOccupied = true;
  return held;
}
