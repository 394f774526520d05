import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * Who grapples whom is symmetric, and nobody grapples the dead or an empty square: after every
 * event each grapple opponent is in the fight, alive, and grapples back; a pinner is one of the
 * pinned creature's opponents (seed 000 擒抱GRAPPLE, 当你被擒抱对手压制住的时候).
 */
export const grappleSymmetric: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:grappleSymmetric",
  says: "who grapples whom is symmetric, and nobody grapples the dead or the absent",
  cites: "dnd35 擒抱GRAPPLE",
  kind: "trace",
  watch: () => ({
    after(e, state) {
      for (const [id, c] of Object.entries(state.combatants)) {
        for (const o of c.grappling) {
          const other = state.combatants[o];
          expect(other, `${id} grapples ${o}, not in the fight (after ${e.type})`).toBeDefined();
          expect(other!.vitals.state, `${id} grapples the dead ${o}`).not.toBe("dead");
          expect(other!.grappling, `${o} does not grapple ${id} back`).toContain(id);
        }
        if (c.pinnedBy !== undefined)
          expect(c.grappling, `${id} pinned by ${c.pinnedBy}, not its opponent`).toContain(
            c.pinnedBy,
          );
      }
    },
  }),
};
