import {
  decideMut,
  fighter,
  fightState,
  goblin,
  isViolation,
  rulesetOf,
  sampleHeader,
  violationText,
  weapon,
} from "@d20/core";
import { seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { combatantEnd } from "./endStates.ts";

describe("diff end states (dnd35 非致命伤NONLETHAL DAMAGE)", () => {
  it("given a goblin knocked out by nonlethal damage, when its end state is taken, then its vital state reads unconscious, not ok", () => {
    const state = fightState(
      sampleHeader(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          goblin("g", "goblins", 1, 0, weapon("morningstar")),
        ],
        "end-states",
      ),
    );
    const dice = seededDice("end-states");
    for (const decl of [
      { kind: "BeginCombat", reason: "test" },
      { kind: "ApplyDamage", target: "g", amount: 20, nonlethal: true, reason: "a sap" },
    ] as const) {
      const out = decideMut(state, { by: "gm", decl }, dice);
      if (isViolation(out)) throw new Error(violationText(out, rulesetOf(state).words));
    }
    expect(combatantEnd(state, "g")).toMatchObject({ vital: "unconscious", alive: true });
    expect(combatantEnd(state, "a")).toMatchObject({ vital: "ok" });
  });
});
