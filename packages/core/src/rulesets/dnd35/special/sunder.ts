import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Term } from "../../../model/breakdown.ts";
import { whereIs } from "../../3x/gear/index.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { objectOf, sundersWith } from "../../3x/special/objects.ts";
import type { ThreeXCombatant, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { sizeModifier } from "../../3x/stats/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { weaponOf } from "../roster.ts";
import { abilityModifier, damagePlan, isRangedAttack } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { stepTerms } from "./iterativeStep.ts";
import type { SpecialAttackModule } from "./module.ts";
import { opposedAttackTerms } from "./opposedAttack.ts";
import { rollOpposed } from "./rollOpposed.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// A sunder (seed 000 击破武器SUNDER): a slashing or bludgeoning melee weapon against a weapon or
// shield the defender holds — its attack of opportunity first (none with Improved Sunder), then
// opposed attack rolls with the disarm's modifiers; won, the weapon's damage, less the object's
// hardness, comes off its hit points (表：普通盔甲、武器、和盾牌的硬度以及生命值), destroyed at 0. An
// item carried or worn but not held is struck with a plain attack against AC 10 + its size
// modifier + its bearer's Dex modifier. Armor worn cannot be sundered.

const RULE = "dnd35.sunder";
const TABLE = "dnd35.objectHardness";

type Sunder = SpecialAttackOf<"Sunder">;

interface SunderFrame extends Frame {
  readonly kind: "sunder";
  readonly actor: string;
  readonly decl: Sunder;
  /** The iterative step of the full attack's slot it takes (0: made on its own). */
  readonly step: number;
}

function weaponOfSunder(me: ThreeXCombatant, d: Sunder) {
  return weaponOf(me, d.weapon)!;
}

/** Held (opposed rolls) or carried and worn (an attack against the item's AC). */
function isHeld(foe: ThreeXCombatant, item: string): boolean {
  const place = whereIs(foe, item);
  return place === "hand" || place === "strapped";
}

function check(state: ThreeXState, actor: string, d: Sunder): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const attack = checkAttack(
    state,
    actor,
    { target: d.target, ...(d.weapon === undefined ? {} : { weapon: d.weapon }) },
    me.position,
  );
  if (attack !== undefined) return attack;
  const w = weaponOfSunder(me, d);
  if (isRangedAttack(w, {}) || !sundersWith(w))
    return violation("sunderWeapon", RULE, says("dnd35:violation.sunder.weapon", { weapon: w.id }));
  // 你无法击破其他人物所穿戴的盔甲.
  const foe = state.combatants[d.target]!;
  if (d.item === "armor") {
    const o = objectOf(foe.spec, "armor");
    const object = o === undefined ? "none worn" : `hardness ${o.hardness}, ${o.hp} hp`;
    return violation(
      "sunderArmor",
      RULE,
      says("dnd35:violation.sunder.armor", { target: d.target, object }),
    );
  }
  const place = whereIs(foe, d.item);
  if (objectOf(foe.spec, d.item) === undefined || place === "none" || place === "body")
    return violation(
      "notAnObject",
      RULE,
      says("dnd35:violation.sunder.item", { target: d.target, item: d.item }),
    );
  if (place === "gone" || place === "ground" || place === "usedUp")
    return violation(
      "notCarried",
      RULE,
      says("dnd35:violation.sunder.notCarried", { target: d.target, item: d.item }),
    );
  return undefined;
}

/** The AC of an item carried or worn: 10 + its size modifier + its bearer's Dex modifier. */
function carriedItemAc(foe: ThreeXCombatant): { value: number; label: string; rule: string } {
  const value = 10 + sizeModifier(foe.spec.size) + abilityModifier(foe.spec.abilities.dex);
  return { value, label: "AC of an item carried (10 + size + bearer's Dex)", rule: RULE };
}

/**
 * phases: `roll` (the opposed attack rolls; or, for an item not held, an attack roll as a child)
 * → `damage` (ObjectDamaged) → `destroyed` (GearChanged destroy) → done.
 */
const sunderFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as SunderFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    const foe = state.combatants[f.decl.target]!;
    const w = weaponOfSunder(me, f.decl);
    if (f.phase === "roll") {
      const theirW = foe.spec.weapons.find((x) => x.id === f.decl.item && x.reach > 0);
      // The defender rolls with what it holds: the weapon struck at, else its main-hand weapon.
      const defending = theirW ?? weaponOf(foe);
      rollOpposed(
        ctx,
        [
          {
            who: f.actor,
            check: "attack",
            bonus: [
              ...opposedAttackTerms(me, w, foe, RULE),
              ...stepTerms(f.step, "dnd35.fullAttack"),
            ],
          },
          {
            who: f.decl.target,
            check: "attack",
            bonus: opposedAttackTerms(foe, defending, me, RULE),
          },
        ],
        { attack: "Sunder", purpose: "sunder", rule: RULE },
        f.cause,
      );
      return;
    }
    if (f.phase === "damage") {
      const object = objectOf(foe.spec, f.decl.item)!;
      const plan = damagePlan(me.spec, w, { nonlethal: false });
      const roll = ctx.roll(f.actor, "sunder-damage", plan.expression, 1, f.cause);
      const rolled = Math.max(1, roll.total);
      const faces = roll.faces.reduce((a, b) => a + b, 0);
      const breakdown: Term[] = [
        { label: plan.dice, value: faces, rule: RULE },
        ...plan.modifier.breakdown,
      ];
      if (rolled > roll.total)
        breakdown.push({ label: "minimum damage 1", value: rolled - roll.total, rule: RULE });
      const amount = Math.max(0, rolled - object.hardness);
      const before = object.hp - (foe.gear.damage[f.decl.item] ?? 0);
      ctx.emit(
        "ObjectDamaged",
        {
          attacker: f.actor,
          owner: f.decl.target,
          item: f.decl.item,
          rolled,
          hardness: object.hardness,
          amount,
          hp: object.hp,
          hpLeft: Math.max(0, before - amount),
          breakdown,
          rule: TABLE,
        },
        f.cause,
      );
      return;
    }
    ctx.emit(
      "GearChanged",
      { actor: f.decl.target, change: "destroy", item: f.decl.item, rule: TABLE },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as SunderFrame;
    if (f.phase === "roll" && event.type === "OpposedCheckRolled")
      return event.data.winner === f.actor ? { phase: "damage" } : { done: true };
    if (f.phase === "damage" && event.type === "ObjectDamaged")
      return event.data.hpLeft <= 0 ? { phase: "destroyed" } : { done: true };
    return { done: true };
  },
  onChildDone(_frame, child) {
    return rollHit(child) ? { phase: "damage" } : { done: true };
  },
};

/** The sunder of 表：特殊攻击动作 (seed 000 击破武器SUNDER). */
export const sunder: SpecialAttackModule<"Sunder"> = {
  attack: "Sunder",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  // 对敌人所持有的武器或是盾牌进行一次近战攻击: one of a full attack's attacks too.
  inFullAttack: () => true,
  check,
  // 步骤 1：借机攻击 from the target (none with Improved Sunder); an item carried provokes as well.
  provocation(state, actor, d) {
    if (state.combatants[actor]!.spec.feats.includes("ImprovedSunder")) return undefined;
    const at = state.combatants[actor]!.position;
    const candidates = opportunityCandidates(state, actor, at).filter((id) => id === d.target);
    return { candidates, trigger: "Sunder", rule: RULE };
  },
  start(state, actor, d, cause, _hurt, step) {
    const foe = state.combatants[d.target]!;
    if (isHeld(foe, d.item)) {
      const frame: SunderFrame = { kind: "sunder", phase: "roll", cause, actor, decl: d, step };
      return frame;
    }
    const frame: SunderFrame = { kind: "sunder", phase: "rolling", cause, actor, decl: d, step };
    const me = state.combatants[actor]!;
    return [
      frame,
      specialAttackRoll({
        attacker: actor,
        target: d.target,
        weaponId: weaponOfSunder(me, d).id,
        rule: RULE,
        againstAc: carriedItemAc(foe),
        cause,
        index: step,
      }),
    ];
  },
  frames: { sunder: sunderFrameKind },
};
