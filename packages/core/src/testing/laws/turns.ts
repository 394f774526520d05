import { expect } from "vitest";
import type { TraceLaw } from "../law.ts";

/**
 * Initiative is a permutation (with the creatures the ruleset holds out of the order), each
 * creature starts at most one turn a round (a resumed turn, readied actions and interrupts are
 * no turn starts), and the dead never act: no turn, no declaration, no answer in a window.
 */
export const turns: TraceLaw = {
  id: "turns",
  says: "initiative is a permutation, one turn start per creature a round, the dead never act",
  kind: "trace",
  watch(_fight, { vocabulary }) {
    const started = new Set<string>();
    return {
      before(e, state) {
        if (e.type === "TurnStarted" && e.data.resumed === undefined) {
          const key = `${e.data.actor}@${e.data.round}`;
          expect(started.has(key), `${key} started two turns`).toBe(false);
          started.add(key);
          expect(vocabulary.isDead(state, e.data.actor), `${key}: a dead creature's turn`).toBe(
            false,
          );
        }
        if (e.type === "Declared" && e.data.by !== "gm")
          expect(vocabulary.isDead(state, e.data.by), `${e.data.by} acted while dead`).toBe(false);
      },
      after(_e, state) {
        const ids = state.order.map((o) => o.id);
        for (const id of ids) expect(state.combatants[id], `${id} in the order`).toBeDefined();
        ids.push(...vocabulary.heldOut(state));
        expect(new Set(ids).size, "initiative is a permutation").toBe(ids.length);
      },
    };
  },
};
