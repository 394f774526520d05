import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * The delay laws (seed 000 延迟DELAY, 延迟的先攻结果): a delay naming neither creature nor count
 * ends only when its creature answers "step in", or lapses; a creature starts at most one regular
 * turn a round, and none after stepping in from a delay that round; a turn resumed from a delay
 * follows its `DelayEnded`, before any other turn but those stepping in with it; a delayer whose
 * delayed action lapsed is back at its old count and its next turn is a regular one in that same
 * round (unless the fight ends first).
 */
export const delay: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:delay",
  says: "one regular turn a round and none after stepping in; a lapsed delayer's turn at its old count",
  cites: "dnd35 延迟DELAY, 延迟的先攻结果",
  kind: "trace",
  watch() {
    const regular = new Set<string>();
    const resumed = new Set<string>();
    // Delayers whose action lapsed, waiting for their regular turn: id → round of the lapse.
    const lapsed = new Map<string, number>();
    // Stepped in and not yet started (several may step in after one turn).
    const steppedIn = new Set<string>();
    let answer: { by: string; take: boolean } | undefined;
    return {
      before(e, state) {
        if (e.type === "Declared")
          answer =
            e.data.decl.kind === "Respond"
              ? {
                  by: e.data.by,
                  take: (e.data.decl as CombatantDeclaration & { take: boolean }).take,
                }
              : undefined;
        if (e.type === "DelayEnded") {
          const d = state.combatants[e.data.actor]!.delaying;
          expect(d, `${e.data.actor} ended a delay it was not in`).toBeDefined();
          // A delay naming neither creature nor count ends when its creature says so, or lapses.
          if (!e.data.lapsed && d!.after === undefined && d!.count === undefined)
            expect(answer, `${e.data.actor} stepped in without saying so`).toEqual({
              by: e.data.actor,
              take: true,
            });
          if (e.data.lapsed) {
            expect(state.round, `${e.data.actor} lapsed in the round it delayed`).toBeGreaterThan(
              d!.round,
            );
            expect(e.data.count, `${e.data.actor} lapsed away from its count`).toBe(d!.entry.count);
            lapsed.set(e.data.actor, state.round);
          } else steppedIn.add(e.data.actor);
        }
        if (e.type === "TurnStarted" || e.type === "TurnSkipped") {
          const { actor, round } = e.data;
          const key = `${actor}@${round}`;
          // A creature down when it steps in has its resumed turn skipped: that is no regular turn.
          const wasResumed =
            e.type === "TurnStarted" ? e.data.resumed !== undefined : steppedIn.has(actor);
          if (wasResumed) {
            expect(steppedIn.has(actor), `${key} resumed a turn without stepping in`).toBe(true);
            expect(resumed.has(key), `${key} stepped in twice`).toBe(false);
            resumed.add(key);
          } else {
            expect(regular.has(key), `${key} took two regular turns`).toBe(false);
            expect(resumed.has(key), `${key} took a regular turn after stepping in`).toBe(false);
            regular.add(key);
          }
          const lapse = lapsed.get(actor);
          if (lapse !== undefined) {
            expect(wasResumed, `${actor} resumed a lapsed delay`).toBe(false);
            expect(round, `${actor}'s turn after its lapse is in another round`).toBe(lapse);
            lapsed.delete(actor);
          }
          steppedIn.delete(actor);
        }
      },
      end(state) {
        if (state.status !== "ended")
          for (const [id, round] of lapsed)
            expect(state.round, `${id} lapsed but took no regular turn`).toBe(round);
      },
    };
  },
};
