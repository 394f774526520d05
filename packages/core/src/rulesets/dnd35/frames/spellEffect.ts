import type { EngineContext } from "../../../engine/context.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Spell } from "../../../model/spell.ts";
import { dodgeTerms } from "../conditions.ts";
import { heal, isInjuryViolation } from "../injury/index.ts";
import { abilityModifier } from "../stats/abilities.ts";
import { armorClass } from "../stats/armorClass.ts";
import { sizeModifier } from "../stats/size.ts";
import type { CastFrame } from "./cast.ts";
import { countOf } from "./response.ts";

// What a spell does once cast (seed 000 施法Cast a Spell): the touch attack a touch or ranged
// touch spell needs against a foe (触摸攻击Touch Attacks), and the effect on its target.

/**
 * A touch attack (seed 000 触摸攻击Touch Attacks): base attack + Str (melee) or Dex (ranged) +
 * size against touch AC — no armor, shield or natural armor.
 */
export function touchAttack(ctx: EngineContext, f: CastFrame, spell: Spell): void {
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
  const hit = natural === 20 || (natural !== 1 && total >= ac.value);
  ctx.emit(
    "AttackResolved",
    {
      attacker: f.caster,
      target: f.target!,
      weapon: spell.id,
      natural,
      bonus,
      total,
      ac: ac.breakdown,
      acTotal: ac.value,
      hit,
      threat: false,
      critical: false,
      rule: "dnd35.touchAttack",
    },
    f.cause,
  );
}

/** The spell's effect on its target: damage (halved by a save for half), a condition, healing. */
export function spellEffect(ctx: EngineContext, f: CastFrame, spell: Spell): void {
  const { state } = ctx;
  const target = f.target!;
  const e = spell.effect;
  switch (e.kind) {
    case "damage": {
      const rolled = ctx.roll(f.caster, "spell-damage", e.dice, 1, f.cause).total;
      const half = f.saved === true;
      const amount = half ? Math.floor(rolled / 2) : rolled;
      ctx.emit(
        "DamageDealt",
        {
          target,
          source: f.caster,
          amount,
          nonlethal: false,
          breakdown: [
            { label: `${spell.name} ${e.dice}`, value: rolled, rule: "dnd35.castSpell" },
            ...(half
              ? [{ label: "halved by the save", value: amount - rolled, rule: "dnd35.castSpell" }]
              : []),
          ],
          rule: "dnd35.castSpell",
        },
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
