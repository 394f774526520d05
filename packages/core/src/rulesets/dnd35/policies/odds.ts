import { parseNotation } from "@d20/events";
import { creatureGapFt } from "../../../d20/grid/index.ts";
import { isWielded } from "../../3x/gear/index.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { SpellSave } from "../../3x/model/spell.ts";
import type { ThreeXCombatant } from "../../3x/state/index.ts";
import { dodgeTerms } from "../conditions.ts";
import {
  abilityModifier,
  armorClass,
  attackBonus,
  damagePlan,
  isRangeViolation,
  saveBonus,
  sizeModifier,
} from "../stats/index.ts";

// The tactician's estimates: the chances of a d20 roll and the average of a dice expression,
// worked out from the same numbers the rules use (attack bonus, AC, save bonus, concentration).
// Estimates only — situational terms (flanking, cover, a prone foe) are left out; what the
// tactician then declares is still checked, and rolled, by the rules.

/**
 * The chance that d20 + `bonus` reaches `dc`. With `naturals` (attacks and saves, seed 000
 * 攻击检定ATTACK ROLL 自动失手和自动命中, 豁免检定SAVING THROWS 自动失败或成功) a natural 1 fails and a
 * natural 20 succeeds whatever the total; a skill check (concentration) has no such faces.
 */
export function d20Chance(bonus: number, dc: number, naturals = true): number {
  const faces = Math.min(20, Math.max(0, 21 - (dc - bonus)));
  return (naturals ? Math.min(19, Math.max(1, faces)) : faces) / 20;
}

/** The average of a dice expression ("2d4+4": 9). */
export function averageRoll(expr: string): number {
  let total = 0;
  for (const t of parseNotation(expr).terms)
    total += t.sign * (t.kind === "const" ? t.value : (t.count * (t.sides + 1)) / 2);
  return total;
}

/** The hit points a foe has left to lose before it drops (at least 1). */
export function hpLeft(c: ThreeXCombatant): number {
  return Math.max(1, c.vitals.hp + c.vitals.tempHp);
}

/** The AC `target` has now, against a touch attack when `touch` (no situational terms). */
function acNow(target: ThreeXCombatant, touch: boolean): number {
  return armorClass(target.spec, {
    flatFooted: target.flatFooted,
    touch,
    dodge: dodgeTerms(target),
  }).value;
}

/** The chance one attack with `w` hits `target` from where `me` stands (0 out of range). */
export function hitChance(me: ThreeXCombatant, w: Weapon, target: ThreeXCombatant): number {
  const bonus = attackBonus(me.spec, w, { distanceFt: creatureGapFt(me, target) });
  if (isRangeViolation(bonus)) return 0;
  return d20Chance(bonus.value, acNow(target, false));
}

/** A hit's average damage with `w` (its dice and Str, seed 000 伤害DAMAGE). */
export function averageHit(me: ThreeXCombatant, w: Weapon): number {
  return Math.max(1, averageRoll(damagePlan(me.spec, w).expression));
}

/**
 * The chance a touch or ranged touch attack hits (seed 000 触摸攻击Touch Attacks): base attack
 * + Str (melee) or Dex (ranged) + size, against touch AC.
 */
export function touchChance(me: ThreeXCombatant, target: ThreeXCombatant, ranged: boolean): number {
  const a = me.spec.abilities;
  const bonus = me.spec.bab + abilityModifier(ranged ? a.dex : a.str) + sizeModifier(me.spec.size);
  return d20Chance(bonus, acNow(target, true));
}

/** The chance `target` fails its save against `save` (seed 000 豁免检定SAVING THROWS). */
export function failChance(target: ThreeXCombatant, save: SpellSave): number {
  return 1 - d20Chance(saveBonus(target.spec, save.save).value, save.dc);
}

/** The chance a concentration check against `dc` succeeds (seed 000 专注: the spec's skill). */
export function concentrationChance(me: ThreeXCombatant, dc: number): number {
  const skill = me.spec.concentration ?? abilityModifier(me.spec.abilities.con);
  return d20Chance(skill, dc, false);
}

/** The weapons `me` wields now (in hand or of its body). */
export function wieldedWeapons(me: ThreeXCombatant): Weapon[] {
  return me.spec.weapons.filter((w) => isWielded(me, w));
}

/** A share as a whole percentage ("55%"). */
export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}
