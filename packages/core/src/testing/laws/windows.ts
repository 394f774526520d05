import { expect } from "vitest";
import { fightState, rulesetOf } from "../../registry/engine.ts";
import type { TraceLaw } from "../law.ts";

/**
 * Every interrupt window opened is closed exactly once, in nesting order, and an answer is
 * given only while a window is open — or a choice is asked (`awaiting` "choice": an overrun's
 * avoid or block) (DESIGN: The engine, interrupts are explicit).
 */
export const windows: TraceLaw = {
  id: "windows",
  says: "every window opened is closed exactly once, in nesting order; answers only in a window or to a choice",
  kind: "trace",
  watch(fight) {
    const answers = rulesetOf(fightState(fight.header)).answerKinds;
    const open: number[] = [];
    return {
      before(e, state) {
        if (
          e.type === "Declared" &&
          answers.has(e.data.decl.kind) &&
          state.awaiting.kind !== "choice"
        )
          expect(open.length, `seq ${e.seq}: an answer with no window open`).toBeGreaterThan(0);
        if (e.type === "WindowOpened") open.push(e.seq);
        if (e.type === "WindowClosed")
          expect(open.pop(), "windows close in nesting order, each once").toBe(e.data.window);
      },
      end() {
        expect(open, "every window opened is closed").toEqual([]);
      },
    };
  },
};
