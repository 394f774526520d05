// The dnd35 combat numbers: the 3.x layer's (rulesets/3x/stats) bound to dnd35's rule ids and
// tables (`DND35_3X`), with the signatures dnd35's checks and frames call.

import type { Explained, Term } from "../../../model/breakdown.ts";
import type { CombatantSpec, Weapon } from "../../3x/model/combatant.ts";
import * as x from "../../3x/stats/index.ts";
import { DND35_3X } from "../edition3x.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

export {
  type ArmorClassContext,
  type AttackBonusResult,
  type AttackContext,
  type AttackOutcome,
  type AttackRoll,
  type AttackSlot,
  abilityModifier,
  armoredSpeed,
  attackOutcome,
  combineMultipliers,
  confirmed,
  type DamageContext,
  type DamagePlan,
  type DexLoss,
  fullAttackSlots,
  type Hand,
  type Held,
  isDoubleAsTwo,
  isLightOffHand,
  isRangedAttack,
  isRangeViolation,
  isSoleNaturalAttack,
  iterativeAttacks,
  largeDamage,
  maxRangeFt,
  naturalRole,
  type RangedProfile,
  type RangeViolation,
  type SaveKind,
  sizedDamage,
  sizeModifier,
  smallDamage,
  smallVersion,
  speedFt,
  unarmedDamage,
  type WeaponId,
  weapon,
  weaponIds,
} from "../../3x/stats/index.ts";

/** A breakdown term whose rule id is checked against the dnd35 rules index at compile time. */
export function ruleTerm(label: string, value: number, rule: Dnd35RuleId): Term {
  return x.ruleTerm(label, value, rule);
}

/** Appends a dnd35 term unless its value is 0 (3x `pushNonZero`). */
export function pushNonZero(terms: Term[], label: string, value: number, rule: Dnd35RuleId): void {
  x.pushNonZero(terms, label, value, rule);
}

/** Armor class (seed 000 防御等级ARMOR CLASS), citing dnd35's rules. */
export function armorClass(spec: CombatantSpec, ctx: x.ArmorClassContext): Explained {
  return x.armorClass(DND35_3X, spec, ctx);
}

/** AC while flat-footed (seed 000 措手不及Flat-Footed). */
export function flatFootedAc(
  spec: CombatantSpec,
  ctx?: Omit<x.ArmorClassContext, "flatFooted">,
): Explained {
  return x.flatFootedAc(DND35_3X, spec, ctx);
}

/** Touch AC (seed 000 接触攻击Touch Attacks); flat-footed only if the context says so. */
export function touchAc(spec: CombatantSpec, ctx?: Omit<x.ArmorClassContext, "touch">): Explained {
  return x.touchAc(DND35_3X, spec, ctx);
}

/** The attack bonus (seed 000 命中奖励ATTACK BONUS), citing dnd35's rules. */
export function attackBonus(
  spec: CombatantSpec,
  weapon: Weapon,
  ctx?: x.AttackContext,
): x.AttackBonusResult {
  return x.attackBonus(DND35_3X, spec, weapon, ctx);
}

/** A hit's damage plan (seed 000 伤害DAMAGE), citing dnd35's rules. */
export function damagePlan(
  spec: CombatantSpec,
  weapon: Weapon,
  ctx?: x.DamageContext,
): x.DamagePlan {
  return x.damagePlan(DND35_3X, spec, weapon, ctx);
}

/** A hit's total (seed 000 伤害DAMAGE, 最低伤害), citing dnd35's rules. */
export function totalDamage(
  plan: x.DamagePlan,
  perRoll: readonly number[],
  extraTotal: number,
): Explained {
  return x.totalDamage(DND35_3X, plan, perRoll, extraTotal);
}

/** The initiative modifier (seed 000 先攻INITIATIVE), citing dnd35's rules. */
export function initiativeModifier(spec: CombatantSpec): Explained {
  return x.initiativeModifier(DND35_3X, spec);
}

/** The range penalty, or `dnd35.rangePenalty`'s out-of-range violation. */
export function rangePenalty(
  ranged: x.RangedProfile,
  distanceFt: number,
): number | x.RangeViolation {
  return x.rangePenalty(DND35_3X, ranged, distanceFt);
}

/** A save bonus (seed 000 豁免检定SAVING THROWS), citing dnd35's rules. */
export function saveBonus(spec: CombatantSpec, kind: x.SaveKind): Explained {
  return x.saveBonus(DND35_3X, spec, kind);
}

/** Effective land speed, explained (seed 000 速度SPEED). */
export function effectiveSpeed(spec: CombatantSpec): Explained {
  return x.effectiveSpeed(DND35_3X, spec);
}

/** The run multiplier as terms (seed 000 奔跑Run; the Run feat, SRD). */
export function runMultiplier(spec: CombatantSpec): Explained {
  return x.runMultiplier(DND35_3X, spec);
}

// The feats a wielder has, as the two-weapon table asks: Two-Weapon Fighting or none.
const TWO_WEAPON_FEAT: readonly string[] = ["TwoWeaponFighting"];
const NO_FEATS: readonly string[] = [];

/** The dnd35 two-weapon terms for one hand (seed 000 表：双武器战斗减值). */
export function twoWeaponTerms(
  hand: x.Hand,
  offHandLight: boolean,
  hasFeat: boolean,
  doubleEnd = false,
): Term[] {
  return x.twoWeaponTerms(
    DND35_3X,
    hand,
    offHandLight,
    hasFeat ? TWO_WEAPON_FEAT : NO_FEATS,
    doubleEnd,
  );
}

/** The total dnd35 two-weapon penalty for one hand (seed 000 表：双武器战斗减值). */
export function twoWeaponPenalty(hand: x.Hand, offHandLight: boolean, hasFeat: boolean): number {
  return x.twoWeaponPenalty(DND35_3X, hand, offHandLight, hasFeat ? TWO_WEAPON_FEAT : NO_FEATS);
}
