import { pushNonZero, ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain, type Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec, NaturalKind, Weapon } from "../model/combatant.ts";
import { abilityModifier } from "./abilities.ts";
import { iterativeAttacks } from "./fullAttack.ts";
import { naturalRole, secondaryAttackTerm } from "./natural.ts";
import { isRangeViolation, type RangeViolation, rangePenalty } from "./range.ts";
import { sizeModifier } from "./size.ts";
import { type Hand, isLightOffHand, twoWeaponTerms } from "./twoWeapon.ts";

/** What the engine knows about one attack beyond the attacker's spec and weapon. */
export interface AttackContext {
  /** Iterative step: 0 = full BAB, 1 = BAB − 5, … (seed 000 全攻击Full Attack). */
  readonly attackIndex?: number;
  readonly hand?: Hand;
  /**
   * The part a natural weapon plays (a full attack's slot says; a bite beside a sword is
   * secondary); default the weapon's own kind (SRD natural weapons).
   */
  readonly natural?: NaturalKind;
  /** Attacking with two weapons this turn (implied by `hand: "off"`). */
  readonly twoWeapon?: boolean;
  /** An unarmed strike meant to deal lethal damage (seed 000 造成正常伤害Dealing Lethal Damage). */
  readonly lethalUnarmed?: boolean;
  /** A lethal weapon used to deal nonlethal damage (seed 000 非致命伤NONLETHAL DAMAGE). */
  readonly nonlethalWithLethalWeapon?: boolean;
  /** A nonlethal weapon (a sap) used to deal lethal damage (seed 000 非致命伤NONLETHAL DAMAGE). */
  readonly lethalWithNonlethalWeapon?: boolean;
  /** Throw a thrown weapon; defaults to true for weapons with no melee reach (a javelin). */
  readonly thrown?: boolean;
  /** Distance to the target, for the range penalty of a ranged attack; default 0. */
  readonly distanceFt?: number;
  readonly charge?: boolean;
  readonly fightingDefensively?: boolean;
  /** A ranged attack at a foe in melee with an ally (seed 000 射击或投掷攻击近战中的对手). */
  readonly intoMelee?: boolean;
  /** A melee attack on a flanked defender (seed 000 夹击FLANKING): +2. */
  readonly flanking?: boolean;
  /** Situational terms worked out elsewhere, e.g. rows of seed 000 表：攻击检定修正. */
  readonly extra?: readonly Term[];
}

/** An attack bonus, or the reason the attack cannot be made at that distance. */
export type AttackBonusResult = Explained | RangeViolation;

/** True when this attack is ranged: projectile weapons always, thrown weapons when thrown. */
export function isRangedAttack(weapon: Weapon, ctx: Pick<AttackContext, "thrown"> = {}): boolean {
  if (weapon.ranged === undefined) return false;
  return weapon.ranged.kind === "projectile" || (ctx.thrown ?? weapon.reach === 0);
}

/**
 * The attack bonus (seed 000 命中奖励ATTACK BONUS): melee BAB + Str + size, ranged BAB + Dex +
 * size + range penalty; plus the situational terms the context names. Throws only on bad input
 * (an attack index the BAB does not give, a thrown melee-only weapon, a missing off-hand weapon).
 */
export function attackBonus(
  e: Edition3x,
  spec: CombatantSpec,
  weapon: Weapon,
  ctx: AttackContext = {},
): AttackBonusResult {
  const index = ctx.attackIndex ?? 0;
  if (!Number.isInteger(index) || index < 0 || index >= iterativeAttacks(spec.bab).length) {
    throw new RangeError(`attackBonus: BAB ${spec.bab} gives no attack index ${index}`);
  }
  if (ctx.thrown === true && weapon.ranged === undefined) {
    throw new RangeError(`attackBonus: ${weapon.id} cannot be thrown`);
  }
  const r = e.rules;
  const ranged = isRangedAttack(weapon, ctx);
  const terms: Term[] = [ruleTerm("base attack bonus", spec.bab, r.attackBonus)];
  // The iterative step as its own term so the breakdown shows why the 2nd attack is 5 lower.
  // (Labels built only for terms kept: an attack bonus is worked out on every attack.)
  if (index > 0) terms.push(ruleTerm(`iterative attack ${index + 1}`, -5 * index, r.fullAttack));
  const natural = naturalRole(weapon, ctx.natural);
  if (natural === "secondary")
    terms.push(secondaryAttackTerm(e, spec, weapon.natural === "primary"));
  const [abilityName, score] = ranged ? ["Dex", spec.abilities.dex] : ["Str", spec.abilities.str];
  pushNonZero(terms, `${abilityName} ${score}`, abilityModifier(score), r.attackBonus);
  const size = sizeModifier(spec.size);
  if (size !== 0) terms.push(ruleTerm(`size (${spec.size})`, size, r.sizeModifier));
  pushNonZero(terms, "weapon enhancement", weapon.enhancement ?? 0, r.attackBonus);

  if (ranged && weapon.ranged !== undefined) {
    const penalty = rangePenalty(e, weapon.ranged, ctx.distanceFt ?? 0);
    if (isRangeViolation(penalty)) return penalty;
    if (penalty !== 0)
      terms.push(ruleTerm(`range (${ctx.distanceFt ?? 0} ft)`, penalty, r.rangePenalty));
    // Precise Shot removes the −4 altogether (SRD feat), so it is left out rather than offset.
    if (ctx.intoMelee === true && !spec.feats.includes("PreciseShot")) {
      terms.push(ruleTerm("shooting into melee", -4, r.intoMelee));
    }
  }

  // Seed 000 攻击Attack: lethal unarmed damage costs −4 unless the feat makes the strike "armed".
  if (weapon.unarmed === true && ctx.lethalUnarmed === true) {
    if (!spec.feats.includes("ImprovedUnarmedStrike")) {
      terms.push(ruleTerm("lethal unarmed strike", -4, r.unarmed));
    }
  }
  if (
    ctx.nonlethalWithLethalWeapon === true &&
    weapon.unarmed !== true &&
    weapon.nonlethal !== true
  ) {
    terms.push(ruleTerm("nonlethal with a lethal weapon", -4, r.nonlethal));
  }
  // Seed 000 用造成非致命伤害的武器造成普通伤害: a sap or whip deals lethal damage at −4; Improved
  // Unarmed Strike waives it for the unarmed strike alone (handled above).
  if (
    ctx.lethalWithNonlethalWeapon === true &&
    weapon.unarmed !== true &&
    weapon.nonlethal === true
  ) {
    terms.push(ruleTerm("lethal with a nonlethal weapon", -4, r.nonlethal));
  }

  const hand = ctx.hand ?? "main";
  // A natural attack beside two weapons takes no two-weapon penalty: only its own (SRD).
  if (natural === undefined && (ctx.twoWeapon === true || hand === "off")) {
    const offWeapon = hand === "off" ? weapon : spec.weapons.find((w) => w.id === spec.offHand);
    if (offWeapon === undefined) {
      throw new RangeError(`attackBonus: ${spec.id} fights with two weapons but has no off hand`);
    }
    terms.push(
      ...twoWeaponTerms(e, hand, isLightOffHand(offWeapon), spec.feats, offWeapon.double === true),
    );
  }

  if (ctx.flanking === true && !ranged) terms.push(ruleTerm("flanking", 2, r.flanking));
  if (ctx.charge === true) terms.push(ruleTerm("charge", 2, r.charge));
  if (ctx.fightingDefensively === true) {
    terms.push(ruleTerm("fighting defensively", -4, r.fightingDefensively));
  }
  for (const t of ctx.extra ?? []) terms.push(t);
  return explain(terms);
}
