import { readFileSync } from "node:fs";
import type { FightEvent } from "@d20/core";
import { loadLog } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { Narrator } from "../src/narrate/narrator.ts";
import { GOLDEN } from "./d20.ts";

const golden = loadLog(readFileSync(GOLDEN)).events;

// Events of types the engine does not emit yet (interrupt windows) are given as plain objects.
const event = (seq: number, type: string, data: unknown) =>
  ({ seq, type, v: 1, data }) as unknown as FightEvent;

describe("narration", () => {
  it("given a turn, when told, then the header is flush left and its declarations and facts indented under it", () => {
    const narrator = new Narrator();
    const lines = golden.slice(16, 22).flatMap((e) => narrator.tell(e));
    expect(lines).toEqual([
      "",
      "── 蓝-巨斧's turn ──",
      "  蓝-巨斧 declares Run (12,14)→(12,13)→(12,12)",
      "    Run: full-round action",
      "    蓝-巨斧 moves 15 ft to (12,12)",
      "    蓝-巨斧 is running until round 2 count 24",
      "  蓝-巨斧 declares EndTurn",
    ]);
  });

  it("given an interrupt window, when told, then what happens inside it is indented under the step it interrupted", () => {
    const narrator = new Narrator();
    const turn = golden.find((e) => e.type === "TurnStarted")!;
    const move = golden.find((e) => e.type === "Moved")!;
    const lines = [
      turn,
      event(100, "WindowOpened", { trigger: "leaves a threatened square" }),
      event(101, "Declared", { by: "红-长矛", decl: { kind: "EndTurn" } }),
      event(102, "WindowClosed", {}),
      move,
    ].flatMap((e) => narrator.tell(e));
    expect(lines.slice(2)).toEqual([
      '  ⤷ interrupt window {"trigger":"leaves a threatened square"}',
      "    红-长矛 declares EndTurn",
      "  window closed",
      "    蓝-巨斧 moves 15 ft to (12,12)",
    ]);
  });

  it("given the whole golden fight, when told, then every round has a heading and it ends with the winner", () => {
    const narrator = new Narrator();
    const text = golden.flatMap((e) => narrator.tell(e)).join("\n");
    for (let r = 1; r <= 6; r++) expect(text).toContain(`══ Round ${r} ══`);
    expect(text).toMatch(/The fight ends: red wins/);
    expect(text).not.toContain("undefined");
  });
});
