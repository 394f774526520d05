import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { failChance, percent } from "./odds.ts";
import { spellDamage, type WeaponOption } from "./worth.ts";

// The tactician's reasons in a few words, as the narration shows them after its declaration
// ("Ysolde declares Cast sleep → orc-2 — orc-2 not asleep, 75% to fail its will save; …").

const SAVE_NAME = { fort: "Fortitude", ref: "Reflex", will: "Will" } as const;

/** A number of hit points as the reasons give them: one decimal at most ("3.5", "9"). */
export function hp(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** What `spell` would do to `foe`: the damage expected, or the condition and the save. */
export function spellReason(me: ThreeXCombatant, spell: Spell, foe: ThreeXCombatant): string {
  const e = spell.effect;
  const id = foe.spec.id;
  if (e.kind === "damage")
    return `${id} at ${foe.vitals.hp} hp, ${hp(spellDamage(me, spell, foe))} damage expected`;
  if (e.kind !== "condition") return id;
  if (e.save === undefined) return `${id} not ${e.condition}`;
  return `${id} not ${e.condition}, ${percent(failChance(foe, e.save))} to fail its ${SAVE_NAME[e.save.save]} save`;
}

/** What its weapon would do instead this turn. */
export function weaponReason(option: WeaponOption): string {
  return option.weapon === undefined
    ? "no weapon blow this turn"
    : `${hp(option.damage)} with its ${option.weapon.name}`;
}
