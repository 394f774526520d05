import { expect } from "vitest";
import { evolveMut } from "../../engine/evolve.ts";
import { fightState } from "../../engine/fightState.ts";
import { rulesetOf } from "../../engine/rulesets.ts";
import type { Law } from "../law.ts";

/**
 * Initiative is a permutation (with the creatures the ruleset holds out of the order), each
 * creature starts at most one turn a round (a resumed turn, readied actions and interrupts are
 * no turn starts), and the dead never act: no turn, no declaration, no answer in a window.
 */
export const turns: Law = {
  id: "turns",
  says: "initiative is a permutation, one turn start per creature a round, the dead never act",
  kind: "trace",
  check({ header, run }, { vocabulary }) {
    const state = fightState(header);
    const ruleset = rulesetOf(state);
    const started = new Set<string>();
    for (const e of run.events) {
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
      evolveMut(state, e, ruleset);
      const ids = state.order.map((o) => o.id);
      for (const id of ids) expect(state.combatants[id], `${id} in the order`).toBeDefined();
      ids.push(...vocabulary.heldOut(state));
      expect(new Set(ids).size, "initiative is a permutation").toBe(ids.length);
    }
  },
};
