import { expect } from "vitest";
import { isResponse } from "../../log/declarations.ts";
import type { Law } from "../law.ts";

/**
 * Every interrupt window opened is closed exactly once, in nesting order, and an answer is
 * given only while a window is open (DESIGN: The engine, interrupts are explicit).
 */
export const windows: Law = {
  id: "windows",
  says: "every window opened is closed exactly once, in nesting order; answers only in a window",
  kind: "trace",
  check({ run }) {
    const open: number[] = [];
    for (const e of run.events) {
      if (e.type === "Declared" && isResponse(e.data))
        expect(open.length, `seq ${e.seq}: an answer with no window open`).toBeGreaterThan(0);
      if (e.type === "WindowOpened") open.push(e.seq);
      if (e.type === "WindowClosed")
        expect(open.pop(), "windows close in nesting order, each once").toBe(e.data.window);
    }
    expect(open, "every window opened is closed").toEqual([]);
  },
};
