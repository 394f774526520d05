import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { CONDITION, HELPLESS_CONDITIONS, has } from "../conditions.ts";
import { iterativeAttacks, speedFt } from "../stats/index.ts";
import {
  averageHit,
  averageRoll,
  failChance,
  hitChance,
  hpLeft,
  touchChance,
  wieldedWeapons,
} from "./odds.ts";

// What one turn's option is worth against a foe, on one scale for weapons and spells alike: the
// share of the foe expected to be taken out of the fight, from 0 to 1. Damage is worth the part
// of the foe's hit points it is expected to take (no more than all of them); a spell that leaves
// a foe helpless, dazed or stunned for two rounds or more is worth the whole foe, for one round
// half, times the chance the save fails. Outside the seeds: the tactician's own judgement, and
// the rules still check and resolve whatever it declares.

/** The conditions that take a creature out of the fight while they last (SRD conditions). */
const OUT_OF_ACTION: readonly string[] = [
  ...HELPLESS_CONDITIONS,
  CONDITION.dazed,
  CONDITION.stunned,
];

/** Whether the creature is helpless, dazed or stunned by a condition now. */
export function outOfAction(c: ThreeXCombatant): boolean {
  return OUT_OF_ACTION.some((name) => has(c, name));
}

/**
 * The damage `spell` is expected to deal `foe`: its average, times the chance a touch or ranged
 * touch attack lands, less what a save takes off (half, or all). 0 for a spell that deals none.
 */
export function spellDamage(me: ThreeXCombatant, spell: Spell, foe: ThreeXCombatant): number {
  const e = spell.effect;
  if (e.kind !== "damage") return 0;
  const average = averageRoll(e.dice);
  const fails = e.save === undefined ? 1 : failChance(foe, e.save);
  const onSave = e.save?.onSuccess === "half" ? average / 2 : 0;
  return landsChance(me, spell, foe) * (fails * average + (1 - fails) * onSave);
}

/**
 * What casting `spell` at `foe` is worth: 0 for healing, for a condition the foe is already out
 * of action by, or for one whose effect the tactician does not know. A touch spell is valued as
 * if the foe were in reach.
 */
export function spellWorth(me: ThreeXCombatant, spell: Spell, foe: ThreeXCombatant): number {
  const e = spell.effect;
  switch (e.kind) {
    case "healing":
      return 0;
    case "damage":
      return Math.min(1, spellDamage(me, spell, foe) / hpLeft(foe));
    case "condition": {
      if (!OUT_OF_ACTION.includes(e.condition) || outOfAction(foe)) return 0;
      const fails = e.save === undefined ? 1 : failChance(foe, e.save);
      return landsChance(me, spell, foe) * fails * Math.min(1, e.rounds / 2);
    }
  }
}

function landsChance(me: ThreeXCombatant, spell: Spell, foe: ThreeXCombatant): number {
  return spell.range === "touch" || spell.range === "rangedTouch"
    ? touchChance(me, foe, spell.range === "rangedTouch")
    : 1;
}

/** Its best weapon against a foe this turn: the weapon, the damage expected, the worth. */
export interface WeaponOption {
  readonly weapon: Weapon | undefined;
  readonly damage: number;
  readonly worth: number;
}

/**
 * What its weapons are worth against `foe` this turn: its best wielded weapon — a ranged one at
 * the foe's distance, a melee one if the foe is within its reach or a move and its reach — with
 * every iterative attack of a full attack when it need not move.
 */
export function weaponOption(me: ThreeXCombatant, foe: ThreeXCombatant): WeaponOption {
  const gap = creatureGapFt(me, foe);
  let best: WeaponOption = { weapon: undefined, damage: 0, worth: 0 };
  for (const w of wieldedWeapons(me)) {
    const ranged = w.ranged !== undefined && w.reach === 0;
    const reach = Math.max(5, w.reach);
    if (!ranged && gap > speedFt(me.spec) + reach) continue;
    const attacks = !ranged && gap > reach ? 1 : iterativeAttacks(me.spec.bab).length;
    const damage = attacks * hitChance(me, w, foe) * averageHit(me, w);
    const worth = Math.min(1, damage / hpLeft(foe));
    if (worth > best.worth) best = { weapon: w, damage, worth };
  }
  return best;
}
