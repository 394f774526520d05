import type { Armor, Shield } from "../model/combatant.ts";

const armor = (name: string, bonus: number, maxDex: number, weight: Armor["weight"]): Armor => ({
  name,
  bonus,
  maxDex,
  weight,
});

// SRD "Equipment: Armor" table (outside the seeds; 3.0 and 3.5 print the same bonuses and maximum
// Dex bonuses for these): armor bonus, maximum Dex bonus, and the weight category that slows a
// wearer (seed 000 速度SPEED). Armor check penalties and spell failure are not modelled.

/** Every SRD armor by id. */
export const ARMOR: Readonly<Record<string, Armor>> = Object.freeze({
  padded: armor("padded armor", 1, 8, "light"),
  leather: armor("leather armor", 2, 6, "light"),
  "studded-leather": armor("studded leather", 3, 5, "light"),
  "chain-shirt": armor("chain shirt", 4, 4, "light"),
  hide: armor("hide armor", 3, 4, "medium"),
  "scale-mail": armor("scale mail", 4, 3, "medium"),
  chainmail: armor("chainmail", 5, 2, "medium"),
  breastplate: armor("breastplate", 5, 3, "medium"),
  "splint-mail": armor("splint mail", 6, 0, "heavy"),
  "banded-mail": armor("banded mail", 6, 1, "heavy"),
  "half-plate": armor("half-plate", 7, 0, "heavy"),
  "full-plate": armor("full plate", 8, 1, "heavy"),
});

/**
 * Every SRD shield by id ("Equipment: Armor", shields): its kind — a buckler (its hand stays
 * free), light, heavy, or a tower shield (+4, maximum Dex +2, −2 on attack rolls).
 */
export const SHIELDS: Readonly<Record<string, Shield>> = Object.freeze({
  buckler: { name: "buckler", bonus: 1, kind: "buckler" },
  "light-wooden-shield": { name: "light wooden shield", bonus: 1, kind: "light" },
  "light-steel-shield": { name: "light steel shield", bonus: 1, kind: "light" },
  "heavy-wooden-shield": { name: "heavy wooden shield", bonus: 2, kind: "heavy" },
  "heavy-steel-shield": { name: "heavy steel shield", bonus: 2, kind: "heavy" },
  "tower-shield": { name: "tower shield", bonus: 4, maxDex: 2, kind: "tower" },
});
