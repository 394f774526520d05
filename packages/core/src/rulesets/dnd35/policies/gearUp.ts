import { isBodyWeapon, isLoaded, whereIs } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { because } from "./firstLegal.ts";

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

/**
 * Badly hurt (a third of its hit points or less), drink a healing potion: the one in hand, or
 * take one out of the pack first (SRD potions; seed 000 表：战斗中的动作 喝药剂或者使用油,
 * 取出装起来的物品). Undefined without one.
 */
export function drinkWhenLow(me: ThreeXCombatant): CombatantDeclaration | undefined {
  if (me.vitals.hp * 3 > me.vitals.maxHp) return undefined;
  const potion = (me.spec.items ?? []).find(
    (i) => i.kind === "potion" && i.spell.effect.kind === "healing" && usable(me, i.id),
  );
  if (potion === undefined) return undefined;
  const why = `at ${me.vitals.hp} of ${me.vitals.maxHp} hp`;
  return whereIs(me, potion.id) === "hand"
    ? because({ kind: "Activity", activity: "DrinkPotion", item: potion.id }, why)
    : because(
        { kind: "Activity", activity: "RetrieveStoredItem", item: potion.id },
        `${why}, to drink`,
      );
}

/**
 * A dying ally beside a creature trained in Heal (its `heal` modifier given) is stabilized
 * (seed 000 稳定角色伤势和恢复: DC 15 Heal); undefined when there is none.
 */
export function stabilizeAlly(
  state: ThreeXState,
  me: ThreeXCombatant,
): CombatantDeclaration | undefined {
  if (me.spec.heal === undefined) return undefined;
  for (const id of state.roster) {
    const ally = state.combatants[id]!;
    if (id === me.spec.id || ally.spec.side !== me.spec.side || ally.vitals.state !== "dying")
      continue;
    return because(
      { kind: "Activity", activity: "StabilizeAlly", target: id },
      `${id} dying at ${ally.vitals.hp} hp`,
    );
  }
  return undefined;
}

function usable(me: ThreeXCombatant, id: string): boolean {
  const place = whereIs(me, id);
  return place === "hand" || place === "stowed" || place === "sheathed";
}
