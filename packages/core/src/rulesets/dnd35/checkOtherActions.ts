import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { Spell } from "../3x/model/spell.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { isActivity } from "./activities.ts";
import { heldSpell, spellOf } from "./casterSpells.ts";
import { checkComponents } from "./checkComponents.ts";
import { CONDITION, has } from "./conditions.ts";
import { says } from "./violationSays.ts";

// The declarations beside attacking and moving that a turn may make: delay (seed 000 特殊先攻动作;
// ready has its own file, checkReady.ts), casting and touching with a held charge (施法Cast a Spell), and the other rows of
// 表：战斗中的动作 (`Activity`). `checkDeclaration` dispatches to these.

/**
 * Delay (seed 000 延迟DELAY): before any action this turn, not again on a turn resumed from a
 * delay; the creature named must be in the fight, a count named must be lower than its own — or,
 * in the next round, higher (延迟的先攻结果).
 */
export function checkDelay(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Delay" }>,
): RuleViolation | undefined {
  const turn = state.turn!;
  if (turn.resumed)
    return violation("delayAgain", "dnd35.delay", says("dnd35:violation.delayAgain"));
  if (
    turn.actionsTaken > 0 ||
    turn.moved ||
    turn.fiveFootStepUsed ||
    turn.fullAttackNext !== undefined
  )
    return violation("delayAfterActing", "dnd35.delay", says("dnd35:violation.delayAfterActing"));
  if (decl.after !== undefined && decl.count !== undefined)
    return violation("delayTwoWays", "dnd35.delay", says("dnd35:violation.delayTwoWays"));
  if (decl.after !== undefined) {
    if (decl.after === actor || state.combatants[decl.after] === undefined)
      return violation(
        "noSuchCreature",
        "dnd35.delay",
        says("dnd35:violation.noSuchCreature.toFollow", { after: decl.after }),
      );
  }
  if (decl.nextRound === true && decl.count === undefined)
    return violation("delayNextRound", "dnd35.delay", says("dnd35:violation.delayNextRound"));
  if (decl.count !== undefined) {
    const own = state.order.find((e) => e.id === actor)?.count ?? 0;
    if (!Number.isInteger(decl.count))
      return violation("delayCount", "dnd35.delay", says("dnd35:violation.delayCount.whole"));
    // Next round, the count must come before its regular turn (seed 000 延迟的先攻结果).
    if (decl.nextRound === true && decl.count <= own)
      return violation(
        "delayCount",
        "dnd35.delay",
        says("dnd35:violation.delayCount.nextRound", { own }),
      );
    if (decl.nextRound !== true && decl.count >= own)
      return violation(
        "delayCount",
        "dnd35.delay",
        says("dnd35:violation.delayCount.thisRound", { own }),
      );
  }
  return undefined;
}

/** An activity of the table: known, and standing up only when prone (lying down only when not). */
export function checkActivity(
  me: ThreeXCombatant,
  decl: Extract<CombatantDeclaration, { kind: "Activity" }>,
): RuleViolation | undefined {
  if (!isActivity(decl.activity) || (decl.aiding !== undefined && !isActivity(decl.aiding)))
    return violation(
      "unknownActivity",
      "dnd35.actionsTable",
      says("dnd35:violation.unknownActivity", { activity: String(decl.activity) }),
    );
  if (decl.activity === "StandUp" && !has(me, CONDITION.prone))
    return violation(
      "notProne",
      "dnd35.actionsTable",
      says("dnd35:violation.notProne.stand", { actor: me.spec.id }),
    );
  if (decl.activity === "DropProne" && has(me, CONDITION.prone))
    return violation(
      "alreadyProne",
      "dnd35.actionsTable",
      says("dnd35:violation.alreadyProne", { actor: me.spec.id }),
    );
  return undefined;
}

/**
 * Casting (seed 000 施法Cast a Spell): a spell the caster has, whose components it can supply
 * now (法术构件; in a grapple, 当你处于擒抱状态时 施法: `checkComponents`); a target for a spell
 * that needs one (a touch spell may be held instead).
 */
export function checkCast(
  state: ThreeXState,
  actor: string,
  decl: Pick<Extract<CombatantDeclaration, { kind: "Cast" }>, "spell" | "target">,
): RuleViolation | undefined {
  const spell = spellOf(state, actor, decl.spell);
  if (spell === undefined)
    return violation(
      "unknownSpell",
      "dnd35.castSpell",
      says("dnd35:violation.unknownSpell", { actor, spell: decl.spell }),
    );
  return checkComponents(state, actor, spell) ?? checkSpellTarget(state, actor, spell, decl.target);
}

/**
 * A spell's target (seed 000 施法Cast a Spell), cast or from an item: one named for a spell that
 * needs one (a touch spell may be held instead), in the fight, the caster itself for a personal
 * spell, within reach for a touch spell.
 */
export function checkSpellTarget(
  state: ThreeXState,
  actor: string,
  spell: Spell,
  target: string | undefined,
): RuleViolation | undefined {
  const decl = { target };
  if (decl.target === undefined)
    return spell.range === "touch" || spell.range === "personal"
      ? undefined
      : violation(
          "noTarget",
          "dnd35.castSpell",
          says("dnd35:violation.noTarget.spell", { spell: spell.name }),
        );
  const t = state.combatants[decl.target];
  if (t === undefined)
    return violation(
      "noTarget",
      "dnd35.castSpell",
      says("dnd35:violation.noTarget.none", { target: decl.target }),
    );
  // A personal spell affects its caster only (SRD "Magic Overview: Range", outside the seeds).
  if (spell.range === "personal" && decl.target !== actor)
    return violation(
      "personalSpell",
      "dnd35.castSpell",
      says("dnd35:violation.personalSpell", { spell: spell.name, actor }),
    );
  if (spell.range === "touch" && creatureGapFt(state.combatants[actor]!, t) > 5)
    return violation(
      "outOfReach",
      "dnd35.touchSpell",
      says("dnd35:violation.outOfReach.touch", { target: decl.target }),
    );
  return undefined;
}

/** Touching with a held charge (seed 000 暂不散发): a spell held, a target within reach. */
export function checkTouch(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Touch" }>,
): RuleViolation | undefined {
  const held = heldSpell(state, actor);
  if (held === undefined)
    return violation(
      "noCharge",
      "dnd35.holdingCharge",
      says("dnd35:violation.noCharge", { actor }),
    );
  const me = state.combatants[actor]!;
  const all = [decl.target, ...(decl.also ?? [])];
  if (all.length > 6 || new Set(all).size !== all.length)
    return violation(
      "tooManyTouched",
      "dnd35.holdingCharge",
      says("dnd35:violation.tooManyTouched"),
    );
  for (const id of all) {
    const t = state.combatants[id];
    if (t === undefined)
      return violation(
        "noTarget",
        "dnd35.touchSpell",
        says("dnd35:violation.noTarget.none", { target: id }),
      );
    if (all.length > 1 && t.spec.side !== me.spec.side)
      return violation(
        "notAnAlly",
        "dnd35.holdingCharge",
        says("dnd35:violation.notAnAlly", { target: id }),
      );
    if (creatureGapFt(me, t) > 5)
      return violation(
        "outOfReach",
        "dnd35.touchSpell",
        says("dnd35:violation.outOfReach.touch", { target: id }),
      );
  }
  return undefined;
}
