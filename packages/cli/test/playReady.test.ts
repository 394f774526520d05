import { decideMut, fighter, fightState, sampleHeader, weapon } from "@d20/core";
import { forcedDice, seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { legalChoices } from "../src/play/legalChoices.ts";

describe("the play menu's readied actions (dnd35 准备READY)", () => {
  it("given a hero's turn, when the menu is built, then it offers readying a total defense and the triggers 'starts to move' and 'uses' (dnd35 准备一个动作)", () => {
    const header = sampleHeader(
      [
        fighter("hero", "heroes", 1, 1, weapon("longsword")),
        fighter("gob", "goblins", 6, 1, weapon("longsword")),
      ],
      "play-ready",
    );
    const state = fightState(header);
    const dice = forcedDice({ queue: [19, 2] }, seededDice("play-ready"));
    const begun = decideMut(
      state,
      { by: "gm", decl: { kind: "BeginCombat", reason: "test" } },
      dice,
    );
    expect(Array.isArray(begun)).toBe(true);
    expect(state.awaiting).toMatchObject({ kind: "declaration", actor: "hero" });
    const labels = legalChoices(state, "hero").map((c) => c.label);
    expect(labels).toContain("Ready TotalDefense when gob starts to move");
    expect(labels).toContain("Ready Attack when a foe starts to move");
    expect(labels).toContain("Ready TotalDefense when a foe uses DrinkPotion");
    expect(labels).toContain("Ready Attack when a foe uses Move");
  });
});
