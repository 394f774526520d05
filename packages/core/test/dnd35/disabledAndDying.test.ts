import { describe, expect, it } from "vitest";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Three fighters: "foe" (count 25) acts first, then "hurt" (count 15) beside it to the east, then
// "ally" (count 6) south of the foe. Initiative faces in roster order: hurt 10, ally 1, foe 20.
const INIT = [10, 1, 20];

function fight(hurt: Partial<CombatantSpec>, options: Record<string, unknown> = {}) {
  return header(
    [
      { ...fighter("hurt", "party", 1, 0, weapon("longsword")), ...hurt },
      fighter("ally", "party", 0, 1, weapon("longsword")),
      fighter("foe", "foes", 0, 0, weapon("longsword")),
    ],
    "disabled-and-dying",
    options,
  );
}

/** Ends the awaited creature's turn `n` times and returns every event that followed. */
function endTurns(g: Given, n: number): ThreeXEvent[] {
  const out: ThreeXEvent[] = [];
  for (let i = 0; i < n; i++) out.push(...g.when({ kind: "EndTurn" }).events);
  return out;
}

/** Round 1 played through (so nobody is flat-footed); the foe walks away from "hurt" in round 2. */
function walkAway(g: Given) {
  endTurns(g, 3);
  return g.when({
    kind: "Move",
    path: [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ],
  });
}

describe("dnd35 瘫痪DISABLED（0HP）: an attack of opportunity while disabled (house option disabledAoO)", () => {
  it('default "strenuous": a disabled creature may take the AoO, and after it takes 1 damage, to −1 and dying (dnd35 瘫痪DISABLED（0HP）)', () => {
    // The AoO's d20 is a natural 1: a miss, so only the strenuous act's 1 damage follows.
    const g = given(fight({ hp: 0 }), [...INIT, 1]);
    const walk = walkAway(g);
    expect(walk.facts("WindowOpened")[0]?.candidates).toEqual(["hurt", "ally"]);
    const aoo = g.respond(true);
    expect(aoo.facts("AttackResolved")).toMatchObject([{ attacker: "hurt", hit: false }]);
    expect(aoo.facts("VitalsChanged")).toMatchObject([
      { target: "hurt", vitals: { hp: -1, state: "dying" }, rule: "dnd35.disabled" },
    ]);
  });

  it('"none": a disabled creature is not asked for an attack of opportunity at all (dnd35 瘫痪DISABLED（0HP）)', () => {
    const g = given(fight({ hp: 0 }, { disabledAoO: "none" }), INIT);
    const walk = walkAway(g);
    expect(walk.facts("WindowOpened")[0]?.candidates).toEqual(["ally"]);
  });
});

describe("dnd35 稳定角色伤势和恢复: a creature that starts the fight below 0 hp", () => {
  it("starts dying, and rolls to stabilize on its turn in round 1 (it fell before the fight) (dnd35 濒死DYING（-1到-9HP）)", () => {
    const g = given(fight({ hp: -3 }), [...INIT, 50]);
    expect(g.state.combatants.hurt?.vitals).toMatchObject({ hp: -3, state: "dying" });
    const round1 = endTurns(g, 1);
    expect(round1.filter((e) => e.type === "VitalsChanged")).toMatchObject([
      { data: { target: "hurt", vitals: { hp: -4, state: "dying" }, rule: "dnd35.stabilize" } },
    ]);
  });

  it("starts stable when the scenario says so, and rolls nothing (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight({ hp: -3, stable: true }), INIT);
    expect(g.state.combatants.hurt?.vitals).toMatchObject({ hp: -3, state: "stable" });
    const round1 = endTurns(g, 2);
    expect(round1.filter((e) => e.type === "DiceRolled")).toEqual([]);
  });
});
