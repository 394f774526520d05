/**
 * Injury and death for dnd35 (seed 000 受伤和死亡INJURY AND DEATH): the 3.x track
 * (rulesets/3x/injury) bound to dnd35's rule ids (`DND35_3X`), with the signatures dnd35's
 * frames and checks call. Dice enter as arguments; each returns the new vitals and its notes.
 */

import * as x from "../../3x/injury/index.ts";
import type { Vitals } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";

export {
  type Consciousness,
  canAct,
  consciousness,
  currentHp,
  type DamageInput,
  type DamageResult,
  DEAD_AT_HP,
  type InjuryNote,
  type InjuryRestriction,
  type InjuryViolation,
  isDown,
  isInjuryViolation,
  isRestricted,
  MASSIVE_DAMAGE_DC,
  MASSIVE_DAMAGE_THRESHOLD,
  type NoStabilizeReason,
  needsStabilizeRoll,
  restriction,
  STABILIZE_CHANCE,
  type StabilizeTiming,
  stateForHp,
  type VitalsChange,
  vitalWord,
} from "../../3x/injury/index.ts";

/** One hit of lethal or nonlethal damage (seed 000 失去生命值, 非致命伤), citing dnd35's rules. */
export function applyDamage(v: Vitals, hit: x.DamageInput): x.DamageResult {
  return x.applyDamage(DND35_3X, v, hit);
}

/** A failed massive-damage save: dead (seed 000 巨创Massive Damage). */
export function failMassiveDamage(v: Vitals): x.VitalsChange {
  return x.failMassiveDamage(DND35_3X, v);
}

/** The 1 damage a disabled creature takes after a strenuous action (seed 000 瘫痪DISABLED). */
export function strenuousActionWhileDisabled(v: Vitals, round: number): x.VitalsChange {
  return x.strenuousActionWhileDisabled(DND35_3X, v, round);
}

/** Heals hp and as much nonlethal (seed 000 治疗HEALING); the dead cannot be healed. */
export function heal(v: Vitals, amount: number): x.VitalsChange | x.InjuryViolation {
  return x.heal(DND35_3X, v, amount);
}

/** Heals nonlethal damage only (seed 000 非致命伤NONLETHAL DAMAGE). */
export function healNonlethal(v: Vitals, amount: number): x.VitalsChange | x.InjuryViolation {
  return x.healNonlethal(DND35_3X, v, amount);
}

/** The d% roll a dying creature makes each round (seed 000 稳定角色伤势和恢复). */
export function applyStabilizeRoll(
  v: Vitals,
  d100: number,
  round: number,
  timing?: x.StabilizeTiming,
): x.VitalsChange | x.InjuryViolation {
  return x.applyStabilizeRoll(DND35_3X, v, d100, round, timing);
}

/** Temporary hp: lost first, not healed, not stacking (seed 000 暂时生命值). */
export function grantTempHp(v: Vitals, amount: number): x.VitalsChange | x.InjuryViolation {
  return x.grantTempHp(DND35_3X, v, amount);
}
