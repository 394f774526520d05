import { srdArmor as ARMOR, srdShields as SHIELDS } from "@d20/core";
import {
  anyOne,
  bool,
  type Definitions,
  int,
  notation,
  type ObjectSpec,
  object,
  oneOfValues,
  ref,
  str,
} from "../../definitions/spec.ts";
import { CREATURES } from "../catalogue/creatures.ts";
import { ITEMS } from "../catalogue/items.ts";
import { SPELLS } from "../catalogue/spells.ts";
import { WEAPONS } from "../catalogue/weapons.ts";

const enhancement = int({ min: 0, max: 5 });

/** A weapon's `ranged`. */
export const RANGED: ObjectSpec = object(
  {
    increment: int({ min: 5 }),
    kind: oneOfValues(["thrown", "projectile"]),
  },
  { required: ["increment", "kind"] },
);

/** A weapon spelled out, or a catalogue weapon (`base`) with some fields changed. */
export const WEAPON: ObjectSpec = object(
  {
    base: ref("weaponId"),
    id: str(),
    name: str(),
    damage: notation(),
    threat: int({ min: 2, max: 20 }),
    multiplier: int({ min: 2, max: 6 }),
    handedness: oneOfValues(["light", "one-handed", "two-handed"]),
    reach: int({
      min: 0,
      max: 30,
      description: "feet; default 5, or 0 for a weapon in full with a range (a ranged weapon)",
    }),
    reachOnly: bool(),
    ranged: RANGED,
    strToDamage: oneOfValues(["full", "penaltyOnly", "none"]),
    extraDamage: notation(),
    enhancement,
    unarmed: bool(),
    nonlethal: bool(),
    setAgainstCharge: bool({
      description: "can be set against a charge for double damage (spears, longspears, halberds)",
    }),
    trip: bool({
      description:
        "a weapon made to trip with (a flail, halberd, guisarme, whip): trips provoke nothing",
    }),
    lockedGauntlet: bool({
      description: "held in a locking gauntlet: +10 to its wielder's roll against a disarm",
    }),
    improvedGrab: bool({
      description:
        "improved grab (SRD): a hit with it may start a grapple at once, a free action, with no attack of opportunity or touch attack, on a foe a size smaller",
    }),
    spikedGauntlet: bool({
      description: "a spiked gauntlet: worn, it cannot be disarmed",
    }),
    looselyAttached: bool({
      description: "poorly fastened where it is worn: +4 to the roll of one who grabs it",
    }),
    threatens: bool({
      description:
        "false: attacks at its reach but threatens no square, so no attacks of opportunity with it (a whip)",
    }),
    reload: oneOfValues(["move", "fullRound"], {
      description:
        "a crossbow: loaded after each shot, as a move action (hand, light) or a full-round action (heavy)",
    }),
    natural: oneOfValues(["primary", "secondary"], {
      description:
        "a natural weapon (claw, bite, slam, gore, tail): a full attack makes each once, secondary ones at −5 and ½ Str (SRD)",
    }),
    usesHand: bool({
      description:
        "a natural weapon that is a limb able to hold a weapon (a claw, a slam): not used by a hand that holds one",
    }),
    count: int({
      min: 1,
      max: 8,
      description: "how many of this natural weapon the creature has (2 for a pair of claws)",
    }),
  },
  {
    description:
      "a catalogue weapon (base) with fields changed, or a weapon in full (id, damage, threat, multiplier, handedness)",
    requiredOneOf: [["base"], ["id", "damage", "threat", "multiplier", "handedness"]],
  },
);

/** An armor object. */
export const ARMOR_OBJECT: ObjectSpec = object(
  {
    base: ref("armorId"),
    name: str(),
    bonus: int({ min: 0 }),
    maxDex: int({ min: 0 }),
    weight: oneOfValues(["light", "medium", "heavy"]),
    enhancement,
  },
  { requiredOneOf: [["base"], ["name", "bonus", "weight"]] },
);

/** A shield object. */
export const SHIELD_OBJECT: ObjectSpec = object(
  {
    base: ref("shieldId"),
    name: str(),
    bonus: int({ min: 0 }),
    enhancement,
    kind: oneOfValues(["buckler", "light", "heavy", "tower"], {
      description: "a buckler leaves its hand free; a tower shield gives −2 on attacks (SRD)",
    }),
    maxDex: int({
      min: 0,
      description: "the maximum Dex bonus while strapped on (a tower shield: 2)",
    }),
  },
  { requiredOneOf: [["base"], ["name", "bonus"]] },
);

/** A catalogue item under its own id, or with a used wand's charges. */
export const ITEM_OBJECT: ObjectSpec = object(
  {
    base: ref("itemId"),
    id: str({ description: "its id in the fight (default: the catalogue id)" }),
    charges: int({
      min: 0,
      description: "a wand's or staff's charges left (default: a new one's)",
    }),
    looselyAttached: bool({
      description: "poorly fastened: one who grabs it has +4 (seed 000 夺取物品)",
    }),
  },
  { required: ["base"] },
);

/** The gear's named definitions, the catalogue's ids among them (editors complete them). */
export const GEAR_DEFINITIONS: Definitions = {
  weaponId: oneOfValues(Object.keys(WEAPONS)),
  armorId: oneOfValues(Object.keys(ARMOR)),
  shieldId: oneOfValues(Object.keys(SHIELDS)),
  stockId: oneOfValues(Object.keys(CREATURES)),
  spellId: oneOfValues(Object.keys(SPELLS), {
    description:
      "a catalogue spell (SRD 3.5), its dice and save DC set by the caster's level and ability",
  }),
  itemId: oneOfValues(Object.keys(ITEMS), {
    description:
      "a catalogue potion, scroll or wand (SRD 3.5 magic items), holding a catalogue spell",
  }),
  item: anyOne([ref("itemId"), ITEM_OBJECT]),
  weapon: anyOne([ref("weaponId"), WEAPON]),
  armor: anyOne([ref("armorId"), ARMOR_OBJECT]),
  shield: anyOne([ref("shieldId"), SHIELD_OBJECT]),
};
