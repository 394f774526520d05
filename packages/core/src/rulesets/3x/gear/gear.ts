import type { Square } from "../../../model/ids.ts";

/**
 * What a creature holds and carries as the fight has left it (seed 000 拔出或者收回武器, 装备或者
 * 卸下盾牌, 操作一个物品, 丢掉物品). Item ids are its weapons' and items' ids, and "shield" for its
 * shield. Everything it carries that is not in a hand, dropped or used up is sheathed (drawn with
 * a move action) or, when named in `stowed`, in a pack (retrieved with a move action).
 */
export interface Gear {
  /** The item in the main hand; a two-handed weapon fills both hands, so `off` names it too. */
  main: string | undefined;
  off: string | undefined;
  /**
   * The shield: strapped on ("ready", its AC counts; a shield other than a buckler fills the off
   * hand), "carried" (slung, no AC), on the ground ("dropped"), or none at all.
   */
  shield: "ready" | "carried" | "dropped" | "none";
  /** Crossbows loaded now. */
  loaded: string[];
  /** Carried items put away in a pack rather than at hand. */
  stowed: string[];
  /** Its items lying on the ground, and where. */
  ground: GroundItem[];
  /** Items used up: potions drunk, scrolls read. */
  usedUp: string[];
  /** Charges spent so far from each wand or staff, by item id (SRD Wands, Staffs). */
  chargesSpent: Record<string, number>;
  /**
   * Items it no longer has: destroyed (seed 000 击破武器SUNDER) or taken by another creature
   * (卸除武器 unarmed, 夺取物品) — by item id, "destroyed" or the taker's id.
   */
  gone: Record<string, string>;
  /** Damage each item has taken so far (seed 000 表：普通盔甲、武器、和盾牌的硬度以及生命值). */
  damage: Record<string, number>;
}

/** An item lying on the map. */
export interface GroundItem {
  readonly item: string;
  readonly square: Square;
}

/** The id the gear uses for a creature's shield. */
export const SHIELD_ID = "shield";
