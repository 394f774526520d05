import type { Abilities, CreatureType, Feat, RuleSource, Size } from "@d20/core";
import { srd35 } from "./source.ts";

/**
 * A stock creature's statistics in scenario terms: weapons, armor and shield by catalogue id
 * (sized for the creature when it is built), everything else as `CombatantSpec` has it.
 */
export interface StockStats {
  readonly size: Size;
  readonly abilities: Abilities;
  readonly maxHp: number;
  readonly level: number;
  readonly bab: number;
  readonly baseSaves: { readonly fort: number; readonly ref: number; readonly will: number };
  readonly speed: number;
  readonly armor?: string;
  readonly shield?: string;
  readonly naturalArmor?: number;
  readonly feats: readonly Feat[];
  readonly weapons: readonly string[];
  /** Spells by catalogue id, cast at the creature's level. */
  readonly spells?: readonly string[];
  readonly concentration?: number;
  readonly spellcraft?: number;
  readonly creatureType?: CreatureType;
  readonly immuneToCriticals?: boolean;
  readonly hd?: number;
  readonly turning?: { readonly kind: "turn" | "rebuke"; readonly level: number };
  /** A mount trained for war (seed 000 骑乘战斗 战斗用马). */
  readonly warTrained?: boolean;
  readonly steady?: boolean;
}

/** A creature a scenario can name with `"stock"`, with its source and what the model leaves out. */
export interface StockCreature {
  readonly name: string;
  readonly source: RuleSource;
  /** What of the SRD stat block the engine does not model. */
  readonly omitted: string;
  readonly stats: StockStats;
}

const abilities = (
  str: number,
  dex: number,
  con: number,
  int: number,
  wis: number,
  cha: number,
): Abilities => ({ str, dex, con, int, wis, cha });

/** The stock creatures by id. */
export const CREATURES: Readonly<Record<string, StockCreature>> = Object.freeze({
  // Core's sample fighter (samples/scenarios.ts): d10 + Con at level 1.
  "human-fighter": {
    name: "human fighter (level 1)",
    source: srd35("Classes: Fighter"),
    omitted: "skills; armor check penalty",
    stats: {
      size: "medium",
      abilities: abilities(16, 13, 14, 10, 12, 8),
      maxHp: 12,
      level: 1,
      bab: 1,
      baseSaves: { fort: 2, ref: 0, will: 0 },
      speed: 30,
      armor: "scale-mail",
      shield: "heavy-wooden-shield",
      feats: ["ImprovedInitiative"],
      weapons: ["longsword", "javelin"],
    },
  },
  // SRD 3.5 "Classes: Wizard", a human at 1st level: d4 + Con, 4 ranks each in Concentration
  // (+2 Con) and Spellcraft (+3 Int). The model tracks no spell slots: it casts what it knows.
  "human-wizard": {
    name: "human wizard (level 1)",
    source: srd35("Classes: Wizard"),
    omitted:
      "spell slots and preparation, familiar, Scribe Scroll, skills but Concentration and Spellcraft",
    stats: {
      size: "medium",
      abilities: abilities(10, 14, 14, 16, 12, 8),
      maxHp: 6,
      level: 1,
      bab: 0,
      baseSaves: { fort: 0, ref: 0, will: 2 },
      speed: 30,
      feats: ["ImprovedInitiative"],
      weapons: ["dagger"],
      spells: ["magic-missile", "sleep", "ray-of-frost", "daze"],
      concentration: 6,
      spellcraft: 7,
    },
  },
  goblin: {
    name: "goblin (1st-level warrior)",
    source: srd35("Monsters: Goblin"),
    omitted: "Alertness, darkvision, skills",
    stats: {
      size: "small",
      abilities: abilities(11, 13, 12, 10, 9, 6),
      maxHp: 5,
      level: 1,
      bab: 1,
      baseSaves: { fort: 2, ref: 0, will: 0 },
      speed: 30,
      armor: "leather",
      shield: "light-wooden-shield",
      feats: [],
      weapons: ["morningstar", "javelin"],
    },
  },
  orc: {
    name: "orc (1st-level warrior)",
    source: srd35("Monsters: Orc"),
    omitted: "Alertness, light sensitivity, darkvision",
    stats: {
      size: "medium",
      abilities: abilities(17, 11, 12, 8, 7, 6),
      maxHp: 5,
      level: 1,
      bab: 1,
      baseSaves: { fort: 2, ref: 0, will: 0 },
      speed: 30,
      armor: "studded-leather",
      feats: [],
      weapons: ["falchion", "javelin"],
    },
  },
  wolf: {
    name: "wolf",
    source: srd35("Monsters: Wolf"),
    omitted: "trip on a bite hit, Weapon Focus (bite) (+1 attack), Track, scent",
    stats: {
      size: "medium",
      abilities: abilities(13, 15, 15, 2, 12, 6),
      maxHp: 13,
      level: 2,
      bab: 1,
      baseSaves: { fort: 3, ref: 3, will: 0 },
      speed: 50,
      naturalArmor: 2,
      feats: [],
      weapons: ["bite"],
    },
  },
  // Undead have no Con or Int score; 10 stands in, giving no modifier. Its heavy shield fills the
  // hand the SRD's "scimitar and claw" would claw with, so it full attacks with the scimitar; with
  // `"shield": null` it adds that claw as a secondary attack (SRD natural weapons).
  skeleton: {
    name: "human warrior skeleton",
    source: srd35("Monsters: Skeleton (human warrior)"),
    omitted:
      "no Con score (10 stands in), DR 5/bludgeoning, undead immunities but to critical hits, destroyed at 0 hp (the engine treats it as living: disabled, dying); its full attack's claw (the shield fills that hand)",
    stats: {
      size: "medium",
      // Int 0: no Int score (mindless).
      abilities: abilities(13, 13, 10, 0, 10, 1),
      creatureType: "undead",
      immuneToCriticals: true,
      hd: 1,
      maxHp: 6,
      level: 1,
      bab: 0,
      baseSaves: { fort: 0, ref: 0, will: 2 },
      speed: 30,
      shield: "heavy-steel-shield",
      naturalArmor: 2,
      feats: ["ImprovedInitiative"],
      weapons: ["scimitar", "claw"],
    },
  },
  zombie: {
    name: "human commoner zombie",
    source: srd35("Monsters: Zombie (human commoner)"),
    omitted:
      "no Con score (10 stands in), DR 5/slashing, single actions only, undead immunities but to critical hits, destroyed at 0 hp (the engine treats it as living)",
    stats: {
      size: "medium",
      abilities: abilities(12, 8, 10, 0, 10, 1),
      creatureType: "undead",
      immuneToCriticals: true,
      hd: 2,
      maxHp: 16,
      level: 2,
      bab: 1,
      baseSaves: { fort: 0, ref: 0, will: 3 },
      speed: 30,
      naturalArmor: 2,
      feats: ["ImprovedInitiative"],
      weapons: ["slam"],
    },
  },
  ghoul: {
    name: "ghoul",
    source: srd35("Monsters: Ghoul"),
    omitted:
      "no Con score (10 stands in), paralysis and ghoul fever, +2 turn resistance, undead immunities but to critical hits, destroyed at 0 hp",
    stats: {
      size: "medium",
      abilities: abilities(13, 15, 10, 13, 14, 12),
      creatureType: "undead",
      immuneToCriticals: true,
      hd: 2,
      maxHp: 13,
      level: 2,
      bab: 1,
      baseSaves: { fort: 0, ref: 0, will: 3 },
      speed: 30,
      naturalArmor: 2,
      feats: ["Multiattack"],
      weapons: ["bite", "ghoul-claw"],
    },
  },
  // SRD 3.5 "Classes: Cleric", a human at 3rd level: 3d8 + Con, chainmail, a heavy wooden shield
  // and a heavy mace; good, so it turns undead (3 + Cha modifier times a day).
  "human-cleric": {
    name: "human cleric (level 3)",
    source: srd35("Classes: Cleric"),
    omitted: "spells and domains; skills; armor check penalty",
    stats: {
      size: "medium",
      abilities: abilities(12, 10, 14, 10, 15, 14),
      maxHp: 22,
      level: 3,
      bab: 2,
      baseSaves: { fort: 3, ref: 1, will: 3 },
      speed: 30,
      armor: "chainmail",
      shield: "heavy-wooden-shield",
      feats: ["ImprovedInitiative"],
      weapons: ["heavy-mace"],
      turning: { kind: "turn", level: 3 },
    },
  },
  // Large: a 2×2 space and 10 ft natural reach from its size (seed 000 表：生物体型和尺寸), so
  // its greatclub (not a reach weapon) hits at 10 ft. Base speed 40, 30 in hide armor.
  ogre: {
    name: "ogre",
    source: srd35("Monsters: Ogre"),
    omitted: "Toughness (already in its 29 hp), Weapon Focus (greatclub) (+1 attack), darkvision",
    stats: {
      size: "large",
      abilities: abilities(21, 8, 15, 6, 10, 7),
      maxHp: 29,
      level: 4,
      bab: 3,
      baseSaves: { fort: 4, ref: 1, will: 1 },
      speed: 40,
      armor: "hide",
      naturalArmor: 5,
      feats: [],
      weapons: ["greatclub", "javelin"],
    },
  },
  // SRD 3.5 "Monsters: Bear, Brown": a Large animal of 6 HD (BAB 4; good Fort and Ref), Str 27.
  // Its attacks follow from these: claws 4 + 8 − 1 = +11 for 1d8 + 8, the bite 5 lower for 2d6
  // + 4 (½ Str, a secondary attack; SRD natural weapons).
  "brown-bear": {
    name: "brown bear",
    source: srd35("Monsters: Bear, Brown"),
    omitted:
      "scent, Endurance, Track, skills; a long body: reach 5 ft in the SRD, 10 ft here (the model gives every Large creature the tall figure's reach)",
    stats: {
      size: "large",
      abilities: abilities(27, 13, 19, 2, 12, 6),
      maxHp: 51,
      level: 6,
      bab: 4,
      baseSaves: { fort: 5, ref: 5, will: 2 },
      speed: 40,
      naturalArmor: 5,
      feats: ["Run"],
      weapons: ["bear-claw", "bear-bite"],
    },
  },
  // SRD 3.5 "Monsters: Horse, Light": a Large animal of 3 HD (BAB 2; good Fort and Ref), its two
  // hooves secondary attacks (−2: 2 + 2 Str − 1 size − 5, 1d4 + 1 with ½ Str). Not trained for
  // war: frightened in combat, ridden it must be controlled (seed 000 骑乘战斗 战斗用马).
  "light-horse": {
    name: "light horse",
    source: srd35("Monsters: Horse, Light"),
    omitted:
      "scent, low-light vision, Endurance, skills; a long body: reach 5 ft in the SRD, 10 ft here (every Large creature gets the tall figure's reach); that it cannot fight while ridden",
    stats: {
      size: "large",
      abilities: abilities(14, 13, 15, 2, 12, 6),
      maxHp: 19,
      level: 3,
      bab: 2,
      baseSaves: { fort: 3, ref: 3, will: 1 },
      speed: 60,
      naturalArmor: 3,
      feats: ["Run"],
      weapons: ["light-horse-hoof"],
      creatureType: "animal",
      steady: true,
      warTrained: false,
    },
  },
  // SRD 3.5 "Monsters: Horse, Light (Warhorse)": 3 HD, hooves +4 (1d4 + 3) and a bite −1 (1d3 + 1,
  // secondary); trained for war (seed 000 战斗用马: 战马…是最适合用来战斗的乘骑).
  "light-warhorse": {
    name: "light warhorse",
    source: srd35("Monsters: Horse, Light Warhorse"),
    omitted:
      "scent, low-light vision, Endurance, skills; a long body: reach 5 ft in the SRD, 10 ft here",
    stats: {
      size: "large",
      abilities: abilities(16, 13, 17, 2, 13, 6),
      maxHp: 22,
      level: 3,
      bab: 2,
      baseSaves: { fort: 3, ref: 3, will: 1 },
      speed: 60,
      naturalArmor: 4,
      feats: ["Run"],
      weapons: ["warhorse-hoof", "warhorse-bite"],
      creatureType: "animal",
      steady: true,
      warTrained: true,
    },
  },
  // SRD 3.5 "Monsters: Horse, Heavy (Warhorse)": 4 HD (BAB 3), Str 18, speed 50 ft, hooves +6
  // (1d6 + 4) and a bite +1 (1d4 + 2); trained for war.
  "heavy-warhorse": {
    name: "heavy warhorse",
    source: srd35("Monsters: Horse, Heavy Warhorse"),
    omitted:
      "scent, low-light vision, Endurance, skills; a long body: reach 5 ft in the SRD, 10 ft here",
    stats: {
      size: "large",
      abilities: abilities(18, 13, 17, 2, 13, 6),
      maxHp: 30,
      level: 4,
      bab: 3,
      baseSaves: { fort: 4, ref: 4, will: 1 },
      speed: 50,
      naturalArmor: 4,
      feats: ["Run"],
      weapons: ["heavy-warhorse-hoof", "heavy-warhorse-bite"],
      creatureType: "animal",
      steady: true,
      warTrained: true,
    },
  },
});
