import { type Weapon, weapon, weaponIds } from "@d20/core";

const melee = (
  id: string,
  name: string,
  damage: string,
  threat: number,
  multiplier: number,
  handedness: Weapon["handedness"],
): Weapon => ({ id, name, damage, threat, multiplier, handedness, reach: 5 });

// Natural weapons are not in core's SRD weapons table (which every manufactured weapon the stock
// creatures and scenarios name is, rule `dnd35.weapons`); until the 3.x layer models natural
// attacks (issue "What a creature holds"), the stock creatures' bites and claws are here.
const EXTRA: Readonly<Record<string, Weapon>> = {
  // Natural weapons (SRD 3.5 "Monsters: Wolf", "Skeleton"), Medium figures. The model has no
  // natural-weapon flag; one-handed gives Str ×1, which for the stock wolf (Str 13) equals the
  // SRD's ×1½ for a sole natural attack (both +1).
  bite: melee("bite", "bite", "1d6", 20, 2, "one-handed"),
  claw: melee("claw", "claw", "1d4", 20, 2, "light"),
};

/** Every catalogue weapon by id: core's SRD table first, then the extra entries. */
export const WEAPONS: Readonly<Record<string, Weapon>> = Object.freeze({
  ...Object.fromEntries(weaponIds.map((id) => [id, weapon(id)])),
  ...EXTRA,
});
