import {
  type CombatState,
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
import { Narrator } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { formatStateView, stateView } from "../src/show/stateView.ts";

/** A fight in which the GM's 20 nonlethal damage knocks the goblin out (6 hp, still "ok"). */
function knockedOut() {
  const header = sampleHeader(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("g", "goblins", 1, 0, weapon("morningstar")),
      goblin("h", "goblins", 9, 9, weapon("morningstar")),
    ],
    "unconscious-view",
  );
  const state: CombatState = fightState(header);
  const dice = seededDice("unconscious-view");
  const events = [];
  for (const decl of [
    { kind: "BeginCombat", reason: "test" },
    { kind: "ApplyDamage", target: "g", amount: 20, nonlethal: true, reason: "a sap" },
  ] as const) {
    const out = decideMut(state, { by: "gm", decl }, dice);
    if (isViolation(out)) throw new Error(violationText(out, rulesetOf(state).words));
    events.push(...out);
  }
  return { state, events };
}

describe("views show a creature knocked out by nonlethal damage as unconscious (dnd35 非致命伤NONLETHAL DAMAGE)", () => {
  it("given a goblin knocked out by nonlethal damage, when the state view is built and printed, then its state is unconscious, not ok", () => {
    const { state } = knockedOut();
    expect(state.combatants.g?.vitals.state).toBe("ok");
    const view = stateView(state);
    expect(view.combatants.find((c) => c.id === "g")?.state).toBe("unconscious");
    expect(view.combatants.find((c) => c.id === "a")?.state).toBe("ok");
    const row = formatStateView(view).find((l) => /\bg\b/.test(l) && l.includes("goblins"));
    expect(row).toContain("unconscious");
  });

  it("given the knock-out's VitalsChanged, when narrated, then the line says unconscious", () => {
    const { events } = knockedOut();
    const narrator = new Narrator();
    const lines = events.filter((e) => e.type === "VitalsChanged").flatMap((e) => narrator.tell(e));
    expect(lines.join("\n")).toMatch(/g: hp \d+\/\d+ unconscious/);
  });
});
