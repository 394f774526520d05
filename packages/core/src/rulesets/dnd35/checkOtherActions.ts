import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { isActivity } from "./activities.ts";
import { CONDITION, has } from "./conditions.ts";
import { heldSpell, spellOf } from "./frames/cast.ts";

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
    return violation("delayAgain", "dnd35.delay", "a creature stepping in from a delay acts now");
  if (
    turn.actionsTaken > 0 ||
    turn.moved ||
    turn.fiveFootStepUsed ||
    turn.fullAttackNext !== undefined
  )
    return violation("delayAfterActing", "dnd35.delay", "delay before acting: this turn has begun");
  if (decl.after !== undefined && decl.count !== undefined)
    return violation(
      "delayTwoWays",
      "dnd35.delay",
      "name a creature to follow or a count, not both",
    );
  if (decl.after !== undefined) {
    if (decl.after === actor || state.combatants[decl.after] === undefined)
      return violation("noSuchCreature", "dnd35.delay", `no other combatant "${decl.after}"`);
  }
  if (decl.nextRound === true && decl.count === undefined)
    return violation("delayNextRound", "dnd35.delay", "a delay to the next round names a count");
  if (decl.count !== undefined) {
    const own = state.order.find((e) => e.id === actor)?.count ?? 0;
    if (!Number.isInteger(decl.count))
      return violation("delayCount", "dnd35.delay", "a delay names a whole count");
    // Next round, the count must come before its regular turn (seed 000 延迟的先攻结果).
    if (decl.nextRound === true && decl.count <= own)
      return violation(
        "delayCount",
        "dnd35.delay",
        `a delay to the next round names a count above ${own}, before its regular turn`,
      );
    if (decl.nextRound !== true && decl.count >= own)
      return violation("delayCount", "dnd35.delay", `a delay lowers the count below ${own}`);
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
      `no action "${String(decl.activity)}"`,
    );
  if (decl.activity === "StandUp" && !has(me, CONDITION.prone))
    return violation("notProne", "dnd35.actionsTable", `${me.spec.id} is not prone`);
  if (decl.activity === "DropProne" && has(me, CONDITION.prone))
    return violation("alreadyProne", "dnd35.actionsTable", `${me.spec.id} is already prone`);
  return undefined;
}

/**
 * Casting (seed 000 施法Cast a Spell): a spell the caster has; a target for a spell that needs
 * one (a touch spell may be held instead).
 */
export function checkCast(
  state: ThreeXState,
  actor: string,
  decl: Pick<Extract<CombatantDeclaration, { kind: "Cast" }>, "spell" | "target">,
): RuleViolation | undefined {
  const spell = spellOf(state, actor, decl.spell);
  if (spell === undefined)
    return violation("unknownSpell", "dnd35.castSpell", `${actor} has no spell "${decl.spell}"`);
  if (decl.target === undefined)
    return spell.range === "touch" || spell.range === "personal"
      ? undefined
      : violation("noTarget", "dnd35.castSpell", `${spell.name} needs a target`);
  const t = state.combatants[decl.target];
  if (t === undefined)
    return violation("noTarget", "dnd35.castSpell", `no combatant "${decl.target}"`);
  // A personal spell affects its caster only (SRD "Magic Overview: Range", outside the seeds).
  if (spell.range === "personal" && decl.target !== actor)
    return violation(
      "personalSpell",
      "dnd35.castSpell",
      `${spell.name} has personal range: it affects ${actor} only`,
    );
  if (spell.range === "touch" && creatureGapFt(state.combatants[actor]!, t) > 5)
    return violation("outOfReach", "dnd35.touchSpell", `${decl.target} is out of touch reach`);
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
    return violation("noCharge", "dnd35.holdingCharge", `${actor} holds no touch spell`);
  const me = state.combatants[actor]!;
  const all = [decl.target, ...(decl.also ?? [])];
  if (all.length > 6 || new Set(all).size !== all.length)
    return violation("tooManyTouched", "dnd35.holdingCharge", "touch up to six different allies");
  for (const id of all) {
    const t = state.combatants[id];
    if (t === undefined) return violation("noTarget", "dnd35.touchSpell", `no combatant "${id}"`);
    if (all.length > 1 && t.spec.side !== me.spec.side)
      return violation(
        "notAnAlly",
        "dnd35.holdingCharge",
        `${id} is not an ally: a foe is touched alone`,
      );
    if (creatureGapFt(me, t) > 5)
      return violation("outOfReach", "dnd35.touchSpell", `${id} is out of touch reach`);
  }
  return undefined;
}
