import type { EngineContext } from "../../engine/context.ts";
import type { CombatState } from "../../engine/state.ts";
import { canAct } from "./injury/index.ts";
import { askingOrder } from "./interrupts/opportunity.ts";

/**
 * Between two counts (seed 000 延迟DELAY): a delaying creature steps back into the order — after
 * the turn of the creature it named, or at the count it named; naming neither, it is asked after
 * each later turn whether to step in now (a `delay` window). Its new count is where it acts from
 * then on. If instead its regular count comes round again first, the delayed action is lost and
 * it takes its regular turn (延迟的先攻结果). One event a call; false when nobody is due.
 */
export function betweenCounts(ctx: EngineContext): boolean {
  const { state } = ctx;
  if (state.status !== "active" || state.surprise) return false;
  // Hot: called between every two counts; almost always nobody is delaying.
  if (!state.roster.some((id) => state.combatants[id]!.delaying !== undefined)) return false;
  const waiting = askingOrder(state).filter((id) => {
    const d = state.combatants[id]!.delaying;
    return d !== undefined && waits(d) && !d.asked && canAct(state.combatants[id]!.vitals);
  });
  const last = state.order[state.turnIndex];
  if (waiting.length > 0 && last !== undefined) {
    // A turn ended: those waiting are asked whether they step in now (seed 000 延迟DELAY).
    ctx.emit("WindowOpened", {
      window: "delay",
      provoker: last.id,
      trigger: "turnEnded",
      at: state.combatants[last.id]?.position ?? { x: 0, y: 0 },
      candidates: waiting,
      rule: "dnd35.delay",
    });
    return true;
  }
  for (const id of askingOrder(state)) {
    const d = state.combatants[id]!.delaying;
    if (d === undefined) continue;
    const step = stepInCount(state, d);
    if (step !== undefined) {
      ctx.emit("DelayEnded", { actor: id, count: step, lapsed: false, rule: "dnd35.delay" });
      return true;
    }
    const next = state.order[state.turnIndex + 1];
    if (state.round > d.round && (next === undefined || next.count < d.entry.count)) {
      ctx.emit("DelayEnded", {
        actor: id,
        count: d.entry.count,
        lapsed: true,
        rule: "dnd35.delayInitiative",
      });
      return true;
    }
  }
  return false;
}

/** A delay that named neither a creature nor a count: its creature decides after each turn. */
function waits(d: { readonly after?: string; readonly count?: number }): boolean {
  return d.after === undefined && d.count === undefined;
}

/** The count a delayer steps in at now, if it steps in now. */
function stepInCount(
  state: CombatState,
  d: NonNullable<CombatState["combatants"][string]["delaying"]>,
): number | undefined {
  const last = state.order[state.turnIndex];
  const next = state.order[state.turnIndex + 1];
  if (d.after !== undefined) return d.due ? (last?.count ?? d.entry.count) : undefined;
  // Only in the round of the delay: the next round's regular count comes first otherwise.
  if (state.round !== d.round) return undefined;
  if (d.count !== undefined)
    return next === undefined || next.count < d.count ? d.count : undefined;
  return next === undefined ? (last?.count ?? d.entry.count) : undefined;
}
