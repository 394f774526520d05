import { expect } from "vitest";
import { rulesetOf } from "../../../registry/engine.ts";
import type { TraceLaw } from "../../../testing/law.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * Nobody is asked in an AoO or readied window after the provoker fell: each answer is resolved
 * before the next creature is asked (seed 000 借机攻击ATTACKS OF OPPORTUNITY; a delay window asks
 * delayers after a turn, whoever ended it).
 */
export const askedStanding: TraceLaw<ThreeXState, ThreeXEvent> = {
  id: "dnd35:askedStanding",
  says: "nobody is asked in an AoO or readied window after the provoker fell",
  cites: "dnd35 借机攻击ATTACKS OF OPPORTUNITY",
  kind: "trace",
  watch() {
    const open: { provoker: string; window: string }[] = [];
    return {
      before(e, state) {
        if (e.type === "Declared" && e.data.by !== "gm" && e.data.decl.kind === "Respond") {
          const top = open[open.length - 1];
          if (top !== undefined && top.window !== "delay")
            expect(
              rulesetOf(state).isDown(state, top.provoker),
              "asked after the provoker fell",
            ).toBe(false);
        }
        if (e.type === "WindowOpened")
          open.push({ provoker: e.data.provoker, window: e.data.window });
        if (e.type === "WindowClosed") open.pop();
      },
    };
  },
};
