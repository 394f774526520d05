import type { ThreeXCombatant } from "../state/combatant.ts";
import { SHIELD_ID } from "./gear.ts";
import { isBodyWeapon } from "./startingGear.ts";

/** Where one of a creature's items is now. */
export type ItemPlace =
  | "hand"
  | "body"
  | "sheathed"
  | "stowed"
  | "strapped"
  | "slung"
  | "ground"
  | "usedUp"
  | "gone"
  | "none";

/**
 * Where `c`'s item `id` is (seed 000 拔出或者收回武器, 操作一个物品): in a hand; a weapon of its
 * body (always at hand); sheathed or stowed; its shield strapped on or slung; on the ground;
 * used up; or "none" — it has no such item.
 */
export function whereIs(c: ThreeXCombatant, id: string): ItemPlace {
  const g = c.gear;
  if (g.gone[id] !== undefined) return "gone";
  if (id === SHIELD_ID) {
    if (g.shield === "none") return "none";
    if (g.shield === "dropped") return "ground";
    return g.shield === "ready" ? "strapped" : "slung";
  }
  const w = c.spec.weapons.find((x) => x.id === id);
  const item = w === undefined ? c.spec.items?.find((x) => x.id === id) : undefined;
  if (w === undefined && item === undefined) return "none";
  if (w !== undefined && isBodyWeapon(w)) return "body";
  if (g.main === id || g.off === id) return "hand";
  if (g.usedUp.includes(id)) return "usedUp";
  if (g.ground.some((x) => x.item === id)) return "ground";
  return g.stowed.includes(id) ? "stowed" : "sheathed";
}
