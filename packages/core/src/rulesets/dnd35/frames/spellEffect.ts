import type { Term } from "../../../model/breakdown.ts";
import type { Mutable } from "../../../model/mutable.ts";
import type { ThreeXFactDataMap } from "../../3x/log/facts.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXContext } from "../../3x/state/index.ts";
import { dodgeTerms } from "../conditions.ts";
import { heal, isInjuryViolation } from "../injury/index.ts";
import {
  abilityModifier,
  armorClass,
  attackOutcome,
  confirmed,
  sizeModifier,
} from "../stats/index.ts";
import type { CastFrame } from "./cast.ts";
import { countOf } from "./response.ts";

// What a spell does once cast (seed 000 施法Cast a Spell): the touch attack a touch or ranged
// touch spell needs against a foe (触摸攻击Touch Attacks), and the effect on its target.

/**
 * A spell's threat range and multiplier: the seed's defaults, a natural 20 and ×2 (seed 000
 * 重击Critical Hits: 除非有特别说明，重击的威胁范围都是攻击检定投出20，重击倍数是两倍).
 */
const SPELL_THREAT = 20;
const SPELL_MULTIPLIER = 2;

/**
 * A touch attack (seed 000 触摸攻击Touch Attacks): base attack + Str (melee) or Dex (ranged) +
 * size against touch AC — no armor, shield or natural armor. It threatens and is confirmed as a
 * weapon's attack is (seed 000 法术和重击: 需要做攻击检定的法术都可能获得重击; 触摸攻击: 两种类型的
 * 攻击都有可能造成重击), except against a creature immune to critical hits (SRD, outside the seeds).
 */
export function touchAttack(ctx: ThreeXContext, f: CastFrame, spell: Spell): void {
  const { state } = ctx;
  const me = state.combatants[f.caster]!;
  const target = state.combatants[f.target!]!;
  const ranged = spell.range === "rangedTouch";
  const ability = ranged ? me.spec.abilities.dex : me.spec.abilities.str;
  const bonus: Term[] = [
    { label: "base attack bonus", value: me.spec.bab, rule: "dnd35.attackBonus" },
    { label: ranged ? "Dex" : "Str", value: abilityModifier(ability), rule: "dnd35.attackBonus" },
    { label: "size", value: sizeModifier(me.spec.size), rule: "dnd35.sizeModifier" },
  ];
  const ac = armorClass(target.spec, {
    flatFooted: target.flatFooted,
    touch: true,
    dodge: dodgeTerms(target),
  });
  const natural = ctx.roll(f.caster, "attack", "1d20", 1, f.cause).total;
  const value = bonus.reduce((a, t) => a + t.value, 0);
  const total = natural + value;
  const outcome = attackOutcome({ natural, total, ac: ac.value, threat: SPELL_THREAT });
  const immune = target.spec.immuneToCriticals === true;
  let confirm: { natural: number; total: number } | undefined;
  if (outcome.threat && !immune) {
    const n = ctx.roll(f.caster, "confirm", "1d20", 1, f.cause).total;
    confirm = { natural: n, total: n + value };
  }
  const critical =
    confirm !== undefined &&
    confirmed({ natural: confirm.natural, total: confirm.total, ac: ac.value });
  const data: Mutable<ThreeXFactDataMap["AttackResolved"]> = {
    attacker: f.caster,
    target: f.target!,
    weapon: spell.id,
    natural,
    bonus,
    total,
    ac: ac.breakdown,
    acTotal: ac.value,
    hit: outcome.hit,
    threat: outcome.threat,
    critical,
    rule: outcome.threat
      ? immune
        ? "dnd35.criticalImmunity"
        : "dnd35.spellCritical"
      : "dnd35.touchAttack",
  };
  if (confirm !== undefined) {
    data.confirmNatural = confirm.natural;
    data.confirmTotal = confirm.total;
  }
  ctx.emit("AttackResolved", data, f.cause);
}

/** The spell's effect on its target: damage (halved by a save for half), a condition, healing. */
export function spellEffect(ctx: ThreeXContext, f: CastFrame, spell: Spell): void {
  const { state } = ctx;
  const target = f.target!;
  const e = spell.effect;
  switch (e.kind) {
    case "damage": {
      // A confirmed critical rolls the damage once more, bonuses and all (seed 000 重击Critical
      // Hits: 重击意味着你可以再投一次或更多次伤害; 法术和重击).
      const times = f.critical === true ? SPELL_MULTIPLIER : 1;
      const dice = ctx.roll(f.caster, "spell-damage", e.dice, times, f.cause);
      const rolled = dice.total;
      const half = f.saved === true;
      const amount = half ? Math.floor(rolled / 2) : rolled;
      const breakdown = perRollTerms(`${spell.name} ${e.dice}`, dice.faces, rolled, times);
      if (half)
        breakdown.push({
          label: "halved by the save",
          value: amount - rolled,
          rule: "dnd35.castSpell",
        });
      ctx.emit(
        "DamageDealt",
        { target, source: f.caster, amount, nonlethal: false, breakdown, rule: "dnd35.castSpell" },
        f.cause,
      );
      return;
    }
    case "condition":
      ctx.emit(
        "ConditionAdded",
        {
          target,
          condition: e.condition,
          until: {
            round: state.round + e.rounds,
            count: countOf(state, f.caster),
            before: f.caster,
          },
          rule: "dnd35.castSpell",
        },
        f.cause,
      );
      return;
    case "healing": {
      const amount = ctx.roll(f.caster, "spell-healing", e.dice, 1, f.cause).total;
      const r = heal(state.combatants[target]!.vitals, amount);
      if (isInjuryViolation(r)) throw new Error(`invariant: ${target} cannot be healed`);
      ctx.emit(
        "VitalsChanged",
        {
          target,
          vitals: r.vitals,
          rule: "dnd35.castSpell",
          why: `${spell.name} heals ${amount}`,
        },
        f.cause,
      );
      return;
    }
  }
}

/**
 * A spell's damage roll as terms, one per repetition on a critical. Faces come repetition by
 * repetition and each repetition adds the same constant, (total − Σfaces) / times.
 */
function perRollTerms(
  label: string,
  faces: readonly number[],
  total: number,
  times: number,
): Term[] {
  if (times === 1) return [{ label, value: total, rule: "dnd35.castSpell" }];
  const perRep = faces.length / times;
  const constant = (total - faces.reduce((a, b) => a + b, 0)) / times;
  const out: Term[] = [];
  for (let r = 0; r < times; r++) {
    let sum = constant;
    for (let i = 0; i < perRep; i++) sum += faces[r * perRep + i]!;
    out.push({
      label: `${label} (roll ${r + 1} of ${times})`,
      value: sum,
      rule: r === 0 ? "dnd35.castSpell" : "dnd35.spellCritical",
    });
  }
  return out;
}
