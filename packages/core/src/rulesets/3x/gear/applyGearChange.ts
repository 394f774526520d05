import type { ThreeXFactDataMap } from "../log/facts.ts";
import type { Gear } from "./gear.ts";
import { SHIELD_ID } from "./gear.ts";

/**
 * The reducer's part for `GearChanged`: the item moves between hands, sheath, pack, the ground
 * and the used-up list as the fact says (the frame that wrote it checked it could).
 */
export function applyGearChange(g: Gear, d: ThreeXFactDataMap["GearChanged"]): void {
  const item = d.item;
  switch (d.change) {
    case "draw":
    case "retrieve":
    case "pickUp":
      remove(g.stowed, item);
      if (d.change === "pickUp") removeFromGround(g, item);
      if (item === SHIELD_ID) {
        g.shield = "carried";
        return;
      }
      if (d.hand === "main" || d.hand === "both") g.main = item;
      if (d.hand === "off" || d.hand === "both") g.off = item;
      if (d.also !== undefined) g.off = d.also;
      return;
    case "sheathe":
    case "stow":
      letGo(g, item);
      if (d.change === "stow") g.stowed.push(item);
      return;
    case "drop":
      letGo(g, item);
      if (item === SHIELD_ID) g.shield = "dropped";
      g.ground.push({ item, square: d.square! });
      return;
    case "readyShield":
      g.shield = "ready";
      return;
    case "looseShield":
      g.shield = "dropped";
      g.ground.push({ item: SHIELD_ID, square: d.square! });
      return;
    case "load":
      if (!g.loaded.includes(item)) g.loaded.push(item);
      return;
    case "useUp":
      letGo(g, item);
      remove(g.stowed, item);
      g.usedUp.push(item);
      return;
    case "spendCharge":
      g.chargesSpent[item] = (g.chargesSpent[item] ?? 0) + 1;
      return;
    case "destroy":
    case "taken":
      // Destroyed (击破武器SUNDER) or taken by `by` (卸除武器, 夺取物品): gone from its hands, sheath,
      // pack and the ground for good.
      letGo(g, item);
      remove(g.stowed, item);
      removeFromGround(g, item);
      if (item === SHIELD_ID) g.shield = "none";
      g.gone[item] = d.change === "destroy" ? "destroyed" : d.by!;
      return;
    default:
      d.change satisfies never;
  }
}

/** The item leaves whichever hands hold it. */
function letGo(g: Gear, item: string): void {
  if (g.main === item) g.main = undefined;
  if (g.off === item) g.off = undefined;
}

function remove(list: string[], item: string): void {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}

function removeFromGround(g: Gear, item: string): void {
  const i = g.ground.findIndex((x) => x.item === item);
  if (i >= 0) g.ground.splice(i, 1);
}

/** A shot from a crossbow empties it (seed 000 表：战斗中的动作: loaded again after each shot). */
export function fired(g: Gear, weapon: string): void {
  if (g.loaded.length > 0) remove(g.loaded, weapon);
}
