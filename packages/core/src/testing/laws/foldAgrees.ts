import { produce } from "immer";
import { expect } from "vitest";
import { evolveMut } from "../../engine/evolve.ts";
import type { CombatState } from "../../engine/state.ts";
import { fightState, rulesetOf } from "../../registry/engine.ts";
import type { RerunLaw } from "../law.ts";

/**
 * Folding the engine's own events reproduces its state, and `evolve` inside immer's `produce`
 * equals `evolve` on a plain copy — checked after every declaration and at the end (DESIGN: Tests).
 */
export const foldAgrees: RerunLaw = {
  id: "foldAgrees",
  says: "folding evolve reproduces the engine's state; evolve in produce equals evolve on a plain copy",
  kind: "replay",
  check({ header, run }) {
    const plain = fightState(header);
    let frozen: CombatState = fightState(header);
    const ruleset = rulesetOf(plain);
    for (const e of run.events) {
      evolveMut(plain, e, ruleset);
      frozen = produce(frozen, (d) => {
        evolveMut(d as CombatState, e, ruleset);
      });
      if (e.type === "Declared" || e.seq === run.events.length) expect(plain).toEqual(frozen);
    }
    expect(plain).toEqual(frozen);
    expect(plain).toEqual(run.state);
  },
};
