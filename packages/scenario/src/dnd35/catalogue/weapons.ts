import { type Weapon, weapon, weaponIds } from "@d20/core";

// Natural weapons (SRD Combat/Monsters: natural weapons, outside the seeds) are not in core's
// SRD weapons table (which every manufactured weapon the stock creatures and scenarios name is,
// rule `dnd35.weapons`): the stock creatures' bites and claws are here, as Medium figures whose
// dice follow the wielder's size like any catalogue weapon's. `natural` gives the primary or
// secondary attack, `usesHand` the limbs that can hold a weapon, `count` a pair of claws.
const natural = (
  id: string,
  name: string,
  damage: string,
  kind: "primary" | "secondary",
  limb: { readonly usesHand?: boolean; readonly count?: number } = {},
): Weapon => {
  const w: Weapon = { id, name, damage, threat: 20, multiplier: 2, handedness: "light", reach: 5 };
  return { ...w, natural: kind, ...limb };
};

const EXTRA: Readonly<Record<string, Weapon>> = {
  // SRD "Monsters: Wolf": a bite, the wolf's single (so primary) attack, 1½ × Str to damage.
  bite: natural("bite", "bite", "1d6", "primary"),
  // SRD "Monsters: Skeleton": a pair of claws, primary when they are its attacks, each a hand.
  claw: natural("claw", "claw", "1d4", "primary", { usesHand: true, count: 2 }),
  // SRD "Monsters: Bear, Brown" (Large): claw 1d8 and bite 2d6, given here for Medium (1d6,
  // 1d8) so that the Large bear's are the SRD's; the bite is its secondary attack. Improved grab
  // on a claw hit ("a brown bear must hit with a claw attack").
  "bear-claw": {
    ...natural("bear-claw", "claw", "1d6", "primary", { usesHand: true, count: 2 }),
    improvedGrab: true,
  },
  "bear-bite": natural("bear-bite", "bite", "1d8", "secondary"),
  // SRD "Monsters: Zombie": a slam, its single attack (1½ × Str).
  slam: { ...natural("slam", "slam", "1d6", "primary"), usesHand: true },
  // SRD "Monsters: Ghoul": a bite (1d6) and two claws (1d3), all primary.
  "ghoul-claw": natural("ghoul-claw", "claw", "1d3", "primary", { usesHand: true, count: 2 }),
  // SRD "Monsters: Horse" (Large, given here for Medium so the Large horse's are the SRD's): a
  // light horse's two hooves 1d4, secondary; a light warhorse's hooves 1d4 and bite 1d3; a heavy
  // warhorse's hooves 1d6 and bite 1d4 (the bite secondary).
  "light-horse-hoof": natural("light-horse-hoof", "hoof", "1d3", "secondary", { count: 2 }),
  "warhorse-hoof": natural("warhorse-hoof", "hoof", "1d3", "primary", { count: 2 }),
  "warhorse-bite": natural("warhorse-bite", "bite", "1d2", "secondary"),
  "heavy-warhorse-hoof": natural("heavy-warhorse-hoof", "hoof", "1d4", "primary", { count: 2 }),
  "heavy-warhorse-bite": natural("heavy-warhorse-bite", "bite", "1d3", "secondary"),
};

/** Every catalogue weapon by id: core's SRD table first, then the extra entries. */
export const WEAPONS: Readonly<Record<string, Weapon>> = Object.freeze({
  ...Object.fromEntries(weaponIds.map((id) => [id, weapon(id)])),
  ...EXTRA,
});
