import { compareEntries } from "../../d20/initiative/index.ts";
import { askingOrder } from "../../d20/windows/index.ts";
import type { DelayState, ThreeXContext, ThreeXState } from "../3x/state/index.ts";
import { canAct } from "./injury/index.ts";

/**
 * Between two counts (seed 000 延迟DELAY): a delaying creature steps back into the order — after
 * the turn of the creature it named, or at the count it named (this round, or the next before
 * its regular turn, 延迟的先攻结果); naming neither, it is asked after each later turn whether to
 * step in now (a `delay` window), and if it lets the round's last turn go by too it has waited
 * out the round and may still step in next round before its count. Its new count is where it acts
 * from then on. If instead its regular count comes round again first, the delayed action lapses
 * and it takes its regular turn there (and may delay again). One event a call; false when nobody
 * is due.
 */
export function betweenCounts(ctx: ThreeXContext): boolean {
  const { state } = ctx;
  if (state.status !== "active" || state.surprise) return false;
  // Hot: called between every two counts; almost always nobody is delaying.
  if (!state.roster.some((id) => state.combatants[id]!.delaying !== undefined)) return false;
  const asking = askingOrder(state);
  // Its own count first: a creature whose count comes round again before it stepped in has lost
  // the delayed action (延迟的先攻结果) — unless it steps in right here, before that count.
  for (const id of asking) {
    const d = state.combatants[id]!.delaying;
    if (d === undefined || !ownCountCame(state, d) || stepInCount(state, d) !== undefined) continue;
    ctx.emit("DelayEnded", {
      actor: id,
      count: d.entry.count,
      lapsed: true,
      rule: "dnd35.delayInitiative",
    });
    return true;
  }
  const waiting = asking.filter((id) => {
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
  for (const id of asking) {
    const d = state.combatants[id]!.delaying;
    if (d === undefined) continue;
    const step = stepInCount(state, d);
    if (step !== undefined) {
      ctx.emit("DelayEnded", { actor: id, count: step, lapsed: false, rule: "dnd35.delay" });
      return true;
    }
  }
  return false;
}

/** A delay that named neither a creature nor a count: its creature decides after each turn. */
function waits(d: DelayState): boolean {
  return d.after === undefined && d.count === undefined;
}

/**
 * In a round after the delay, the order has come to where the delayer stood: the next creature
 * to act comes after its old entry (or nobody is left this round).
 */
function ownCountCame(state: ThreeXState, d: DelayState): boolean {
  if (state.round <= d.round) return false;
  const next = state.order[state.turnIndex + 1];
  return next === undefined || compareEntries(d.entry, next) < 0;
}

/** The count a delayer steps in at now, if it steps in now (a waiting delayer answers itself). */
function stepInCount(state: ThreeXState, d: DelayState): number | undefined {
  const last = state.order[state.turnIndex];
  const next = state.order[state.turnIndex + 1];
  if (d.after !== undefined) return d.due ? (last?.count ?? d.entry.count) : undefined;
  if (d.count === undefined) return undefined;
  // A named count is in the round of the delay, or — above its own — in the next (延迟的先攻结果).
  if (state.round !== d.round + (d.nextRound === true ? 1 : 0)) return undefined;
  return next === undefined || next.count < d.count ? d.count : undefined;
}
