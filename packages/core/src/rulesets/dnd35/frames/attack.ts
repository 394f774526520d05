import { overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import { harmFrame } from "../../../d20/harm/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { explain, type Term } from "../../../model/breakdown.ts";
import type { Square } from "../../../model/ids.ts";
import type { Mutable } from "../../../model/mutable.ts";
import { heldWeapons } from "../../3x/gear/index.ts";
import type { ThreeXFactDataMap } from "../../3x/log/facts.ts";
import type { NaturalKind } from "../../3x/model/combatant.ts";
import { spentBy } from "../../3x/special/feintAndAid.ts";
import { type Stray, strayDie, struckOn } from "../../3x/special/stray.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { missChancePercent } from "../conditions.ts";
import { lanceCharge } from "../mounted/mountedAttack.ts";
import { weaponOf } from "../roster.ts";
import { improvedGrabChoice, improvedGrabFrame, mayImprovedGrab } from "../special/improvedGrab.ts";
import { breakTurning, brokenByAttack } from "../special/turningBroken.ts";
import type { Hand } from "../stats/index.ts";
import {
  attackOutcome,
  confirmed,
  type DamagePlan,
  damagePlan,
  fullAttackSlots,
  isRangedAttack,
  saveBonus,
  totalDamage,
} from "../stats/index.ts";
import { armorClassOf, attackBonusOf } from "./attackSituation.ts";
import { strayFact, strayOf } from "./attackStray.ts";
import { loseBucklerAc, losesBucklerAc } from "./bucklerUse.ts";
import type { ChoiceFrame } from "./choice.ts";
import { rollAtIntersection } from "./intersectionRoll.ts";

/** One attack roll and its damage (seed 000 攻击Attack, 攻击检定ATTACK ROLL, 伤害DAMAGE). */
export interface AttackFrame extends Frame {
  readonly kind: "attack";
  readonly attacker: string;
  /**
   * The creature aimed at — and, once the roll is made, the one struck (see `stray`); none for a
   * roll at a grid intersection (`at`).
   */
  target?: string;
  /**
   * A grid intersection attacked instead of a creature, the top-left corner of square `at` (seed
   * 000 投掷泼溅武器: 指定地图方格线的交叉点作为目标): a `rollOnly` roll against `againstAc`.
   */
  readonly at?: Square;
  readonly weaponId: string;
  /**
   * Whose weapon it is, when not the attacker's: an opponent's light weapon turned on it in a
   * grapple (seed 000 利用擒抱对手的武器). The weapon stays its owner's.
   */
  readonly weaponOwner?: string;
  readonly hand: Hand;
  /** Iterative step of a full attack (0: full BAB). */
  readonly index: number;
  /**
   * A natural attack's part, from its full-attack slot: a bite beside a sword is secondary (SRD
   * natural weapons). Unset: a natural weapon plays its own kind.
   */
  readonly natural?: NaturalKind;
  readonly twoWeapon: boolean;
  readonly twoHanded: boolean;
  readonly lethal: boolean;
  /** Thrown rather than swung (a dagger or club can be either). */
  readonly thrown: boolean;
  readonly nonlethal: boolean;
  readonly charge: boolean;
  /** The slot of a full attack (see `fullAttackSlots`), if this attack is part of one. */
  readonly slot?: number;
  /** A readied weapon set against a charge: double damage (seed 000 准备武器对抗冲锋). */
  readonly setVsCharge?: boolean;
  /**
   * The square attacked in place of a totally concealed target (seed 000 隐蔽CONCEALMENT 全隐蔽):
   * if the target is not there, the attack misses.
   */
  readonly guessSquare?: Square;
  /** A coup de grace: no roll, an automatic critical hit, then Fort DC 10 + damage or die. */
  readonly coupDeGrace?: boolean;
  /**
   * The roll of a special attack (seed 000 特殊攻击): `touch` against touch AC (a trip's or
   * grapple's grab, a splash weapon); `againstAc` against a fixed AC instead of the target's (aid
   * another's AC 10, a grid intersection's AC 5); `rollOnly` stops at the roll — the special
   * attack's frame reads `AttackResolved.hit` and goes on; `rule` is the rule the roll cites.
   */
  readonly touch?: boolean;
  readonly againstAc?: { readonly value: number; readonly label: string; readonly rule: string };
  readonly rollOnly?: boolean;
  readonly rule?: string;
  /**
   * An attack of opportunity made during a bull rush, on either of the two: after the roll, a
   * d% may send it to the other (seed 000 冲撞BULL RUSH). A shot into a grapple strays without it.
   */
  readonly stray?: Stray;
  critical?: boolean;
  /** Whether the roll hit, once it is made (a special attack's frame reads it). */
  hit?: boolean;
  /** Damage dealt, for the coup de grace's save DC. */
  dealt?: number;
}

/** A coup de grace's Fort save DC is 10 + the damage dealt (seed 000 致命一击). */
export const COUP_DE_GRACE_BASE_DC = 10;

const THROWN = { thrown: true } as const;
const NOT_THROWN = {} as const;

/** What an attack frame is made from: everything but its kind and phase. */
export type AttackFields = Omit<AttackFrame, "kind" | "phase">;

/** Builds an attack frame at its first phase. */
export function attackFrame(fields: AttackFields): AttackFrame {
  // Object.assign, not a spread: frames are made for every attack on the hot path.
  // A coup de grace hits and crits automatically (seed 000 无助的防御者: 你自动命中并且算作重击).
  return fields.coupDeGrace === true
    ? Object.assign({ kind: "attack" as const, phase: "damage", critical: true }, fields)
    : Object.assign({ kind: "attack" as const, phase: "roll" }, fields);
}

/**
 * phases: `roll` (d20, and the confirmation d20 on a threat → AttackResolved) → `damage`
 * (weapon dice, rolled once per multiple on a critical, extra dice once → DamageDealt) → a
 * `harm` child frame applies it to the target.
 */
export const attackFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as AttackFrame;
    const { state } = ctx;
    if (f.target === undefined) {
      rollAtIntersection(ctx, f);
      return;
    }
    const attacker = state.combatants[f.attacker]!;
    const weapon = weaponOfAttack(state, f);
    if (f.phase === "roll") {
      const aimed = state.combatants[f.target]!;
      if (losesBucklerAc(state, f)) {
        loseBucklerAc(ctx, f);
        return;
      }
      const ranged = isRangedAttack(weapon, f.thrown ? THROWN : NOT_THROWN);
      // The turner's attack that breaks its turning ends it before the roll (驱散效果与持续时间).
      const broken = brokenByAttack(attacker, aimed, ranged);
      if (broken !== undefined) {
        breakTurning(ctx, f.target, f.attacker, broken, f.cause);
        return;
      }
      const bonus = attackBonusOf(state, f, attacker, aimed, ranged);
      const natural = ctx.roll(f.attacker, "attack", "1d20", 1, f.cause).total;
      const total = natural + bonus.value;
      // Rolled first, then whom it strikes (seed 000 冲撞BULL RUSH: 要先进行攻击检定，然后再投骰决定
      // 这次攻击是否打错了目标; 表：防御等级修正 footnote 3): the roll is set against that one's AC.
      const stray = strayOf(state, f, ranged);
      const strayRoll =
        stray === undefined ? 0 : ctx.roll(f.attacker, "stray", strayDie(stray), 1, f.cause).total;
      const struck = stray === undefined ? f.target : struckOn(stray, f.target, strayRoll);
      const target = struck === f.target ? aimed : state.combatants[struck]!;
      const ac =
        f.againstAc === undefined
          ? armorClassOf(state, attacker, target, ranged, f.touch === true)
          : explain([
              { label: f.againstAc.label, value: f.againstAc.value, rule: f.againstAc.rule },
            ]);
      // A guessed square: the d20 is rolled as at the table, but an empty square is a miss.
      const guess =
        f.guessSquare === undefined
          ? undefined
          : {
              square: f.guessSquare,
              right: overlaps(spaceAt(f.guessSquare, "medium"), spaceOf(target)),
            };
      const rolled =
        guess?.right === false
          ? { hit: false, threat: false }
          : attackOutcome({ natural, total, ac: ac.value, threat: weapon.threat });
      // A roll that hits a concealed defender still misses on the d% miss chance, rolled only
      // after a hit and before any confirmation (seed 000 隐蔽CONCEALMENT 隐蔽时失手机会).
      const percent = rolled.hit ? missChancePercent(target) : 0;
      const missChance =
        percent === 0
          ? undefined
          : { percent, roll: ctx.roll(f.attacker, "miss-chance", "1d100", 1, f.cause).total };
      const concealed = missChance !== undefined && missChance.roll <= missChance.percent;
      const outcome = concealed ? { hit: false, threat: false } : rolled;
      // A creature immune to critical hits takes a threat as a plain hit: no confirmation roll
      // (SRD creature types, rule dnd35.criticalImmunity).
      const immune = target.spec.immuneToCriticals === true;
      let confirm: { natural: number; total: number } | undefined;
      if (outcome.threat && !immune) {
        const n = ctx.roll(f.attacker, "confirm", "1d20", 1, f.cause).total;
        confirm = { natural: n, total: n + bonus.value };
      }
      const critical =
        confirm !== undefined &&
        confirmed({ natural: confirm.natural, total: confirm.total, ac: ac.value });
      const data: Mutable<ThreeXFactDataMap["AttackResolved"]> = {
        attacker: f.attacker,
        target: struck,
        weapon: weapon.id,
        natural,
        bonus: bonus.breakdown,
        total,
        ac: ac.breakdown,
        acTotal: ac.value,
        hit: outcome.hit,
        threat: outcome.threat,
        critical,
        rule:
          f.rule !== undefined && !concealed
            ? f.rule
            : concealed || guess?.right === false
              ? "dnd35.concealment"
              : outcome.threat && immune
                ? "dnd35.criticalImmunity"
                : critical || outcome.threat
                  ? "dnd35.critical"
                  : "dnd35.attackRoll",
      };
      if (f.weaponOwner !== undefined) data.weaponOwner = f.weaponOwner;
      if (confirm !== undefined) {
        data.confirmNatural = confirm.natural;
        data.confirmTotal = confirm.total;
      }
      if (f.slot !== undefined)
        data.fullAttack = {
          slot: f.slot,
          of: fullAttackSlots(attacker.spec, heldWeapons(attacker)).length,
        };
      if (stray !== undefined) data.stray = strayFact(stray, f.target, strayRoll);
      if (missChance !== undefined) data.missChance = missChance;
      // A feint's lost Dex, an aid's +2: the roll that used them spends them (seed 000 虚招FEINT,
      // 协助他人AID ANOTHER).
      const spent = spentBy(attacker, target, ranged);
      if (spent !== undefined) data.spent = spent;
      if (guess !== undefined) data.guess = guess;
      ctx.emit("AttackResolved", data, f.cause);
      return;
    }
    const target = state.combatants[f.target]!;
    if (f.phase === "damage") {
      // A nonlethal weapon (an unarmed strike, a sap) deals nonlethal damage unless the attack
      // is declared lethal; a lethal one, unless declared nonlethal (seed 000 非致命伤). An attack
      // of opportunity declares neither, so it deals the weapon's own.
      const nonlethalWeapon = weapon.unarmed === true || weapon.nonlethal === true;
      const plan = damagePlan(attacker.spec, weapon, {
        hand: f.hand,
        twoHanded: f.twoHanded,
        nonlethal: nonlethalWeapon ? !f.lethal : f.nonlethal,
        natural: f.natural,
      });
      // Multiplying twice adds the multiples (seed 000 伤害DAMAGE 倍乘伤害): doubled by a set
      // weapon and ×3 on a critical is ×4.
      // A lance on the rider's mounted charge doubles the same way (seed 000 冲锋CHARGE 长枪).
      const doubling =
        f.setVsCharge === true
          ? "dnd35.setVsCharge"
          : lanceCharge(
                state,
                f.attacker,
                weapon,
                isRangedAttack(weapon, f.thrown ? THROWN : NOT_THROWN),
              )
            ? "dnd35.lanceCharge"
            : undefined;
      const times =
        (f.critical === true ? weapon.multiplier : 1) + (doubling === undefined ? 0 : 1);
      const main = ctx.roll(f.attacker, "damage", plan.expression, times, f.cause);
      const perRoll = splitPerRoll(main.faces, main.total, times);
      const extra =
        plan.extra === undefined
          ? 0
          : ctx.roll(f.attacker, "damage-extra", plan.extra, 1, f.cause).total;
      const total = damageBreakdown(
        plan,
        main.faces,
        times,
        extra,
        totalDamage(plan, perRoll, extra).value,
        doubling,
      );
      ctx.emit(
        "DamageDealt",
        {
          target: f.target,
          source: f.attacker,
          amount: total.value,
          nonlethal: plan.nonlethal,
          breakdown: total.breakdown,
          rule: "dnd35.damage",
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "cdgSave") {
      const bonus = saveBonus(target.spec, "fort");
      const natural = ctx.roll(f.target, "save-fort", "1d20", 1, f.cause).total;
      const total = natural + bonus.value;
      const dc = COUP_DE_GRACE_BASE_DC + (f.dealt ?? 0);
      // A natural 1 always fails and a natural 20 always succeeds (seed 000 豁免检定SAVING THROWS).
      const success = natural === 20 || (natural !== 1 && total >= dc);
      ctx.emit(
        "SaveRolled",
        {
          target: f.target,
          save: "fort",
          natural,
          bonus: bonus.breakdown,
          total,
          dc,
          success,
          rule: "dnd35.coupDeGrace",
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "lands") {
      // A thrown weapon leaves the hand and lies where it was thrown (seed 000 攻击Attack 远程攻击;
      // the SRD has a missed one land near the target: here, in the target's square).
      ctx.emit(
        "GearChanged",
        {
          actor: f.attacker,
          change: "drop",
          item: f.weaponId,
          square: f.guessSquare ?? target.position,
          rule: "dnd35.attackAction",
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "cdgDeath") {
      ctx.emit(
        "VitalsChanged",
        {
          target: f.target,
          vitals: { ...target.vitals, state: "dead" },
          rule: "dnd35.coupDeGrace",
          why: `failed the DC ${COUP_DE_GRACE_BASE_DC + (f.dealt ?? 0)} Fort save against a coup de grace: dead`,
        },
        f.cause,
      );
      return;
    }
    throw new Error(`invariant: attack frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as AttackFrame;
    // The buckler's AC gone (SRD Buckler), or a turning broken (seed 000 驱散效果与持续时间), the
    // roll comes next.
    if (
      f.phase === "roll" &&
      (event.type === "ConditionAdded" || event.type === "ConditionRemoved")
    )
      return { phase: "roll" };
    if (f.phase === "roll" && event.type === "AttackResolved") {
      f.critical = event.data.critical;
      // The one struck (a stray may change it); a roll at an intersection names none.
      if (event.data.target !== undefined) f.target = event.data.target;
      if (f.rollOnly === true) {
        f.hit = event.data.hit;
        return { done: true };
      }
      if (event.data.hit) return { phase: "damage" };
      return isThrow(state, f) ? { phase: "lands" } : { done: true };
    }
    if (f.phase === "lands" && event.type === "GearChanged") return { done: true };
    if (f.phase === "damage" && event.type === "DamageDealt") {
      f.dealt = event.data.amount;
      return {
        phase: "harmed",
        push: harmFrame(event.data.target, event.data.amount, event.data.nonlethal, f.cause),
      };
    }
    if (f.phase === "cdgSave" && event.type === "SaveRolled")
      return event.data.success ? { done: true } : { phase: "cdgDeath" };
    if (f.phase === "cdgDeath" && event.type === "VitalsChanged") return { done: true };
    throw new Error(`invariant: attack frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, child, state) {
    const f = frame as AttackFrame;
    // Improved grab (SRD): asked after the hit's harm; a grab starts the grapple at its hold.
    if (f.phase === "askGrab")
      return (child as ChoiceFrame).answer === "grab"
        ? { phase: "grabbing", push: improvedGrabFrame(f) }
        : { done: true };
    if (f.phase === "grabbing") return { done: true };
    // A coup de grace that did not kill calls for the Fort save (seed 000 致命一击).
    if (f.coupDeGrace === true && state.combatants[f.target!]!.vitals.state !== "dead")
      return { phase: "cdgSave" };
    if (isThrow(state, f)) return { phase: "lands" };
    return f.phase === "harmed" && mayImprovedGrab(state, f)
      ? { phase: "askGrab" }
      : { done: true };
  },
  awaits(frame) {
    const f = frame as AttackFrame;
    return f.phase === "askGrab" ? improvedGrabChoice(f) : undefined;
  },
};

/** The weapon an attack is made with: the attacker's own, or its owner's (`weaponOwner`). */
export function weaponOfAttack(state: ThreeXState, f: AttackFrame) {
  return weaponOf(state.combatants[f.weaponOwner ?? f.attacker]!, f.weaponId)!;
}

/** A throw: a weapon declared thrown, or one that is only thrown (a javelin). */
function isThrow(state: ThreeXState, f: AttackFrame): boolean {
  if (f.thrown) return true;
  // A loop, not `find`: asked as every attack resolves, in play and in replay alike.
  const weapons = state.combatants[f.attacker]!.spec.weapons;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i]!;
    if (w.id === f.weaponId) return w.reach === 0 && w.ranged?.kind === "thrown";
  }
  return false;
}

/**
 * The damage breakdown term by term: each roll's dice, then the modifiers it adds (Str ×1,
 * ×1½ or ×½, enhancement — each with its rule), repeated per multiple on a critical; extra dice
 * once; and the minimum of 1 (seed 000 伤害DAMAGE). Its terms sum to `value`.
 */
function damageBreakdown(
  plan: DamagePlan,
  faces: readonly number[],
  times: number,
  extra: number,
  value: number,
  /**
   * The rule of the last roll's doubling, not a critical's: a set weapon's (seed 000 准备武器对抗冲锋)
   * or a lance's on a mounted charge (冲锋CHARGE 长枪).
   */
  doubling?: string,
): { value: number; breakdown: Term[] } {
  const perRep = faces.length / times;
  const terms: Term[] = [];
  for (let r = 0; r < times; r++) {
    let sum = 0;
    for (let i = 0; i < perRep; i++) sum += faces[r * perRep + i]!;
    const nth = times > 1 ? ` (roll ${r + 1} of ${times})` : "";
    terms.push({
      label: `${plan.dice}${nth}`,
      value: sum,
      rule:
        r === 0
          ? "dnd35.damage"
          : doubling !== undefined && r === times - 1
            ? doubling
            : "dnd35.critical",
    });
    for (const t of plan.modifier.breakdown)
      terms.push(nth === "" ? t : { ...t, label: `${t.label}${nth}` });
  }
  if (plan.extra !== undefined)
    terms.push({
      label: `${plan.extra} extra (not multiplied)`,
      value: extra,
      rule: "dnd35.damage",
    });
  const sum = terms.reduce((a, t) => a + t.value, 0);
  if (sum < value)
    terms.push({ label: "minimum damage 1", value: value - sum, rule: "dnd35.damage" });
  return { value, breakdown: terms };
}

/**
 * The total of each repetition of a multiplied roll. Faces come repetition by repetition and
 * every repetition adds the same constant, so the constant is (total − Σfaces) / times.
 */
function splitPerRoll(faces: readonly number[], total: number, times: number): number[] {
  const perRep = faces.length / times;
  const constant = (total - faces.reduce((a, b) => a + b, 0)) / times;
  const out: number[] = [];
  for (let r = 0; r < times; r++) {
    let sum = constant;
    for (let i = 0; i < perRep; i++) sum += faces[r * perRep + i]!;
    out.push(sum);
  }
  return out;
}
