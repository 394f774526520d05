import type { FightEvent } from "@d20/core";
import { Narrator } from "@d20/replay";
import { describe, expect, it } from "vitest";

const event = (seq: number, type: string, data: unknown) =>
  ({ seq, type, v: 1, data }) as unknown as FightEvent;

describe("narration of readied actions (dnd35 准备READY)", () => {
  it("given readied actions of every type and the newer triggers, when told, then each names its action, its 5-foot step and its trigger (dnd35 准备一个动作)", () => {
    const narrator = new Narrator();
    const readied = (seq: number, action: unknown, trigger: unknown) =>
      narrator
        .tell(event(seq, "ActionReadied", { actor: "R", action, trigger, rule: "dnd35.ready" }))
        .join("\n")
        .trim();
    expect(readied(1, { kind: "TotalDefense" }, { on: "startsToMove", by: "M" })).toBe(
      "R readies: TotalDefense when M starts to move",
    );
    expect(
      readied(
        2,
        { kind: "Activity", activity: "DropProne", step: { x: 4, y: 5 } },
        { on: "uses", action: "Activity", activity: "DrinkPotion" },
      ),
    ).toBe("R readies: DropProne after a step to (4,5) when a foe uses DrinkPotion");
    expect(readied(3, { kind: "Crawl", to: { x: 4, y: 5 } }, { on: "uses", action: "Move" })).toBe(
      "R readies: Crawl to (4,5) when a foe uses Move",
    );
    expect(readied(4, { kind: "FreeAction", action: "Speak" }, { on: "attacks", by: "M" })).toBe(
      "R readies: FreeAction Speak when M attacks",
    );
  });
});
