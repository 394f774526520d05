import { describe, expect, it } from "vitest";
import { goblin } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

// Fighter "a" at (0,0) (longsword +4, 1d8+3) acts after goblin "b" at (1,0) (AC 15), which the GM
// makes invisible: totally concealed, its square unknown to a. Initiative faces 3, 20, 1.
function fight(...faces: number[]) {
  const g = given(
    fighterAndGoblins("guess-square", undefined, {
      ...goblin("b", "goblins", 1, 0, weapon("morningstar")),
      maxHp: 30,
    }),
    [3, 20, 1],
  )
    .until("a")
    .declining();
  g.gm({ kind: "AddCondition", target: "b", condition: "invisible", reason: "invisibility" });
  return g.forceNext(...faces);
}

describe("dnd35 隐蔽CONCEALMENT 全隐蔽: attacking a guessed square", () => {
  it("the right square: the roll hits, then the 50% miss chance (d% 80 passes) (dnd35 隐蔽CONCEALMENT)", () => {
    const r = fight(15, 80, 5).when({ kind: "Attack", target: "b", guessSquare: { x: 1, y: 0 } });
    const [attack] = r.facts("AttackResolved");
    expect(attack).toMatchObject({
      natural: 15,
      total: 19,
      hit: true,
      guess: { square: { x: 1, y: 0 }, right: true },
      missChance: { percent: 50, roll: 80 },
      rule: "dnd35.attackRoll",
    });
    expect(r.facts("DamageDealt")[0]?.amount).toBe(8);
  });

  it("the right square, and the miss chance comes up (d% 50): a miss (dnd35 隐蔽CONCEALMENT)", () => {
    const r = fight(15, 50).when({ kind: "Attack", target: "b", guessSquare: { x: 1, y: 0 } });
    expect(r.facts("AttackResolved")[0]).toMatchObject({
      hit: false,
      missChance: { percent: 50, roll: 50 },
      rule: "dnd35.concealment",
    });
    expect(r.facts("DamageDealt")).toEqual([]);
  });

  it("the wrong square is a miss whatever the roll, with no miss-chance roll (dnd35 隐蔽CONCEALMENT)", () => {
    const r = fight(20).when({ kind: "Attack", target: "b", guessSquare: { x: 0, y: 1 } });
    const [attack] = r.facts("AttackResolved");
    expect(attack).toMatchObject({
      natural: 20,
      hit: false,
      threat: false,
      critical: false,
      guess: { square: { x: 0, y: 1 }, right: false },
      rule: "dnd35.concealment",
    });
    expect(attack?.missChance).toBeUndefined();
    expect(r.facts("DamageDealt")).toEqual([]);
    // It was the turn's standard action all the same.
    expect(r.state.turn?.standardUsed).toBe(true);
  });

  it("a guessed square must be in reach and on the map, and only for a totally concealed target (dnd35 隐蔽CONCEALMENT)", () => {
    fight()
      .when({ kind: "Attack", target: "b", guessSquare: { x: 3, y: 3 } })
      .rejects("outOfReach");
    fight()
      .when({ kind: "Attack", target: "b", guessSquare: { x: -1, y: 0 } })
      .rejects("badSquare");
    fight()
      .when({ kind: "Attack", target: "c", guessSquare: { x: 10, y: 10 } })
      .rejects("notTotallyConcealed");
  });
});
