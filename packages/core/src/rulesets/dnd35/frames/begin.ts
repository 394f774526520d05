import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { rollInitiative, unrolled } from "../initiative.ts";

/**
 * The start of a fight (seed 000 战斗流程 2–3, 突袭SURPRISE): if some but not all combatants are
 * aware of their enemies, only the aware roll initiative now and a surprise round is played;
 * otherwise everyone rolls and round 1 begins.
 */
export const beginFrame: ThreeXFrameKind = {
  step(ctx, frame) {
    const { state } = ctx;
    const surprise = hasSurpriseRound(state);
    switch (frame.phase) {
      case "began":
        ctx.emit(
          "CombatBegan",
          { surprise, rule: surprise ? "dnd35.surprise" : "dnd35.sequence" },
          frame.cause,
        );
        return;
      case "initiative": {
        const ids = unrolled(state).filter((id) => !surprise || state.combatants[id]!.spec.aware);
        rollInitiative(ctx, ids);
        return;
      }
      case "round":
        ctx.emit(
          "RoundStarted",
          {
            round: surprise ? 0 : 1,
            surprise,
            rule: surprise ? "dnd35.surprise" : "dnd35.combatRound",
          },
          frame.cause,
        );
        return;
    }
    throw new Error(`invariant: begin frame in phase ${frame.phase}`);
  },
  on(frame, event) {
    if (frame.phase === "began" && event.type === "CombatBegan") return { phase: "initiative" };
    if (frame.phase === "initiative" && event.type === "InitiativeRolled")
      return { phase: "round" };
    if (frame.phase === "round" && event.type === "RoundStarted") return { done: true };
    throw new Error(`invariant: begin frame in ${frame.phase} got ${event.type}`);
  },
};

/** A surprise round happens when some, but not all, combatants are aware (seed 000 决定觉察情况). */
export function hasSurpriseRound(state: ThreeXState): boolean {
  const ids = state.roster.filter((id) => state.combatants[id]!.vitals.state !== "dead");
  const aware = ids.filter((id) => state.combatants[id]!.spec.aware).length;
  return aware > 0 && aware < ids.length;
}
