import { expect } from "vitest";
import { evolveMut } from "../../../engine/evolve.ts";
import { fightState } from "../../../engine/fightState.ts";
import { rulesetOf } from "../../../engine/rulesets.ts";
import type { Law } from "../../../testing/law.ts";

/**
 * After a readied action fires, the readier stands just ahead of its triggerer in the order
 * (seed 000 准备的先攻结果).
 */
export const readiedAhead: Law = {
  id: "dnd35.readiedAhead",
  says: "after a readied action fires the readier stands just ahead of its triggerer",
  cites: "dnd35 准备的先攻结果",
  kind: "trace",
  check({ header, run }) {
    const state = fightState(header);
    const ruleset = rulesetOf(state);
    for (const e of run.events) {
      evolveMut(state, e, ruleset);
      if (e.type === "ReadiedActionFired") {
        const ids = state.order.map((o) => o.id);
        const t = ids.indexOf(e.data.triggeredBy);
        if (t >= 0) expect(ids.indexOf(e.data.by)).toBe(t - 1);
      }
    }
  },
};
