import type { Spell } from "./spell.ts";

/**
 * A magic item that does something in a fight (SRD magic items, outside the seeds; the actions
 * are seed 000's 表：战斗中的动作 rows 喝药剂或者使用油, 阅读卷轴, 使用除药剂和油之外的魔法物品): a
 * potion or oil applies its spell to the one who drinks it or is anointed; a scroll is cast
 * from; a wand or staff casts its spell, a charge at a time.
 */
export interface Item {
  readonly id: string;
  readonly name: string;
  readonly kind: "potion" | "oil" | "scroll" | "wand" | "staff";
  readonly spell: Spell;
  /** Charges left in a wand or staff; a potion, oil or scroll is used up once used. */
  readonly charges?: number;
  /**
   * Poorly fastened (seed 000 夺取物品: 如果该物品被固定得很差…那么攻击者就可以得到+4的加值): one
   * who grabs it has +4 on its roll.
   */
  readonly looselyAttached?: boolean;
}
