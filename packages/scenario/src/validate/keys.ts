// The fields each object of the scenario format accepts. The validator rejects any other field,
// and a test checks these lists against docs/scenario.schema.json, so the two cannot drift.

/** The top level of a scenario. */
export const SCENARIO_KEYS = [
  "$schema",
  "name",
  "description",
  "ruleset",
  "options",
  "seed",
  "map",
  "combatants",
  "dice",
  "end",
] as const;

/** `map`: the grid's size and its terrain, by kind (seed 000 地形和障碍物). */
export const MAP_KEYS = [
  "width",
  "height",
  "difficult",
  "obstacles",
  "walls",
  "pits",
  "lowObstacles",
  "highGround",
] as const;

/** A rectangle of squares in a terrain list, corners included. */
export const AREA_KEYS = ["from", "to"] as const;

/** `end`. */
export const END_KEYS = ["maxRounds"] as const;

/** The statistics of a combatant, or what `overrides` may replace in a stock creature. */
export const STATS_KEYS = [
  "size",
  "abilities",
  "maxHp",
  "hp",
  "stable",
  "level",
  "bab",
  "baseSaves",
  "speed",
  "armor",
  "shield",
  "naturalArmor",
  "deflection",
  "dodge",
  "feats",
  "weapons",
  "offHand",
  "initiativeMisc",
  "spells",
  "concentration",
  "spellcraft",
  "immuneToCriticals",
] as const;

/** Who a combatant is, where it stands and who plays it (stock or not). */
export const PLACEMENT_KEYS = [
  "id",
  "name",
  "side",
  "position",
  "aware",
  "policy",
  "script",
  "afterScript",
  "windows",
] as const;

/** A combatant spelled out in full. */
export const CUSTOM_COMBATANT_KEYS = [...PLACEMENT_KEYS, ...STATS_KEYS] as const;

/** A stock creature from the catalogue. */
export const STOCK_COMBATANT_KEYS = [...PLACEMENT_KEYS, "stock", "overrides"] as const;

/** `abilities` (all six for a combatant in full; some of them in `overrides`). */
export const ABILITY_KEYS = ["str", "dex", "con", "int", "wis", "cha"] as const;
/** `baseSaves`. */
export const SAVE_KEYS = ["fort", "ref", "will"] as const;

/** A weapon spelled out, or a catalogue weapon (`base`) with some fields changed. */
export const WEAPON_KEYS = [
  "base",
  "id",
  "name",
  "damage",
  "threat",
  "multiplier",
  "handedness",
  "reach",
  "reachOnly",
  "ranged",
  "strToDamage",
  "extraDamage",
  "enhancement",
  "unarmed",
  "nonlethal",
  "setAgainstCharge",
  "threatens",
] as const;

/** A weapon's `ranged`. */
export const RANGED_KEYS = ["increment", "kind"] as const;
/** An armor object. */
export const ARMOR_KEYS = ["base", "name", "bonus", "maxDex", "weight", "enhancement"] as const;
/** A shield object. */
export const SHIELD_KEYS = ["base", "name", "bonus", "enhancement"] as const;

/** The fields of each scripted declaration kind, besides `kind`. */
export const DECLARATION_KEYS = {
  Attack: [
    "target",
    "weapon",
    "hand",
    "twoHanded",
    "lethal",
    "nonlethal",
    "thrown",
    "fightingDefensively",
  ],
  FullAttack: [
    "target",
    "weapon",
    "hand",
    "twoHanded",
    "lethal",
    "nonlethal",
    "thrown",
    "fightingDefensively",
  ],
  Charge: ["path", "target", "weapon", "hand", "twoHanded", "lethal", "nonlethal", "thrown"],
  Move: ["path", "drawWeapon"],
  Run: ["path"],
  Withdraw: ["path"],
  FiveFootStep: ["to"],
  MinimumMove: ["to"],
  TotalDefense: [],
  CoupDeGrace: ["target", "weapon"],
  FreeAction: ["action"],
  StartFullRound: ["action"],
  CompleteFullRound: ["action"],
  Crawl: ["to"],
  Activity: ["activity", "aiding", "heldByOther"],
  Cast: ["spell", "target", "defensively"],
  Touch: ["target"],
  WakeSleeper: ["target"],
  Delay: ["after", "count", "nextRound"],
  Ready: ["action", "trigger"],
  Respond: ["take", "weapon"],
  EndTurn: [],
} as const satisfies Record<string, readonly string[]>;

/** A spell object: a catalogue spell (`base`) with fields changed, or one in full. */
export const SPELL_KEYS = [
  "base",
  "id",
  "name",
  "level",
  "castingTime",
  "components",
  "range",
  "effect",
] as const;
/** A spell's `effect` (which fields apply depends on its `kind`). */
export const EFFECT_KEYS = ["kind", "dice", "condition", "rounds", "save"] as const;
/** The save against a spell. */
export const SPELL_SAVE_KEYS = ["save", "dc", "onSuccess"] as const;

/** The fields of each kind of readied action (`Ready`'s `action`), besides `kind`. */
export const READIED_KEYS = {
  Attack: ["target", "weapon", "hand", "twoHanded", "lethal", "nonlethal", "thrown", "step"],
  Cast: ["spell", "target", "defensively", "counter", "step"],
  Move: ["path", "drawWeapon"],
  Crawl: ["to"],
  TotalDefense: ["step"],
  FreeAction: ["action", "step"],
  Activity: ["activity", "aiding", "heldByOther", "step"],
  Touch: ["target", "step"],
} as const satisfies Record<string, readonly string[]>;

/**
 * `Ready`'s `trigger`: `square` only with `"on": "entersSquare"`; `action` (and `activity`, for
 * an `Activity`) only with `"on": "uses"`.
 */
export const TRIGGER_KEYS = ["on", "by", "square", "action", "activity"] as const;
