import type { Weapon } from "../model/combatant.ts";

// SRD "Equipment: Weapons" table (the seeds name weapons but print no
// table). Damage is for a Medium wielder; `smallVersion` gives the Small one. Ranged-only weapons
// have reach 0: a bow or javelin threatens no square (seed 000 借机攻击 threatened squares).

const melee = (
  id: string,
  name: string,
  damage: string,
  threat: number,
  multiplier: number,
  handedness: Weapon["handedness"],
): Weapon => ({ id, name, damage, threat, multiplier, handedness, reach: 5 });

const WEAPONS = {
  // Seed 000 攻击Attack: 1d3 for Medium, nonlethal, counts as a light weapon.
  "unarmed-strike": {
    ...melee("unarmed-strike", "unarmed strike", "1d3", 20, 2, "light"),
    unarmed: true,
    nonlethal: true,
  },
  dagger: { ...melee("dagger", "dagger", "1d4", 19, 2, "light"), ranged: thrown(10) },
  shortsword: melee("shortsword", "short sword", "1d6", 19, 2, "light"),
  handaxe: melee("handaxe", "handaxe", "1d6", 20, 3, "light"),
  longsword: melee("longsword", "longsword", "1d8", 19, 2, "one-handed"),
  rapier: melee("rapier", "rapier", "1d6", 18, 2, "one-handed"),
  scimitar: melee("scimitar", "scimitar", "1d6", 18, 2, "one-handed"),
  battleaxe: melee("battleaxe", "battleaxe", "1d8", 20, 3, "one-handed"),
  morningstar: melee("morningstar", "morningstar", "1d8", 20, 2, "one-handed"),
  warhammer: melee("warhammer", "warhammer", "1d8", 20, 3, "one-handed"),
  club: { ...melee("club", "club", "1d6", 20, 2, "one-handed"), ranged: thrown(10) },
  // SRD weapons table (outside the seeds): a sap, 1d6 ×2, light, deals nonlethal damage.
  sap: { ...melee("sap", "sap", "1d6", 20, 2, "light"), nonlethal: true },
  // SRD weapons table (outside the seeds): a whip, 1d3 ×2, one-handed, nonlethal, 15-ft reach
  // that hits adjacent foes too, but it threatens no square. Not modelled: that using it provokes
  // as a ranged attack does, and that it harms no creature with armor +1 or natural armor +3.
  whip: {
    ...melee("whip", "whip", "1d3", 20, 2, "one-handed"),
    reach: 15,
    nonlethal: true,
    threatens: false,
    trip: true,
  },
  greatsword: melee("greatsword", "greatsword", "2d6", 19, 2, "two-handed"),
  greataxe: melee("greataxe", "greataxe", "1d12", 20, 3, "two-handed"),
  falchion: melee("falchion", "falchion", "2d4", 18, 2, "two-handed"),
  // A double weapon, 1d6/1d6 (SRD): two-handed for a single attack; as two weapons (the spec's
  // `offHand` names it too) one end is the main weapon and the other a light off-hand one
  // (seed 000 双头武器).
  quarterstaff: {
    ...melee("quarterstaff", "quarterstaff", "1d6", 20, 2, "two-handed"),
    double: true,
  },
  // Seed 000 攻击Attack (近战攻击): a typical reach weapon hits at 10 ft but not adjacent foes.
  longspear: {
    ...melee("longspear", "longspear", "1d8", 20, 3, "two-handed"),
    reach: 10,
    reachOnly: true,
    setAgainstCharge: true,
  },
  // SRD weapons table: a spear (1d8 ×3) can be set against a charge.
  spear: {
    ...melee("spear", "spear", "1d8", 20, 3, "two-handed"),
    ranged: thrown(20),
    setAgainstCharge: true,
  },
  glaive: { ...melee("glaive", "glaive", "1d10", 20, 3, "two-handed"), reach: 10, reachOnly: true },
  // SRD weapons table: a lance (1d8 ×3), a reach weapon that deals double damage on a mounted
  // charge (seed 000 冲锋CHARGE 长枪). Its one-handed use in the saddle is not modelled: it stays
  // two-handed.
  lance: {
    ...melee("lance", "lance", "1d8", 20, 3, "two-handed"),
    reach: 10,
    reachOnly: true,
    lance: true,
  },
  javelin: {
    ...melee("javelin", "javelin", "1d6", 20, 2, "one-handed"),
    reach: 0,
    ranged: thrown(30),
  },
  // Splash weapons (SRD Special Substances and Items, outside the seeds; seed 000 投掷泼溅武器):
  // thrown, range increment 10 ft, no Str to damage; the splash is in `3x/special/splash.ts`.
  "alchemists-fire": {
    ...melee("alchemists-fire", "alchemist's fire", "1d6", 20, 2, "light"),
    reach: 0,
    ranged: thrown(10),
    strToDamage: "none",
  },
  "acid-flask": {
    ...melee("acid-flask", "acid flask", "1d6", 20, 2, "light"),
    reach: 0,
    ranged: thrown(10),
    strToDamage: "none",
  },
  "holy-water": {
    ...melee("holy-water", "holy water", "2d4", 20, 2, "light"),
    reach: 0,
    ranged: thrown(10),
    strToDamage: "none",
  },
  // Seed 000 伤害DAMAGE: a non-composite bow applies a Str penalty but not a bonus.
  shortbow: shooter("shortbow", "shortbow", "1d6", 20, 3, 60, "penaltyOnly"),
  longbow: shooter("longbow", "longbow", "1d8", 20, 3, 100, "penaltyOnly"),
  // Crossbows are loaded after each shot (seed 000 表：战斗中的动作: 给手弩或轻弩装弹, a move action;
  // 给重弩或连射弩装弹, a full-round action). A hand crossbow (SRD exotic, 1d4 19–20/×2, 30 ft) is
  // held in one hand.
  "light-crossbow": {
    ...shooter("light-crossbow", "light crossbow", "1d8", 19, 2, 80, "none"),
    reload: "move",
  },
  "heavy-crossbow": {
    ...shooter("heavy-crossbow", "heavy crossbow", "1d10", 19, 2, 120, "none"),
    reload: "fullRound",
  },
  "hand-crossbow": {
    ...shooter("hand-crossbow", "hand crossbow", "1d4", 19, 2, 30, "none"),
    handedness: "light",
    reload: "move",
  },
  // Seed 000 伤害DAMAGE: thrown weapons "including the sling" add Str to damage.
  sling: {
    ...shooter("sling", "sling", "1d4", 20, 2, 50, "full"),
    handedness: "one-handed",
  },
  // More of the SRD weapons table (outside the seeds), for the stock creatures and common
  // scenarios.
  "light-mace": melee("light-mace", "light mace", "1d6", 20, 2, "light"),
  // Worn on the hand: it cannot be disarmed (seed 000 卸除武器: 带刺铁手套无法被当作一种武器来进行卸除).
  "spiked-gauntlet": {
    ...melee("spiked-gauntlet", "spiked gauntlet", "1d4", 20, 2, "light"),
    spikedGauntlet: true,
  },
  "heavy-mace": melee("heavy-mace", "heavy mace", "1d8", 20, 2, "one-handed"),
  flail: { ...melee("flail", "flail", "1d8", 20, 2, "one-handed"), trip: true },
  // A shortspear (1d6, ×2) cannot be set against a charge; a halberd can.
  shortspear: {
    ...melee("shortspear", "shortspear", "1d6", 20, 2, "one-handed"),
    ranged: thrown(20),
  },
  greatclub: melee("greatclub", "greatclub", "1d10", 20, 2, "two-handed"),
  halberd: {
    ...melee("halberd", "halberd", "1d10", 20, 3, "two-handed"),
    setAgainstCharge: true,
    trip: true,
  },
  guisarme: {
    ...melee("guisarme", "guisarme", "2d4", 20, 3, "two-handed"),
    reach: 10,
    reachOnly: true,
    trip: true,
  },
} as const satisfies Record<string, Weapon>;

/** The id of a weapon in the SRD table. */
export type WeaponId = keyof typeof WEAPONS;

/** Every weapon id in the table, in table order. */
export const weaponIds = Object.keys(WEAPONS) as readonly WeaponId[];

/** The SRD weapon with this id, Medium damage. */
export function weapon(id: WeaponId): Weapon {
  return WEAPONS[id];
}

function thrown(increment: number): NonNullable<Weapon["ranged"]> {
  return { increment, kind: "thrown" };
}

function shooter(
  id: string,
  name: string,
  damage: string,
  threat: number,
  multiplier: number,
  increment: number,
  strToDamage: NonNullable<Weapon["strToDamage"]>,
): Weapon {
  return {
    id,
    name,
    damage,
    threat,
    multiplier,
    handedness: "two-handed",
    reach: 0,
    ranged: { increment, kind: "projectile" },
    strToDamage,
  };
}
