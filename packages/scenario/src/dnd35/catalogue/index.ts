import type { Armor, Shield, Weapon } from "@d20/core";
import { srdArmor as ARMOR, srdShields as SHIELDS } from "@d20/core";
import { CREATURES, type StockCreature } from "./creatures.ts";
import { type CatalogueItem, ITEMS } from "./items.ts";
import { type CatalogueSpell, SPELLS } from "./spells.ts";
import { WEAPONS } from "./weapons.ts";

/**
 * What a scenario can name instead of spelling out: weapons, armor, shields, spells, stock
 * creatures, magic items.
 */
export interface Catalogue {
  /** Weapons by id, Medium damage (a Small or Large creature gets its size's dice). */
  readonly weapons: Readonly<Record<string, Weapon>>;
  readonly armor: Readonly<Record<string, Armor>>;
  readonly shields: Readonly<Record<string, Shield>>;
  /** Spells by id, as recipes: dice and save DC follow the caster. */
  readonly spells: Readonly<Record<string, CatalogueSpell>>;
  readonly creatures: Readonly<Record<string, StockCreature>>;
  /** Potions, scrolls and wands by id, each holding a catalogue spell. */
  readonly items: Readonly<Record<string, CatalogueItem>>;
}

/** The catalogue (frozen). */
export const catalogue: Catalogue = Object.freeze({
  weapons: WEAPONS,
  armor: ARMOR,
  shields: SHIELDS,
  spells: SPELLS,
  creatures: CREATURES,
  items: ITEMS,
});
