import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * A dying or stable creature declares nothing, not even an answer in a window: it is
 * unconscious (seed 000 濒死, 稳定角色伤势和恢复); the dead are the shared `turns` law's.
 */
export const downInactive: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:downInactive",
  says: "a dying or stable creature declares nothing",
  cites: "dnd35 濒死, 稳定角色伤势和恢复",
  kind: "trace",
  watch: () => ({
    before(e, state) {
      if (e.type !== "Declared" || e.data.by === "gm") return;
      const v = state.combatants[e.data.by]!.vitals;
      const down = v.state === "dying" || v.state === "stable";
      expect(down, `${e.data.by} acted while ${v.state}`).toBe(false);
    },
  }),
};
