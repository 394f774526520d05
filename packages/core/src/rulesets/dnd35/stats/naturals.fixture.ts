import type { CombatantSpec, NaturalKind, Weapon } from "../../3x/model/combatant.ts";

/** Test fixture: a natural weapon (SRD natural weapons), with its limb's fields. */
export function naturalWeapon(
  id: string,
  damage: string,
  natural: NaturalKind,
  limb: Pick<Weapon, "usesHand" | "count"> = {},
): Weapon {
  return {
    id,
    name: id,
    damage,
    threat: 20,
    multiplier: 2,
    handedness: "light",
    reach: 5,
    natural,
    ...limb,
  };
}

/** A pair of claws, each a hand that could hold a weapon. */
export const CLAWS = naturalWeapon("claw", "1d8", "primary", { usesHand: true, count: 2 });
/** A bite that is a secondary attack (a bear's). */
export const BEAR_BITE = naturalWeapon("bite", "2d6", "secondary");
/** A bite that is a primary attack (a wolf's, a lizardfolk's). */
export const BITE = naturalWeapon("bite", "1d6", "primary");

/**
 * Test fixture: SRD "Monsters: Bear, Brown" from its statistics (Large, 6 HD so BAB 4, Str 27,
 * natural armor 5): 2 claws 1d8 and a bite 2d6, the bite secondary. Its attack totals are not
 * written here: they follow from these (claws +11, bite +6).
 */
export function brownBear(id: string, x: number, y: number, o: Partial<CombatantSpec> = {}) {
  const bear: CombatantSpec = {
    id,
    name: id,
    side: "wild",
    size: "large",
    abilities: { str: 27, dex: 13, con: 19, int: 2, wis: 12, cha: 6 },
    maxHp: 51,
    level: 6,
    bab: 4,
    baseSaves: { fort: 5, ref: 5, will: 2 },
    speed: 40,
    naturalArmor: 5,
    feats: ["Run"],
    weapons: [CLAWS, BEAR_BITE],
    position: { x, y },
    aware: true,
  };
  return { ...bear, ...o };
}
