import { pushNonZero, ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain, type Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec, NaturalKind, Weapon } from "../model/combatant.ts";
import { abilityModifier } from "./abilities.ts";
import { naturalRole, naturalStrengthTerm } from "./natural.ts";
import { unarmedDamage } from "./size.ts";
import type { Hand } from "./twoWeapon.ts";

/** How the weapon is used for this hit. */
export interface DamageContext {
  readonly hand?: Hand;
  /** Wielded in two hands; always true for a two-handed weapon. Ignored for the off hand. */
  readonly twoHanded?: boolean;
  /** Deal nonlethal damage; defaults to the weapon's own (an unarmed strike is nonlethal). */
  readonly nonlethal?: boolean;
  /** The part a natural weapon plays (see `AttackContext.natural`); default its own kind. */
  readonly natural?: NaturalKind | undefined;
}

/** What to roll for one hit: the engine rolls `expression` once per multiplier, `extra` once. */
export interface DamagePlan {
  readonly dice: string;
  readonly modifier: Explained;
  /** Extra dice (e.g. flaming 1d6) that a critical never multiplies (seed 000 伤害DAMAGE 例外). */
  readonly extra?: string;
  readonly nonlethal: boolean;
  /** Dice and modifier as dice notation, e.g. "1d8+3" or "1d4-1". */
  readonly expression: string;
}

/**
 * Plans a hit's damage (seed 000 伤害DAMAGE): weapon dice plus the Str term and enhancement. An
 * unarmed strike's dice follow the wielder's size (seed 000 攻击Attack 徒手攻击伤害); a natural
 * weapon's Str term is its own, by primary or secondary (SRD natural weapons): hands do not count.
 */
export function damagePlan(
  e: Edition3x,
  spec: CombatantSpec,
  weapon: Weapon,
  ctx: DamageContext = {},
): DamagePlan {
  const dice = weapon.unarmed === true ? unarmedDamage(spec.size) : weapon.damage;
  const terms: Term[] = [];
  const rule = e.rules.damage;
  const role = naturalRole(weapon, ctx.natural);
  const str =
    role === undefined
      ? strengthTerm(rule, spec.abilities.str, weapon, ctx)
      : naturalStrengthTerm(e, spec, weapon, role, abilityModifier(spec.abilities.str));
  if (str !== undefined) terms.push(str);
  pushNonZero(terms, "weapon enhancement", weapon.enhancement ?? 0, rule);
  const modifier = explain(terms);
  const nonlethal = ctx.nonlethal ?? (weapon.nonlethal === true || weapon.unarmed === true);
  const plan = { dice, modifier, nonlethal, expression: withModifier(dice, modifier.value) };
  return weapon.extraDamage === undefined ? plan : { ...plan, extra: weapon.extraDamage };
}

/**
 * The Str term, or undefined when Str does not apply or adds 0. Seed 000 伤害DAMAGE: full Str for
 * melee and thrown weapons (and the sling); only a penalty for a non-composite bow; half a bonus
 * in the off hand; 1½ × a bonus in two hands, but not for a light weapon. Penalties are never
 * scaled — the seed halves and multiplies only the bonus (强壮加值).
 */
function strengthTerm(
  rule: string,
  score: number,
  weapon: Weapon,
  ctx: DamageContext,
): Term | undefined {
  const mod = abilityModifier(score);
  const mode = weapon.strToDamage ?? (weapon.ranged?.kind === "projectile" ? "none" : "full");
  if (mode === "none" || mod === 0) return undefined;
  if (mode === "penaltyOnly") {
    return mod < 0 ? ruleTerm(`Str ${score} (penalty only, bow)`, mod, rule) : undefined;
  }
  if (mod < 0) return ruleTerm(`Str ${score}`, mod, rule);
  if (ctx.hand === "off") return nonZero(rule, `Str ${score} ×½ (off hand)`, Math.floor(mod / 2));
  // A projectile never gets 1½ (a composite bow's rating caps Str instead), nor a light weapon.
  // A double weapon fought with as two weapons comes with `twoHanded` false: each end is
  // one-handed (SRD "Double weapons").
  const doubleAsTwo = weapon.double === true && ctx.twoHanded === false;
  const twoHands = ctx.twoHanded === true || (weapon.handedness === "two-handed" && !doubleAsTwo);
  if (twoHands && weapon.handedness !== "light" && weapon.ranged?.kind !== "projectile") {
    return nonZero(rule, `Str ${score} ×1½ (two hands)`, Math.floor(mod * 1.5));
  }
  return ruleTerm(`Str ${score}`, mod, rule);
}

function nonZero(rule: string, label: string, value: number): Term | undefined {
  return value === 0 ? undefined : ruleTerm(label, value, rule);
}

function withModifier(dice: string, modifier: number): string {
  if (modifier === 0) return dice;
  return modifier > 0 ? `${dice}+${modifier}` : `${dice}${modifier}`;
}

/**
 * Combined damage multiplier: each multiplier applies to the original damage, so ×2 and ×2 make
 * ×3, not ×4 (seed 000 伤害DAMAGE 倍数伤害). No multipliers → ×1.
 */
export function combineMultipliers(multipliers: readonly number[]): number {
  return multipliers.reduce((total, m) => total + (m - 1), 1);
}

/**
 * Totals a hit: each roll of `expression` (its modifier already in), the extra dice once, and a
 * floor of 1 (seed 000 最低伤害), shown as its own term so the breakdown still sums to the value.
 */
export function totalDamage(
  e: Edition3x,
  plan: DamagePlan,
  perRoll: readonly number[],
  extraTotal: number,
): Explained {
  // Bad input at the edges: the engine always rolls at least once and only rolls extra dice it has.
  if (perRoll.length === 0) throw new RangeError("totalDamage: at least one roll is required");
  if (plan.extra === undefined && extraTotal !== 0) {
    throw new RangeError("totalDamage: extraTotal given for a plan without extra dice");
  }
  const { damage, critical } = e.rules;
  const terms: Term[] = perRoll.map((value, i) =>
    i === 0
      ? ruleTerm(`${plan.expression}`, value, damage)
      : ruleTerm(`${plan.expression} (multiplied, roll ${i + 1})`, value, critical),
  );
  if (plan.extra !== undefined) {
    terms.push(ruleTerm(`${plan.extra} extra (not multiplied)`, extraTotal, damage));
  }
  const sum = terms.reduce((s, t) => s + t.value, 0);
  if (sum < 1) terms.push(ruleTerm("minimum damage 1", 1 - sum, damage));
  return explain(terms);
}
