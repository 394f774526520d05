import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * No AoO is provoked by a 5-foot step (seed 000 五尺快步), and none by a withdraw's first square
 * from a foe that sees the withdrawer (seed 000 撤退).
 */
export const noProvocation: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:noProvocation",
  says: "no AoO from a 5-foot step, none from a seen foe for a withdraw's first square",
  cites: "dnd35 五尺快步, 撤退",
  kind: "trace",
  watch() {
    const declOf = new Map<number, { kind: string; by: string }>();
    const startOf = new Map<number, string>();
    return {
      before(e, state) {
        if (e.type === "Declared") {
          declOf.set(e.seq, { kind: e.data.decl.kind, by: e.data.by });
          if (e.data.by !== "gm") {
            const c = state.combatants[e.data.by]!;
            startOf.set(e.seq, `${c.position.x},${c.position.y}`);
          }
        }
        if (e.type !== "WindowOpened" || e.data.window !== "opportunity") return;
        const decl = declOf.get(e.cause ?? -1);
        // The stepper's own AoOs; a readied action fired during the step provokes on its own.
        if (e.data.provoker === decl?.by)
          expect(decl?.kind, "a 5-foot step provoked").not.toBe("FiveFootStep");
        const here = `${e.data.at.x},${e.data.at.y}`;
        if (
          decl?.kind === "Withdraw" &&
          e.data.provoker === decl.by &&
          here === startOf.get(e.cause!)
        )
          for (const id of e.data.candidates) {
            const c = state.combatants[id]!;
            const unseen = c.conditions.some(
              (x) => x.name === "invisible" || x.name === "totallyConcealed",
            );
            expect(unseen, `${id} took a withdraw's first square though seen`).toBe(true);
          }
      },
    };
  },
};
