import type { RuleSource } from "@d20/core";
import type { Spell, SpellEffect } from "../coreTypes.ts";
import { srd35 } from "./source.ts";

/**
 * A spell a scenario can name by id. Its dice and save DC depend on who casts it, so the
 * catalogue holds a recipe: `effect` gets the caster level (the combatant's level) and the save
 * DC (10 + spell level + the caster's modifier in `ability`, SRD 3.5 "Magic Overview").
 */
export interface CatalogueSpell {
  readonly name: string;
  readonly source: RuleSource;
  /** What of the SRD spell the model leaves out. */
  readonly omitted: string;
  readonly level: number;
  readonly castingTime: Spell["castingTime"];
  readonly components: Spell["components"];
  readonly range: Spell["range"];
  /** The ability that sets the save DC: Int for a wizard's spells, Wis for a cleric's. */
  readonly ability: "int" | "wis" | "cha";
  readonly effect: (casterLevel: number, dc: number) => SpellEffect;
}

/** `n` dice of `die`, one per caster level up to `max`. */
const perLevel = (cl: number, max: number, die: string) => `${Math.min(cl, max)}${die}`;

// SRD 3.5 "Spells" (outside the seeds): a few spells a 1st-level caster brings to a fight.
const ENTRIES: Record<string, CatalogueSpell> = {
  "magic-missile": {
    name: "magic missile",
    source: srd35("Spells: Magic Missile"),
    omitted: "several targets for several missiles (all strike the one target); spell resistance",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "ranged",
    ability: "int",
    // One missile of 1d4+1, one more per two caster levels beyond 1st, at most five.
    effect: (cl) => {
      const n = Math.min(5, 1 + Math.floor((cl - 1) / 2));
      return { kind: "damage", dice: `${n}d4+${n}` };
    },
  },
  "shocking-grasp": {
    name: "shocking grasp",
    source: srd35("Spells: Shocking Grasp"),
    omitted: "+3 on the touch attack against a foe in metal armor; spell resistance",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "touch",
    ability: "int",
    effect: (cl) => ({ kind: "damage", dice: perLevel(cl, 5, "d6") }),
  },
  "burning-hands": {
    name: "burning hands",
    source: srd35("Spells: Burning Hands"),
    omitted: "the 15-ft cone (one target is burned); setting things alight",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "ranged",
    ability: "int",
    effect: (cl, dc) => ({
      kind: "damage",
      dice: perLevel(cl, 5, "d4"),
      save: { save: "ref", dc, onSuccess: "half" },
    }),
  },
  "ray-of-frost": {
    name: "ray of frost",
    source: srd35("Spells: Ray of Frost"),
    omitted: "spell resistance",
    level: 0,
    castingTime: "standard",
    components: ["V", "S"],
    range: "rangedTouch",
    ability: "int",
    effect: () => ({ kind: "damage", dice: "1d3" }),
  },
  sleep: {
    name: "sleep",
    source: srd35("Spells: Sleep"),
    omitted:
      "the burst of 4 HD of creatures (one target sleeps); a material component the model does not track (a sleeper wakes when damaged or slapped awake: rule dnd35.sleepWakes)",
    level: 1,
    castingTime: "round",
    components: ["V", "S", "M"],
    range: "ranged",
    ability: "int",
    // 1 minute per level: 10 rounds per level. Asleep is helpless (seed 000 无助的防御者).
    effect: (cl, dc) => ({
      kind: "condition",
      condition: "asleep",
      rounds: 10 * cl,
      save: { save: "will", dc, onSuccess: "negates" },
    }),
  },
  "hold-person": {
    name: "hold person",
    source: srd35("Spells: Hold Person"),
    omitted:
      "the humanoid limit; the new Will save each round to break free; the divine focus a cleric may use instead of the focus (paralyzed is helpless: rule dnd35.helplessNoActions)",
    level: 3,
    castingTime: "standard",
    components: ["V", "S", "F"],
    range: "ranged",
    ability: "int",
    // 1 round per level (the wizard's 3rd-level spell; a cleric's is 2nd).
    effect: (cl, dc) => ({
      kind: "condition",
      condition: "paralyzed",
      rounds: cl,
      save: { save: "will", dc, onSuccess: "negates" },
    }),
  },
  daze: {
    name: "daze",
    source: srd35("Spells: Daze"),
    omitted:
      "the 4 HD and humanoid limits (a dazed creature takes no actions: rule dnd35.noActions)",
    level: 0,
    castingTime: "standard",
    components: ["V", "S", "M"],
    range: "ranged",
    ability: "int",
    effect: (_cl, dc) => ({
      kind: "condition",
      condition: "dazed",
      rounds: 1,
      save: { save: "will", dc, onSuccess: "negates" },
    }),
  },
  "cure-light-wounds": {
    name: "cure light wounds",
    source: srd35("Spells: Cure Light Wounds"),
    omitted: "harming undead",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "touch",
    ability: "wis",
    effect: (cl) => ({ kind: "healing", dice: `1d8+${Math.min(cl, 5)}` }),
  },
  "cure-moderate-wounds": {
    name: "cure moderate wounds",
    source: srd35("Spells: Cure Moderate Wounds"),
    omitted: "harming undead",
    level: 2,
    castingTime: "standard",
    components: ["V", "S"],
    range: "touch",
    ability: "wis",
    effect: (cl) => ({ kind: "healing", dice: `2d8+${Math.min(cl, 10)}` }),
  },
};

/** The catalogue spells by id (frozen). */
export const SPELLS: Readonly<Record<string, CatalogueSpell>> = Object.freeze(ENTRIES);

/** The spell `id` as a caster of `casterLevel` with `abilityMod` in the spell's ability casts it. */
export function castBy(
  id: string,
  s: CatalogueSpell,
  casterLevel: number,
  abilityMod: number,
): Spell {
  const { name, level, castingTime, components, range } = s;
  const effect = s.effect(casterLevel, 10 + level + abilityMod);
  return { id, name, level, castingTime, components, range, effect };
}
