/**
 * Injury and death on the 3.x track (seed 000 受伤和死亡INJURY AND DEATH; 3.0 alike, its nonlethal
 * damage called subdual): pure functions over `Vitals`, citing the rules of the edition handed in.
 * Dice enter as arguments; each function returns the new vitals and notes citing rule ids.
 */

/** One hit of lethal or nonlethal damage, the massive-damage save it may call for, and its failure. */
export {
  applyDamage,
  type DamageInput,
  type DamageResult,
  failMassiveDamage,
  MASSIVE_DAMAGE_DC,
  MASSIVE_DAMAGE_THRESHOLD,
} from "./damage.ts";
/** The 1 damage a disabled creature takes after a strenuous action. */
export { strenuousActionWhileDisabled } from "./disabled.ts";
/** Healing of hp and nonlethal damage; a dead creature cannot be healed. */
export { heal, healNonlethal } from "./healing.ts";
/** Reading nonlethal damage against hp: staggered, unconscious, restricted turns. */
export {
  type Consciousness,
  canAct,
  consciousness,
  currentHp,
  type InjuryRestriction,
  isDown,
  isRestricted,
  restriction,
} from "./nonlethal.ts";
/** The d% roll a dying creature makes each round after it fell. */
export {
  applyStabilizeRoll,
  needsStabilizeRoll,
  STABILIZE_CHANCE,
  type StabilizeTiming,
} from "./stabilize.ts";
/** Temporary hp: lost first, not healed, not stacking. */
export { grantTempHp } from "./temporaryHp.ts";
/** The hp thresholds of the injury track. */
export { DEAD_AT_HP, stateForHp } from "./track.ts";
/** Results, notes and violations shared by every injury operation. */
export {
  type InjuryNote,
  type InjuryViolation,
  isInjuryViolation,
  type NoStabilizeReason,
  type VitalsChange,
} from "./vitalsOps.ts";
/** The word views show for a creature's vital state (unconscious by nonlethal damage included). */
export { vitalWord } from "./vitalWord.ts";
