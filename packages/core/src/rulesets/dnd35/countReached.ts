import { firstExpired } from "../../d20/durations/index.ts";
import type { InitiativeEntry } from "../../log/facts.ts";
import type { Mutable } from "../../model/mutable.ts";
import type { ThreeXFactDataMap } from "../3x/log/facts.ts";
import type { ThreeXContext, ThreeXState, Vitals } from "../3x/state/index.ts";
import {
  applyStabilizeRoll,
  isDown,
  isInjuryViolation,
  needsStabilizeRoll,
  restriction,
  type StabilizeTiming,
} from "./injury/index.ts";
import { cowerIfCornered } from "./special/turnedFlight.ts";

/**
 * What happens when the order reaches a creature's count, one event per call: conditions that
 * last "until just before" this count expire first; then the dead are skipped; a dying creature
 * rolls d% to stabilize (on its own turn unless the house option says end of round); the
 * unconscious are skipped; anyone else starts a turn — restricted in the surprise round, or
 * when disabled or staggered (seed 000 战斗流程, 稳定角色伤势和恢复, 受限行动).
 */
export function reachCount(ctx: ThreeXContext, id: string): void {
  const { state } = ctx;
  if (expireOne(ctx, entryOf(state, id))) return;
  const c = state.combatants[id]!;
  const v = c.vitals;
  // A spell begun last round takes effect just before the caster's turn (seed 000 施法Cast a
  // Spell, the full-round one).
  if (c.casting !== undefined) {
    const { spell, target, damageAtStart } = c.casting;
    if (isDown(v))
      ctx.emit("SpellLost", {
        caster: id,
        spell,
        reason: "the caster fell before the spell took effect",
        rule: "dnd35.castingTime",
      });
    else
      ctx.emit("CastingCompleted", {
        caster: id,
        spell,
        ...(target === undefined ? {} : { target }),
        damageTaken: c.damageTaken - damageAtStart,
        rule: "dnd35.castingTime",
      });
    return;
  }
  if (v.state === "dead") {
    ctx.emit("TurnSkipped", { actor: id, round: state.round, reason: "dead", rule: "dnd35.dead" });
    return;
  }
  if (
    state.options.stabilizeAt !== "endOfRound" &&
    v.state === "dying" &&
    needsStabilizeRoll(v, state.round)
  ) {
    stabilize(ctx, id);
    return;
  }
  if (isDown(v)) {
    const { reason, rule } = skipReason(v);
    ctx.emit("TurnSkipped", { actor: id, round: state.round, reason, rule });
    return;
  }
  // A readied action unused when its owner's next turn comes is lost (seed 000 准备的先攻结果).
  if (c.readied !== undefined && !c.steppedIn) {
    ctx.emit("ReadiedActionLost", { actor: id, rule: "dnd35.readyInitiative" });
    return;
  }
  // A turned creature that cannot flee cowers this turn (seed 000 驱散效果与持续时间).
  if (cowerIfCornered(ctx, id)) return;
  const r = state.surprise ? "surprise" : restriction(v);
  const started: Mutable<ThreeXFactDataMap["TurnStarted"]> = {
    actor: id,
    round: state.round,
    rule: c.steppedIn ? "dnd35.delay" : state.surprise ? "dnd35.surprise" : "dnd35.sequence",
  };
  // Set one by one, not spread: a turn starts at nearly every count (see `Mutable`).
  if (r !== undefined) started.restriction = r;
  if (c.steppedIn) started.resumed = "delay";
  ctx.emit("TurnStarted", started);
}

/** Rolls one dying creature's d% (seed 000 稳定角色伤势和恢复: 10% stable, else −1 hp). */
export function stabilize(ctx: ThreeXContext, id: string): void {
  const { state } = ctx;
  const d100 = ctx.roll(id, "stabilize", "1d100").total;
  const r = applyStabilizeRoll(state.combatants[id]!.vitals, d100, state.round, timing(state));
  if (isInjuryViolation(r)) throw new Error(`invariant: ${id} may not roll to stabilize now`);
  const why = r.notes.map((n) => n.text).join("; ");
  ctx.emit("VitalsChanged", { target: id, vitals: r.vitals, rule: "dnd35.stabilize", why });
}

/**
 * With the house option "endOfRound", dying creatures roll after the last count (one a call),
 * the first time at the end of the round in which they fell (the SRD's condition summary).
 */
export function endOfRound(ctx: ThreeXContext): boolean {
  const { state } = ctx;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    const x = firstExpired(c.conditions, state, undefined);
    if (x !== undefined) {
      ctx.emit("ConditionRemoved", { target: id, condition: x.name, rule: x.rule });
      return true;
    }
  }
  if (state.options.stabilizeAt !== "endOfRound" || state.surprise) return false;
  const due = state.roster.find((id) => {
    const v = state.combatants[id]!.vitals;
    return v.state === "dying" && needsStabilizeRoll(v, state.round, "endOfRound");
  });
  if (due === undefined) return false;
  stabilize(ctx, due);
  return true;
}

/** The stabilize timing the fight's header chose (house option `stabilizeAt`). */
function timing(state: ThreeXState): StabilizeTiming {
  return state.options.stabilizeAt === "endOfRound" ? "endOfRound" : "ownTurn";
}

function expireOne(ctx: ThreeXContext, at: InitiativeEntry): boolean {
  const { state } = ctx;
  for (const id of state.roster) {
    const x = firstExpired(state.combatants[id]!.conditions, state, at);
    if (x !== undefined) {
      ctx.emit("ConditionRemoved", { target: id, condition: x.name, rule: x.rule });
      return true;
    }
  }
  return false;
}

// Plain loops, not `find` with a closure: these run at every count for every combatant.
function entryOf(state: ThreeXState, id: string): InitiativeEntry {
  const order = state.order;
  for (let i = 0; i < order.length; i++) if (order[i]!.id === id) return order[i]!;
  throw new Error(`invariant: ${id} reached a count but is not in the order`);
}

/** Why a creature that is down gets no turn, and the rule that says so. */
function skipReason(v: Vitals): { reason: string; rule: string } {
  switch (v.state) {
    case "dying":
      return { reason: "dying", rule: "dnd35.dying" };
    case "stable":
      return { reason: "stable", rule: "dnd35.stabilize" };
    default:
      // Up on hp but knocked out by nonlethal damage (seed 000 非致命伤NONLETHAL DAMAGE).
      return { reason: "unconscious", rule: "dnd35.nonlethal" };
  }
}
