import { CREATURE_TYPES, SIZES } from "@d20/core";
import {
  anyOne,
  bool,
  type Definitions,
  int,
  list,
  notation,
  nothing,
  type ObjectSpec,
  object,
  oneOfValues,
  ref,
  type Spec,
  str,
} from "../../definitions/spec.ts";

/** The feats a combatant may have (SRD feats, outside the seeds, that the engine models). */
export const FEATS = [
  "CombatReflexes",
  "ImprovedInitiative",
  "ImprovedUnarmedStrike",
  "TwoWeaponFighting",
  "PreciseShot",
  "RapidReload",
  "Run",
  "Multiattack",
  "ImprovedFeint",
  "ImprovedTrip",
  "ImprovedDisarm",
  "ImprovedSunder",
  "ImprovedBullRush",
  "ImprovedOverrun",
  "ImprovedGrapple",
  "Trample",
] as const;

const score = int({ min: 1 });
const save = int();

/** `abilities`: all six for a combatant in full. */
export const ABILITIES: ObjectSpec = object(
  {
    str: score,
    dex: score,
    con: score,
    int: int({ min: 0, description: "0: no Int score (a mindless creature, SRD)" }),
    wis: score,
    cha: score,
  },
  { required: ["str", "dex", "con", "int", "wis", "cha"] },
);

/** `baseSaves`. */
export const BASE_SAVES: ObjectSpec = object(
  { fort: save, ref: save, will: save },
  { required: ["fort", "ref", "will"] },
);

/**
 * `holds`: what a combatant holds when the fight starts (seed 000 拔出或者收回武器). Without it,
 * its first melee weapon (else its first ranged one), its offHand weapon, its shield strapped on
 * (slung if the off hand is full), every crossbow loaded.
 */
const HOLDS: ObjectSpec = object(
  {
    main: str({ description: "the weapon or item in the main hand (a two-handed one fills both)" }),
    off: str({ description: "the weapon or item in the off hand" }),
    shield: oneOfValues(["ready", "carried"], {
      description: "ready: strapped on, its AC counts; carried: slung, drawn with a move action",
    }),
    unloaded: list(str(), { description: "crossbows that need loading before the first shot" }),
    stowed: list(str(), {
      description: "items in a pack: retrieved (a move action that provokes), not drawn",
    }),
  },
  { description: "what it holds at the start; every id one of its weapons or items" },
);

/** The statistics of a combatant spelled out in full, or what `overrides` may replace. */
export const STATS: Readonly<Record<string, Spec>> = {
  size: ref("size"),
  abilities: ref("abilities"),
  maxHp: int({ min: 1, description: "full hit points" }),
  hp: int({ min: -9, description: "hit points at the start, if not full (at most maxHp)" }),
  stable: bool({ description: "starting below 0 hp: already stable (without it, dying)" }),
  level: int({ min: 1, description: "level or Hit Dice" }),
  bab: int({ min: 0, description: "base attack bonus" }),
  baseSaves: ref("baseSaves"),
  speed: int({
    min: 0,
    multipleOf: 5,
    description: "base land speed in feet (medium and heavy armor slow it)",
    expected: "a speed in feet, a multiple of 5",
  }),
  armor: ref("armor"),
  shield: ref("shield"),
  naturalArmor: int({ min: 0 }),
  deflection: int({ min: 0 }),
  dodge: int({ min: 0 }),
  feats: list(ref("feat"), { expected: `a list of feats (${FEATS.join(", ")})` }),
  weapons: list(ref("weapon"), { description: "main hand first; none: an unarmed strike" }),
  offHand: str({ description: "the id of a carried weapon held in the off hand" }),
  holds: ref("holds"),
  initiativeMisc: int(),
  spells: list(ref("spell"), {
    description: "the spells it can cast: catalogue ids or spell objects",
  }),
  items: list(ref("item"), {
    description:
      "potions, scrolls and wands carried (catalogue ids); potions and scrolls start stowed, wands at hand",
  }),
  heal: int({ description: "Heal modifier (ranks + Wis), for stabilizing a dying creature" }),
  concentration: int({ description: "Concentration modifier (ranks + Con)" }),
  spellcraft: int({ description: "Spellcraft modifier (ranks + Int)" }),
  bluff: int({ description: "Bluff modifier (ranks + Cha), to feint" }),
  escapeArtist: int({ description: "Escape Artist modifier (ranks + Dex), to slip a grapple" }),
  monkUnarmed: notation(
    "a monk's unarmed strike damage (SRD Monk: 1d6 at levels 1–3, Medium): normal damage, nonlethal in a grapple at no −4",
  ),
  senseMotive: int({ description: "Sense Motive modifier (ranks + Wis), against a feint" }),
  creatureType: oneOfValues(CREATURE_TYPES, {
    description: "its creature type (SRD); a humanoid if not given",
  }),
  hd: int({ min: 1, description: "Hit Dice (turning counts them); its level if not given" }),
  turning: ref("turning"),
  steady: bool({
    description:
      "steadier than a biped — more than two legs, or a dwarf: +4 against bull rush, overrun and trip",
  }),
  rides: str({
    description:
      "the id of the combatant it rides when the fight starts (seed 000 骑乘战斗): its position is the mount's",
  }),
  ride: int({
    min: -99,
    max: 99,
    description: "Ride modifier (ranks + Dex + armor check penalty); its Dex modifier if not given",
  }),
  warTrained: bool({
    description:
      "true: a steed trained for war (a warhorse); false: a steed that is not (a light horse) — frightened in combat, its rider controls it with Ride DC 20 each round, and uncontrolled it flees",
  }),
  militarySaddle: bool({
    description: "seated in a military saddle: knocked out, it stays on its mount on 75%, not 50%",
  }),
  immuneToCriticals: bool({
    description:
      "immune to critical hits (undead, constructs; SRD): no extra critical damage, no coup de grace",
  }),
};

/** A turner (seed 000 驱散或斥喝不死生物): read by `readTurning`. */
export const TURNING: ObjectSpec = object(
  {
    kind: oneOfValues(["turn", "rebuke"], {
      description:
        "turn (good clerics, paladins) or rebuke (evil clerics); a neutral cleric's choice",
    }),
    level: int({ min: 1, description: "cleric level, or paladin level with paladin" }),
    paladin: bool({ description: "turns as a cleric three levels lower, from level 4" }),
    perDay: int({ min: 0, description: "uses per day; 3 + Cha modifier if not given" }),
    types: list(oneOfValues(CREATURE_TYPES), {
      description: "creature types it turns; undead if not given",
    }),
  },
  {
    required: ["kind", "level"],
    description: "turns or rebukes undead (seed 000 驱散或斥喝不死生物)",
  },
);

/** What a combatant in full cannot do without. */
export const STATS_REQUIRED = ["abilities", "maxHp", "level", "bab", "baseSaves", "speed"];

/** The statistics an override may take away with `null` (the stock creature's, left out). */
export const REMOVABLE: ReadonlySet<string> = new Set([
  "hp",
  "stable",
  "armor",
  "shield",
  "naturalArmor",
  "deflection",
  "dodge",
  "offHand",
  "holds",
  "initiativeMisc",
  "spells",
  "items",
  "heal",
  "concentration",
  "spellcraft",
  "bluff",
  "escapeArtist",
  "monkUnarmed",
  "senseMotive",
  "creatureType",
  "steady",
  "hd",
  "turning",
  "rides",
  "ride",
  "warTrained",
  "militarySaddle",
]);

/** A partial of an object definition: the same fields, none required. */
const partial = (o: ObjectSpec): ObjectSpec => object(o.fields);

/**
 * `overrides` of a stock creature: the statistics, partial `abilities` and `baseSaves` merged
 * over the creature's, and `null` for a removable one.
 */
export const OVERRIDES: ObjectSpec = object(
  Object.fromEntries(
    Object.entries(STATS).map(([key, spec]) => {
      if (key === "abilities") return [key, ref("abilityOverrides")];
      if (key === "baseSaves") return [key, ref("saveOverrides")];
      return [key, REMOVABLE.has(key) ? anyOne([spec, nothing]) : spec];
    }),
  ),
  { description: "statistics that replace the stock creature's; null removes an optional one" },
);

/** The statistics' named definitions. */
export const STATS_DEFINITIONS: Definitions = {
  size: oneOfValues(SIZES),
  feat: oneOfValues(FEATS),
  holds: HOLDS,
  turning: TURNING,
  abilities: ABILITIES,
  abilityOverrides: partial(ABILITIES),
  baseSaves: BASE_SAVES,
  saveOverrides: partial(BASE_SAVES),
};
