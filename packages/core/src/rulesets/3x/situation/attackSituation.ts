import { creatureGapFt, intersectionGapFt, spaceOf } from "../../../d20/grid/index.ts";
import type { Explained, Term } from "../../../model/breakdown.ts";
import type { Square } from "../../../model/ids.ts";
import type { Mutable } from "../../../model/mutable.ts";
import { CONDITION_3X as CONDITION, has, isHelpless } from "../conditions/index.ts";
import { coverTerms } from "../cover/index.ts";
import type { Edition3x } from "../edition.ts";
import { shieldAttackTerms } from "../gear/index.ts";
import type { NaturalKind, Weapon } from "../model/combatant.ts";
import {
  attackerModifierTerms,
  attackerVersusTerms,
  defenderDexLost,
  defenderDexZero,
  defenderModifierTerms,
  dodgeTerms,
  entangledSpec,
  higherGroundTerms,
  otherAcTerms,
} from "../modifiers/index.ts";
import { aidAcTerms, aidAttackTerms, feintDexLoss } from "../special/feintAndAid.ts";
import type { ThreeXCombatant, ThreeXState } from "../state/index.ts";
import {
  type ArmorClassContext,
  type AttackContext,
  armorClass,
  attackBonus,
  type DexLoss,
  type Hand,
} from "../stats/index.ts";
import { isFlanking, isIntoMelee } from "../threat/index.ts";

// The situation of one attack roll: the attack bonus and the AC it is rolled against, each with
// every term the battlefield and the combatants' conditions add (seed 000 表：攻击检定修正,
// 表：防御等级修正, 掩蔽COVER, 夹击FLANKING), citing the edition's rules and tables. An edition's
// attack frame rolls against these.

/**
 * What the situation needs of an attack roll (an edition's attack frame has these fields); the
 * target, a creature, is handed in beside it, so a roll at a grid intersection has the same input.
 */
export interface AttackRollInput {
  readonly attacker: string;
  /** Iterative step of a full attack (0: full BAB). */
  readonly index: number;
  readonly hand: Hand;
  /** A natural attack's part in a full attack (secondary beside a weapon); else its own kind. */
  readonly natural?: NaturalKind;
  readonly twoWeapon: boolean;
  readonly lethal: boolean;
  readonly thrown: boolean;
  readonly nonlethal: boolean;
  readonly charge: boolean;
  /** A one-handed weapon wielded in two hands (a buckler's hand helps, SRD Buckler). */
  readonly twoHanded?: boolean;
}

/**
 * The attack bonus of `f`'s roll with `weapon`: the attacker's (entangled or not) with everything
 * the battlefield adds. Its context is filled in field by field (see `Mutable`): once per attack.
 */
export function attackBonusOf(
  edition: Edition3x,
  state: ThreeXState,
  f: AttackRollInput,
  weapon: Weapon,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): Explained {
  const extra = attackerModifierTerms(edition, attacker, ranged);
  for (const t of attackerVersusTerms(edition, attacker, target)) extra.push(t);
  for (const t of higherGroundTerms(edition, state.map, attacker, target, ranged)) extra.push(t);
  for (const t of aidAttackTerms(edition, attacker, target.spec.id)) extra.push(t);
  for (const t of shieldAttackTerms(edition, attacker, weapon, f.hand, f.twoHanded === true))
    extra.push(t);
  const helplessMelee = edition.modifiers.helplessMelee;
  if (!ranged && helplessMelee.side === "attack" && isHelpless(target))
    extra.push(helplessMelee.term);
  const context = rollContext(f, weapon, attacker, creatureGapFt(attacker, target), extra);
  if (ranged) context.intoMelee = isIntoMelee(state, f.attacker, target.spec.id);
  else context.flanking = isFlanking(state, f.attacker, target.spec.id);
  return bonusOf(edition, attacker, weapon, context);
}

/**
 * The attack bonus of a ranged roll at a grid intersection, no creature its target (seed 000
 * 投掷泼溅武器: 将这种情况视为进行目标AC=5的远程攻击): the attacker's own terms and the range to the
 * point; nothing that belongs to a defender (an aid against it, its melee, its height).
 */
export function intersectionAttackBonusOf(
  edition: Edition3x,
  f: AttackRollInput,
  weapon: Weapon,
  attacker: ThreeXCombatant,
  point: Square,
): Explained {
  const extra = attackerModifierTerms(edition, attacker, true);
  for (const t of shieldAttackTerms(edition, attacker, weapon, f.hand, f.twoHanded === true))
    extra.push(t);
  const distanceFt = intersectionGapFt(spaceOf(attacker), point);
  return bonusOf(edition, attacker, weapon, rollContext(f, weapon, attacker, distanceFt, extra));
}

/** What every roll's context has: the attack's own choices, the range, the attacker's terms. */
function rollContext(
  f: AttackRollInput,
  weapon: Weapon,
  attacker: ThreeXCombatant,
  distanceFt: number,
  extra: Term[],
): Mutable<AttackContext> {
  const context: Mutable<AttackContext> = {
    attackIndex: f.index,
    hand: f.hand,
    twoWeapon: f.twoWeapon,
    lethalUnarmed: weapon.unarmed === true && f.lethal,
    nonlethalWithLethalWeapon: weapon.unarmed !== true && f.nonlethal,
    lethalWithNonlethalWeapon: weapon.unarmed !== true && weapon.nonlethal === true && f.lethal,
    distanceFt,
    charge: f.charge,
    fightingDefensively: has(attacker, CONDITION.fightingDefensively),
    extra,
  };
  // Only an explicit throw: a javelin (no melee reach) is thrown either way.
  if (f.thrown) context.thrown = true;
  if (f.natural !== undefined) context.natural = f.natural;
  return context;
}

/** The attack bonus of a roll's context (its range checked when the attack was declared). */
function bonusOf(
  edition: Edition3x,
  attacker: ThreeXCombatant,
  weapon: Weapon,
  context: AttackContext,
): Explained {
  const bonus = attackBonus(edition, entangledSpec(attacker), weapon, context);
  if ("kind" in bonus) throw new Error("invariant: range was checked when the attack was declared");
  return bonus;
}

/**
 * The AC `target` has against this attack: its own, and what the situation adds or takes. A
 * runner has no Dex bonus to AC until its next turn (seed 000 奔跑Run); a helpless defender's Dex
 * is treated as 0 (seed 000 无助的防御者HELPLESS DEFENDERS), and a melee attack on it gets the
 * edition's 4, here when it is told on the AC's side (`ModifierTables.helplessMelee`).
 */
export function armorClassOf(
  edition: Edition3x,
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
  touch = false,
): Explained {
  return acAgainst(edition, state, attacker, target, ranged, touch, target.flatFooted);
}

/**
 * The AC `target` shows an attacker not named — what a tracker lists: its own armor, Dex and
 * conditions (total defense, charging, prone against melee, helpless, running…) as
 * `armorClassOf` counts them, without what depends on who attacks (cover, aid, a feint, an
 * invisible attacker, a pinner). `flatFooted` asks for the AC as if flat-footed, `touch` for the
 * touch AC (seed 000 防御等级ARMOR CLASS, 措手不及Flat-Footed, 接触攻击Touch Attacks).
 */
export function standingArmorClass(
  edition: Edition3x,
  state: ThreeXState,
  target: ThreeXCombatant,
  view: { readonly touch?: boolean; readonly flatFooted?: boolean } = {},
): Explained {
  const flatFooted = view.flatFooted === true || target.flatFooted;
  return acAgainst(edition, state, undefined, target, false, view.touch === true, flatFooted);
}

function acAgainst(
  edition: Edition3x,
  state: ThreeXState,
  attacker: ThreeXCombatant | undefined,
  target: ThreeXCombatant,
  ranged: boolean,
  touch: boolean,
  flatFooted: boolean,
): Explained {
  const helpless = isHelpless(target);
  const other = otherAcTerms(edition, target);
  const helplessMelee = edition.modifiers.helplessMelee;
  if (helpless && !ranged && helplessMelee.side === "ac") other.push(helplessMelee.term);
  for (const t of defenderModifierTerms(edition, target, ranged)) other.push(t);
  if (attacker !== undefined) {
    for (const t of coverTerms(edition, state, attacker, target, ranged)) other.push(t);
    for (const t of aidAcTerms(edition, target, attacker.spec.id)) other.push(t);
    // Pinned: −4 AC against others than the pinner (seed 000 当你被擒抱对手压制住的时候).
    if (target.pinnedBy !== undefined && target.pinnedBy !== attacker.spec.id)
      other.push({ label: "pinned", value: -4, rule: edition.rules.grapplePinned });
  }
  const context: Mutable<ArmorClassContext> = {
    flatFooted,
    dodge: dodgeTerms(edition, target),
    other,
  };
  const lost = has(target, CONDITION.running)
    ? { why: "running", rule: edition.rules.run }
    : (defenderDexLost(edition, target, attacker) ??
      (attacker === undefined
        ? undefined
        : feintDexLoss(edition, target, attacker.spec.id, ranged)));
  const zero: DexLoss | undefined = helpless
    ? { why: "helpless", rule: edition.rules.helpless }
    : defenderDexZero(edition, target);
  if (lost !== undefined) context.dexLost = lost;
  // A touch attack ignores armor, shield and natural armor (seed 000 接触攻击Touch Attacks).
  if (touch) context.touch = true;
  // A buckler whose hand wielded a weapon gives no AC until its bearer's next turn (SRD Buckler).
  if (target.gear.shield !== "ready" || has(target, CONDITION.bucklerUsed)) context.noShield = true;
  if (zero !== undefined) context.dexZero = zero;
  return armorClass(edition, entangledSpec(target), context);
}
