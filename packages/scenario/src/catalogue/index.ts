import type { Armor, Shield, Weapon } from "@d20/core";
import { ARMOR, SHIELDS } from "./armor.ts";
import { CREATURES, type StockCreature } from "./creatures.ts";
import { WEAPONS } from "./weapons.ts";

/** What a scenario can name instead of spelling out: weapons, armor, shields, stock creatures. */
export interface Catalogue {
  /** Weapons by id, Medium damage (a Small or Large creature gets its size's dice). */
  readonly weapons: Readonly<Record<string, Weapon>>;
  readonly armor: Readonly<Record<string, Armor>>;
  readonly shields: Readonly<Record<string, Shield>>;
  readonly creatures: Readonly<Record<string, StockCreature>>;
}

/** The catalogue (frozen). */
export const catalogue: Catalogue = Object.freeze({
  weapons: WEAPONS,
  armor: ARMOR,
  shields: SHIELDS,
  creatures: CREATURES,
});
