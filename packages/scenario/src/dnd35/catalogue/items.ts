import type { Item, RuleSource } from "@d20/core";
import { srd35 } from "./source.ts";
import { castBy, SPELLS } from "./spells.ts";

/**
 * A magic item a scenario can name by id (SRD 3.5 "Magic Items", outside the seeds): its kind,
 * the catalogue spell it holds and the caster level it was made at (the SRD's market-price
 * tables assume the lowest: 1 for a 1st-level spell, 3 for a 2nd-level one), and a wand's or
 * staff's charges (a new wand holds 50).
 */
export interface CatalogueItem {
  readonly name: string;
  readonly source: RuleSource;
  readonly kind: Item["kind"];
  /** A catalogue spell id. */
  readonly spell: string;
  readonly casterLevel: number;
  readonly charges?: number;
}

const ENTRIES: Record<string, CatalogueItem> = {
  "potion-of-cure-light-wounds": {
    name: "potion of cure light wounds",
    source: srd35("Magic Items: Potions and Oils"),
    kind: "potion",
    spell: "cure-light-wounds",
    casterLevel: 1,
  },
  "potion-of-cure-moderate-wounds": {
    name: "potion of cure moderate wounds",
    source: srd35("Magic Items: Potions and Oils"),
    kind: "potion",
    spell: "cure-moderate-wounds",
    casterLevel: 3,
  },
  "scroll-of-magic-missile": {
    name: "scroll of magic missile",
    source: srd35("Magic Items: Scrolls"),
    kind: "scroll",
    spell: "magic-missile",
    casterLevel: 1,
  },
  "scroll-of-cure-light-wounds": {
    name: "scroll of cure light wounds",
    source: srd35("Magic Items: Scrolls"),
    kind: "scroll",
    spell: "cure-light-wounds",
    casterLevel: 1,
  },
  "wand-of-magic-missile": {
    name: "wand of magic missile",
    source: srd35("Magic Items: Wands"),
    kind: "wand",
    spell: "magic-missile",
    casterLevel: 1,
    charges: 50,
  },
  "wand-of-cure-light-wounds": {
    name: "wand of cure light wounds",
    source: srd35("Magic Items: Wands"),
    kind: "wand",
    spell: "cure-light-wounds",
    casterLevel: 1,
    charges: 50,
  },
};

/** The catalogue items by id (frozen). */
export const ITEMS: Readonly<Record<string, CatalogueItem>> = Object.freeze(ENTRIES);

/**
 * The item `base` as a combatant carries it, under the id `id` (two potions of one kind need two
 * ids), with `charges` in place of a new wand's. An item's save DC is 10 + spell level + the
 * lowest modifier that casts it (SRD "Magic Items: Saving Throws Against Magic Item Powers").
 */
export function itemOf(base: string, id: string, charges?: number): Item {
  const c = ITEMS[base]!;
  const s = SPELLS[c.spell]!;
  const spell = castBy(c.spell, s, c.casterLevel, Math.floor(s.level / 2));
  const left = charges ?? c.charges;
  return {
    id,
    name: c.name,
    kind: c.kind,
    spell,
    ...(left === undefined ? {} : { charges: left }),
  };
}
