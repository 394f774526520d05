// The 3.x combat numbers (shared by dnd35 and dnd30): pure functions whose results carry a
// breakdown citing the rule ids of the edition handed in (`Edition3x`).

export { pushNonZero, ruleTerm } from "../../../d20/breakdown/index.ts";
export { abilityModifier } from "./abilities.ts";
/** The SRD armor and shields tables. */
export { ARMOR as srdArmor, SHIELDS as srdShields } from "./armor.ts";
export {
  type ArmorClassContext,
  armorClass,
  type DexLoss,
  flatFootedAc,
  touchAc,
} from "./armorClass.ts";
export {
  type AttackBonusResult,
  type AttackContext,
  attackBonus,
  isRangedAttack,
} from "./attackBonus.ts";
export { type AttackOutcome, type AttackRoll, attackOutcome, confirmed } from "./critical.ts";
export {
  combineMultipliers,
  type DamageContext,
  type DamagePlan,
  damagePlan,
  totalDamage,
} from "./damage.ts";
export { type AttackSlot, fullAttackSlots, iterativeAttacks } from "./fullAttack.ts";
export type { Held } from "./held.ts";
export { initiativeModifier } from "./initiativeModifier.ts";
export {
  isSoleNaturalAttack,
  naturalRole,
  naturalStrengthTerm,
  secondaryAttackTerm,
} from "./natural.ts";
export {
  isRangeViolation,
  maxRangeFt,
  type RangedProfile,
  type RangeViolation,
  rangePenalty,
} from "./range.ts";
export { type SaveKind, saveBonus } from "./saves.ts";
export { sizeModifier, unarmedDamage } from "./size.ts";
export { largeDamage, sizedDamage, smallDamage, smallVersion } from "./smallWeapons.ts";
export { armoredSpeed, effectiveSpeed, runMultiplier, speedFt } from "./speed.ts";
export {
  type Hand,
  isDoubleAsTwo,
  isLightOffHand,
  twoWeaponPenalty,
  twoWeaponTerms,
} from "./twoWeapon.ts";
export { type WeaponId, weapon, weaponIds } from "./weapons.ts";
