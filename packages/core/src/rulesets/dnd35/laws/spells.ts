import type { Spell } from "../../3x/model/spell.ts";

// The spells the random fights' casters know (SRD spells, outside the seeds): damage at range
// and by touch, and sleep and hold person, which make creatures helpless for the laws to meet;
// command, which a grappled caster can cast (verbal only: seed 000 当你处于擒抱状态时 施法); and
// a cure, which the tactician's casters heal with.

/** A ranged spell with no save: 1d4+1 force damage (SRD spell, outside the seeds). */
export const MAGIC_MISSILE: Spell = {
  id: "magicMissile",
  name: "magic missile",
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: { kind: "damage", dice: "1d4+1" },
};

/** A touch spell: 1d6 electricity on a touch (SRD spell, outside the seeds). */
export const SHOCKING_GRASP: Spell = {
  id: "shockingGrasp",
  name: "shocking grasp",
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "touch",
  effect: { kind: "damage", dice: "1d6" },
};

/** A spell that takes a full round: Will DC 12 or asleep 5 rounds (SRD spell, outside the seeds). */
export const SLEEP: Spell = {
  id: "sleep",
  name: "sleep",
  level: 1,
  castingTime: "round",
  components: ["V", "S"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "asleep",
    rounds: 5,
    save: { save: "will", dc: 12, onSuccess: "negates" },
  },
};

/**
 * Will DC 12 or paralyzed for 3 rounds: helpless (SRD Hold Person, outside the seeds); its focus
 * is a small straight piece of iron (a grappler retrieves it: 当你处于擒抱状态时 取出施法材料).
 */
export const HOLD_PERSON: Spell = {
  id: "holdPerson",
  name: "hold person",
  level: 3,
  castingTime: "standard",
  components: ["V", "S", "F"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "paralyzed",
    rounds: 3,
    save: { save: "will", dc: 12, onSuccess: "negates" },
  },
};

/** A touch spell that heals 1d8+1 (SRD Cure Light Wounds at caster level 1, outside the seeds). */
export const CURE_LIGHT_WOUNDS: Spell = {
  id: "cureLightWounds",
  name: "cure light wounds",
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "touch",
  effect: { kind: "healing", dice: "1d8+1" },
};

/** "Fall": Will DC 11 or prone (SRD Command, outside the seeds): verbal only. */
export const COMMAND: Spell = {
  id: "command",
  name: "command",
  level: 1,
  castingTime: "standard",
  components: ["V"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "prone",
    rounds: 1,
    save: { save: "will", dc: 11, onSuccess: "negates" },
  },
};
