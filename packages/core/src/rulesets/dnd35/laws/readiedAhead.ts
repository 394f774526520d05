import { expect } from "vitest";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * After a readied action fires, the readier stands just ahead of its triggerer in the order
 * (seed 000 准备的先攻结果).
 */
export const readiedAhead: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:readiedAhead",
  says: "after a readied action fires the readier stands just ahead of its triggerer",
  cites: "dnd35 准备的先攻结果",
  kind: "trace",
  watch: () => ({
    after(e, state) {
      if (e.type !== "ReadiedActionFired") return;
      const ids = state.order.map((o) => o.id);
      const t = ids.indexOf(e.data.triggeredBy);
      if (t >= 0) expect(ids.indexOf(e.data.by)).toBe(t - 1);
    },
  }),
};
