import { isBodyWeapon, isLoaded, whereIs } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";

// What the stock policies do about their gear before fighting (seed 000 拔出或者收回武器 and the
// loading rows of 表：战斗中的动作): reload an empty crossbow in hand; with no weapon in hand, draw
// one. Every candidate is still checked by the rules.

/** The crossbow in hand that needs loading, as the declaration that loads it. */
export function reloadHeld(me: ThreeXCombatant): CombatantDeclaration | undefined {
  const w = heldWeapon(me);
  if (w?.reload === undefined || isLoaded(me, w)) return undefined;
  return {
    kind: "Activity",
    activity: w.reload === "move" ? "LoadLightCrossbow" : "LoadHeavyCrossbow",
    item: w.id,
  };
}

/**
 * With no weapon in its hands (it threw one, dropped its bow), draw its first sheathed melee
 * weapon, else its first sheathed ranged one — or, where it lies within reach, pick one up.
 */
export function armSelf(me: ThreeXCombatant): CombatantDeclaration | undefined {
  if (heldWeapon(me) !== undefined) return undefined;
  const melee = me.spec.weapons.find((w) => sheathed(me, w) && w.reach > 0);
  const any = melee ?? me.spec.weapons.find((w) => sheathed(me, w));
  if (any !== undefined) return { kind: "Activity", activity: "DrawWeapon", item: any.id };
  const lying = me.gear.ground[0];
  return lying === undefined
    ? undefined
    : { kind: "Activity", activity: "PickUpItem", item: lying.item };
}

/**
 * An archer with a foe next to it lets the bow fall (a free action) so it can draw its melee
 * weapon (SRD: a bow threatens nothing); undefined when it has no melee weapon to draw.
 */
export function dropBowForMelee(me: ThreeXCombatant): CombatantDeclaration | undefined {
  const w = heldWeapon(me);
  if (w?.ranged?.kind !== "projectile") return undefined;
  if (!me.spec.weapons.some((x) => sheathed(me, x) && x.reach > 0)) return undefined;
  return { kind: "FreeAction", action: "DropItem", item: w.id };
}

/** The weapon in its hands (main first), not counting weapons of the body. */
export function heldWeapon(me: ThreeXCombatant): Weapon | undefined {
  const { main, off } = me.gear;
  for (const id of [main, off]) {
    if (id === undefined) continue;
    const w = me.spec.weapons.find((x) => x.id === id);
    if (w !== undefined) return w;
  }
  return undefined;
}

function sheathed(me: ThreeXCombatant, w: Weapon): boolean {
  return !isBodyWeapon(w) && whereIs(me, w.id) === "sheathed";
}
