import { type Weapon, weapon, weaponIds } from "@d20/core";

const melee = (
  id: string,
  name: string,
  damage: string,
  threat: number,
  multiplier: number,
  handedness: Weapon["handedness"],
): Weapon => ({ id, name, damage, threat, multiplier, handedness, reach: 5 });

// SRD 3.5 "Equipment: Weapons" entries that core's table (rule `dnd35.weapons`) does not carry.
// Core's entries are reused as they are; these only fill gaps the stock creatures and common
// scenarios need. Damage is for a Medium wielder.
const EXTRA: Readonly<Record<string, Weapon>> = {
  "light-mace": melee("light-mace", "light mace", "1d6", 20, 2, "light"),
  "heavy-mace": melee("heavy-mace", "heavy mace", "1d8", 20, 2, "one-handed"),
  flail: melee("flail", "flail", "1d8", 20, 2, "one-handed"),
  // A shortspear (1d6, ×2) cannot be set against a charge; a halberd can.
  shortspear: {
    ...melee("shortspear", "shortspear", "1d6", 20, 2, "one-handed"),
    ranged: { increment: 20, kind: "thrown" },
  },
  greatclub: melee("greatclub", "greatclub", "1d10", 20, 2, "two-handed"),
  halberd: {
    ...melee("halberd", "halberd", "1d10", 20, 3, "two-handed"),
    setAgainstCharge: true,
  },
  guisarme: {
    ...melee("guisarme", "guisarme", "2d4", 20, 3, "two-handed"),
    reach: 10,
    reachOnly: true,
  },
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
