import { fillsBothHands, handFree, SHIELD_ID } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXFactDataMap } from "../../3x/log/facts.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { GEAR_ACTIVITIES, heldCrossbow } from "../checkGear.ts";

// The `GearChanged` a checked declaration writes (seed 000 拔出或者收回武器, 装备或者卸下盾牌,
// 操作一个物品, 丢掉物品, the loading rows of 表：战斗中的动作): which hand an item goes into, where
// a dropped one falls.

type GearData = ThreeXFactDataMap["GearChanged"];

/** The gear declarations: a gear activity, a drop, or a move with a draw or shield merged in. */
export function changesGear(d: CombatantDeclaration): boolean {
  switch (d.kind) {
    case "Activity":
      return GEAR_ACTIVITIES.has(d.activity);
    case "FreeAction":
      return d.action === "DropItem";
    case "Move":
      return d.drawWeapon === true || d.readyShield === true;
    default:
      return false;
  }
}

/** How many `GearChanged` facts a gear declaration writes. */
export function gearChangeCount(d: CombatantDeclaration): number {
  if (d.kind !== "Move") return 1;
  return (d.drawWeapon === true ? 1 : 0) + (d.readyShield === true ? 1 : 0);
}

/**
 * The changes a gear declaration makes, in order (a move may both draw and ready a shield). The
 * declaration was checked: its item exists and is where the action needs it.
 */
export function gearChangesOf(
  state: ThreeXState,
  actor: string,
  d: CombatantDeclaration,
): GearData[] {
  const me = state.combatants[actor]!;
  switch (d.kind) {
    case "Move": {
      const out: GearData[] = [];
      if (d.drawWeapon === true && d.draw !== undefined)
        out.push(into(me, "draw", d.draw, "dnd35.drawSheathe"));
      if (d.readyShield === true)
        out.push({ actor, change: "readyShield", item: SHIELD_ID, rule: "dnd35.readyShield" });
      return out;
    }
    case "FreeAction":
      return [
        {
          actor,
          change: "drop",
          item: d.item!,
          square: d.to ?? me.position,
          rule: "dnd35.dropItem",
        },
      ];
    case "Activity":
      return [activityChange(state, me, d)];
    default:
      return [];
  }
}

function activityChange(
  state: ThreeXState,
  me: ThreeXCombatant,
  d: Extract<CombatantDeclaration, { kind: "Activity" }>,
): GearData {
  const actor = me.spec.id;
  const item = d.item!;
  switch (d.activity) {
    case "DrawWeapon":
      if (d.also !== undefined)
        return {
          actor,
          change: "draw",
          item,
          also: d.also,
          hand: "main",
          rule: "dnd35.drawSheathe",
        };
      return into(me, "draw", item, "dnd35.drawSheathe");
    case "RetrieveStoredItem":
      return into(me, "retrieve", item, "dnd35.manipulateItem");
    case "PickUpItem":
      if (item === SHIELD_ID)
        return { actor, change: "pickUp", item, rule: "dnd35.manipulateItem" };
      return {
        ...into(me, "pickUp", item, "dnd35.manipulateItem"),
        square: me.gear.ground.find((g) => g.item === item)!.square,
      };
    case "SheatheWeapon":
      return { actor, change: "sheathe", item, rule: "dnd35.drawSheathe" };
    case "StowItem":
      return { actor, change: "stow", item, rule: "dnd35.manipulateItem" };
    case "ReadyShield":
      return { actor, change: "readyShield", item: SHIELD_ID, rule: "dnd35.readyShield" };
    case "LooseShield":
      return {
        actor,
        change: "looseShield",
        item: SHIELD_ID,
        square: me.position,
        rule: "dnd35.readyShield",
      };
    case "LoadLightCrossbow":
    case "LoadHeavyCrossbow": {
      const rapid = me.spec.feats.includes("RapidReload");
      return {
        actor,
        change: "load",
        item: d.item ?? heldCrossbow(me)!,
        rule: rapid ? "dnd35.rapidReload" : "dnd35.loading",
      };
    }
    // A potion drunk, an oil applied, a scroll read is gone; a wand or staff spends a charge
    // (SRD magic items, outside the seeds).
    case "DrinkPotion":
    case "ReadScroll":
      return { actor, change: "useUp", item, rule: itemRule(d.activity) };
    case "UseMagicItem":
      return { actor, change: "spendCharge", item, rule: "dnd35.useMagicItem" };
    default:
      throw new Error(`invariant: ${d.activity} changes no gear (state at round ${state.round})`);
  }
}

/** An item coming into hand: both for a two-handed weapon, else the main hand if free. */
export function into(
  me: ThreeXCombatant,
  change: "draw" | "retrieve" | "pickUp",
  item: string,
  rule: string,
): GearData {
  const w = me.spec.weapons.find((x) => x.id === item);
  const hand =
    w !== undefined && fillsBothHands(w) ? "both" : handFree(me, "main") ? "main" : "off";
  return { actor: me.spec.id, change, item, hand, rule };
}

function itemRule(activity: "DrinkPotion" | "ReadScroll"): string {
  return activity === "ReadScroll" ? "dnd35.readScroll" : "dnd35.drinkPotion";
}
