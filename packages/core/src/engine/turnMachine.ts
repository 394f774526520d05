import type { EngineContext } from "./context.ts";

/**
 * The shared turn machine: with no frame open and no turn running, emits the next automatic
 * event — the fight's end (the round limit), a new round (after any initiative still to roll), or the next count
 * in the order. Rounds run from the top of the order down (seed 000 战斗流程 4–5); what happens
 * at a creature's count is the ruleset's business.
 */
export function advance(ctx: EngineContext): void {
  const { state, ruleset } = ctx;
  if (ruleset.betweenCounts(ctx)) return;
  const next = state.order[state.turnIndex + 1];
  if (next !== undefined) {
    ruleset.reachCount(ctx, next.id);
    return;
  }
  if (ruleset.endOfRound(ctx)) return;
  // The round limit: the fight ends with the last round, before another starts.
  if (ctx.lastRound !== undefined && !state.surprise && state.round >= ctx.lastRound) {
    ctx.emit("FightEnded", {
      reason: `round ${state.round} is over: the round limit`,
      roundLimit: ctx.lastRound,
      rule: ruleset.roundRule,
    });
    return;
  }
  if (ruleset.needsInitiative(state)) {
    ruleset.rollInitiative(ctx);
    return;
  }
  ctx.emit("RoundStarted", { round: state.round + 1, surprise: false, rule: ruleset.roundRule });
}
