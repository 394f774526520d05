import { expect } from "vitest";
import { spaceSquares } from "../../../d20/grid/index.ts";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { isDown } from "../injury/index.ts";

/**
 * A rider and its mount are one space (seed 000 骑乘战斗MOUNTED COMBAT: 视为你使用你的坐骑所占据的
 * 空间): after every event each rider stands on its mount's square and fills its space, its mount
 * is in the fight and rides nobody, no mount carries two, and nobody rides the dead; and whenever a
 * turn starts or ends, no rider sits on a mount that is down (its fall has been resolved) and no
 * rider is dead in the saddle.
 */
export const mountedSeats: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:mountedSeats",
  says: "a rider shares its mount's space, one rider a mount, and nobody rides the dead or the down",
  cites: "dnd35 骑乘战斗MOUNTED COMBAT",
  kind: "trace",
  watch: () => ({
    after(e, state) {
      const carried = new Map<string, string>();
      for (const [id, c] of Object.entries(state.combatants)) {
        if (c.riding === undefined) {
          expect(c.spaceSide, `${id} rides nothing but fills a mount's space`).toBeUndefined();
          continue;
        }
        const m = state.combatants[c.riding];
        expect(m, `${id} rides ${c.riding}, not in the fight (after ${e.type})`).toBeDefined();
        expect(c.position, `${id} is off its mount ${c.riding}'s square (after ${e.type})`).toEqual(
          m!.position,
        );
        // Riders take their seats when the fight begins (`CombatBegan`, 3x/mounted/riding.ts).
        if (state.status !== "setup")
          expect(c.spaceSide, `${id} does not fill ${c.riding}'s space`).toBe(
            spaceSquares(m!.spec.size),
          );
        expect(m!.riding, `${c.riding} carries ${id} and rides ${m!.riding}`).toBeUndefined();
        expect(carried.get(c.riding), `${c.riding} carries two riders`).toBeUndefined();
        carried.set(c.riding, id);
        expect(c.vitals.state, `the dead ${id} rides ${c.riding}`).not.toBe("dead");
        if (e.type === "TurnStarted" || e.type === "TurnEnded")
          expect(isDown(m!.vitals), `${id} rides ${c.riding}, which is down`).toBe(false);
      }
    },
  }),
};
