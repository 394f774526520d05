import { expect } from "vitest";
import { evolveMut } from "../../../engine/evolve.ts";
import { fightState } from "../../../engine/fightState.ts";
import { rulesetOf } from "../../../engine/rulesets.ts";
import type { Law } from "../../../testing/law.ts";

/**
 * A dying or stable creature declares nothing, not even an answer in a window: it is
 * unconscious (seed 000 濒死, 稳定角色伤势和恢复); the dead are the shared `turns` law's.
 */
export const downInactive: Law = {
  id: "dnd35.downInactive",
  says: "a dying or stable creature declares nothing",
  cites: "dnd35 濒死, 稳定角色伤势和恢复",
  kind: "trace",
  check({ header, run }) {
    const state = fightState(header);
    const ruleset = rulesetOf(state);
    for (const e of run.events) {
      if (e.type === "Declared" && e.data.by !== "gm") {
        const v = state.combatants[e.data.by]!.vitals;
        expect(
          v.state === "dying" || v.state === "stable",
          `${e.data.by} acted while ${v.state}`,
        ).toBe(false);
      }
      evolveMut(state, e, ruleset);
    }
  },
};
