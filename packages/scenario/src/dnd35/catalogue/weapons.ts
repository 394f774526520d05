import { type Weapon, weapon, weaponIds } from "@d20/core";

// Natural weapons are not in core's SRD weapons table (which every manufactured weapon the stock
// creatures and scenarios name is, rule `dnd35.weapons`); until the 3.x layer models natural
// attacks (issue "What a creature holds"), the stock creatures' bites and claws are here.
const EXTRA: Readonly<Record<string, Weapon>> = {
  // Natural weapons (SRD 3.5 "Monsters: Wolf", "Skeleton"), Medium figures. The model has no
  // natural-weapon flag; one-handed gives Str ×1, which for the stock wolf (Str 13) equals the
  // SRD's ×1½ for a sole natural attack (both +1).
  bite: {
    id: "bite",
    name: "bite",
    damage: "1d6",
    threat: 20,
    multiplier: 2,
    handedness: "one-handed",
    reach: 5,
  },
  claw: {
    id: "claw",
    name: "claw",
    damage: "1d4",
    threat: 20,
    multiplier: 2,
    handedness: "light",
    reach: 5,
  },
};

/** Every catalogue weapon by id: core's SRD table first, then the extra entries. */
export const WEAPONS: Readonly<Record<string, Weapon>> = Object.freeze({
  ...Object.fromEntries(weaponIds.map((id) => [id, weapon(id)])),
  ...EXTRA,
});
