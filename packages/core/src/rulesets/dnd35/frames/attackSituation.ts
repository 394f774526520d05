import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Explained } from "../../../model/breakdown.ts";
import type { Mutable } from "../../../model/mutable.ts";
import { coverTerms } from "../../3x/cover/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { isFlanking, isIntoMelee } from "../../3x/threat/index.ts";
import { higherGroundTerms } from "../battlefield/elevation.ts";
import {
  attackerModifierTerms,
  attackerVersusTerms,
  defenderDexLost,
  defenderDexZero,
  defenderModifierTerms,
  entangledSpec,
} from "../combatModifiers.ts";
import { CONDITION, dodgeTerms, has, isHelpless, otherAcTerms } from "../conditions.ts";
import { DND35_3X } from "../edition3x.ts";
import { weaponOf } from "../roster.ts";
import {
  type ArmorClassContext,
  type AttackContext,
  armorClass,
  attackBonus,
} from "../stats/index.ts";
import type { AttackFrame } from "./attack.ts";

// The situation of one attack roll: the attack bonus and the AC it is rolled against, each with
// every term the battlefield and the combatants' conditions add (seed 000 表：攻击检定修正,
// 表：防御等级修正, 掩蔽COVER, 夹击FLANKING). The attack frame rolls against these.

/** A runner has no Dex bonus to AC until its next turn (seed 000 奔跑Run). */
const RUNNING = { why: "running", rule: "dnd35.run" } as const;
/** A helpless defender's Dex is treated as 0 (seed 000 无助的防御者HELPLESS DEFENDERS). */
const HELPLESS = { why: "helpless", rule: "dnd35.helpless" } as const;

/** Melee attacks against a helpless defender: its AC −4 (seed 000 表：防御等级修正 无助). */
const HELPLESS_MELEE = { label: "helpless vs melee", value: -4, rule: "dnd35.helpless" } as const;

/**
 * The attack bonus of `f`'s roll: the attacker's (entangled or not) with everything the
 * battlefield adds. Its context is filled in field by field (see `Mutable`): once per attack.
 */
export function attackBonusOf(
  state: ThreeXState,
  f: AttackFrame,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Explained {
  const weapon = weaponOf(attacker.spec, f.weaponId)!;
  const extra = attackerModifierTerms(attacker, ranged);
  for (const t of attackerVersusTerms(attacker, target)) extra.push(t);
  for (const t of higherGroundTerms(state.map, attacker, target, ranged)) extra.push(t);
  const context: Mutable<AttackContext> = {
    attackIndex: f.index,
    hand: f.hand,
    twoWeapon: f.twoWeapon,
    lethalUnarmed: weapon.unarmed === true && f.lethal,
    nonlethalWithLethalWeapon: weapon.unarmed !== true && f.nonlethal,
    lethalWithNonlethalWeapon: weapon.unarmed !== true && weapon.nonlethal === true && f.lethal,
    distanceFt: creatureGapFt(attacker, target),
    charge: f.charge,
    fightingDefensively: has(attacker, CONDITION.fightingDefensively),
    extra,
  };
  // Only an explicit throw: a javelin (no melee reach) is thrown either way.
  if (f.thrown) context.thrown = true;
  if (ranged) context.intoMelee = isIntoMelee(state, f.attacker, f.target);
  else context.flanking = isFlanking(state, f.attacker, f.target);
  const bonus = attackBonus(entangledSpec(attacker), weapon, context);
  if ("kind" in bonus) throw new Error("invariant: range was checked when the attack was declared");
  return bonus;
}

/** The AC `target` has against this attack: its own, and what the situation adds or takes. */
export function armorClassOf(
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Explained {
  const helpless = isHelpless(target);
  const other = otherAcTerms(target);
  if (helpless && !ranged) other.push(HELPLESS_MELEE);
  for (const t of defenderModifierTerms(target, ranged)) other.push(t);
  for (const t of coverTerms(DND35_3X, state, attacker, target, ranged)) other.push(t);
  const context: Mutable<ArmorClassContext> = {
    flatFooted: target.flatFooted,
    dodge: dodgeTerms(target),
    other,
  };
  const lost = has(target, CONDITION.running) ? RUNNING : defenderDexLost(target, attacker);
  const zero = helpless ? HELPLESS : defenderDexZero(target);
  if (lost !== undefined) context.dexLost = lost;
  if (zero !== undefined) context.dexZero = zero;
  return armorClass(entangledSpec(target), context);
}
