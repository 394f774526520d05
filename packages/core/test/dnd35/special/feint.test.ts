import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (Bluff +6) at (0,0) beside goblin "b" (Wis 9, base attack +1, Dex 13: AC 15 with
// its +1 Dex) at (1,0); goblin "c" far off. Initiative d20s: a 20, b 10, c 1; round 2 on, b has
// acted, so only a feint takes its Dex bonus.

const feinter = (more: Partial<CombatantSpec> = {}): CombatantSpec => ({
  ...fighter("a", "party", 0, 0, weapon("longsword")),
  bluff: 6,
  ...more,
});

function roundTwo(a: CombatantSpec, b: Partial<CombatantSpec> = {}) {
  const h = header(
    [
      a,
      { ...goblin("b", "goblins", 1, 0, weapon("morningstar")), ...b },
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
    ],
    "feint",
  );
  return given(h, [20, 10, 1]).until("b").until("c").until("a");
}

describe("dnd35 feint (seed 000 虚招FEINT)", () => {
  it("given a fighter with Improved Feint, when its Bluff 16 beats the goblin's Sense Motive 5 (d20 5, Wis −1, base attack +1), then its next melee attack finds the goblin's AC 14 without its Dex bonus, and spends the feint (seed 000 虚招FEINT)", () => {
    const g = roundTwo(feinter({ feats: ["ImprovedFeint"] }));
    g.forceNext(10, 5);
    const f = g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" });
    expect(f.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "move" }]);
    expect(f.facts("WindowOpened")).toEqual([]);
    const [check] = f.facts("OpposedCheckRolled");
    expect(check).toMatchObject({
      attack: "Feint",
      purpose: "feint",
      rolls: [{ naturals: [10, 5], totals: [16, 5] }],
      winner: "a",
      rule: "dnd35.feint",
    });
    expect(check!.sides[1]!.bonus.map((t) => t.value)).toEqual([-1, 1]);
    expect(f.facts("ConditionAdded")).toMatchObject([{ target: "b", condition: "feinted:a" }]);
    g.forceNext(10);
    const hit = g.when({ kind: "Attack", target: "b" });
    const [roll] = hit.facts("AttackResolved");
    expect(roll!.acTotal).toBe(14);
    expect(roll!.ac).toContainEqual({
      label: "Dex 13 bonus lost (feinted by a)",
      value: 0,
      rule: "dnd35.feint",
    });
    expect(roll!.spent).toEqual([{ target: "b", condition: "feinted:a" }]);
    expect(hit.state.combatants.b!.conditions.map((c) => c.name)).not.toContain("feinted:a");
  });

  it("given a feint without the feat, when declared, then it is the turn's standard action and provokes nothing (seed 000 虚招FEINT: 虚招属于标准动作 … 不会引发借机攻击)", () => {
    const g = roundTwo(feinter());
    g.forceNext(10, 5);
    const f = g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" });
    expect(f.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "standard" }]);
    expect(f.facts("WindowOpened")).toEqual([]);
    g.when({ kind: "Attack", target: "b" }).rejects("noStandardAction");
  });

  it("given equal results, Bluff 16 and Sense Motive 16, when compared, then the feint fails: it must exceed (seed 000 虚招FEINT: 超过)", () => {
    const g = roundTwo(feinter());
    g.forceNext(10, 16);
    const f = g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" });
    expect(f.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [16, 16] }], winner: "b" },
    ]);
    expect(f.facts("ConditionAdded")).toEqual([]);
  });

  it("given a nonhumanoid (−4) and a creature of animal Int 2 (−8), when feinted, then the Bluff takes the one penalty; a mindless creature (no Int) cannot be feinted (seed 000 虚招FEINT)", () => {
    const beast = roundTwo(feinter(), { creatureType: "monstrousHumanoid" });
    beast.forceNext(10, 5);
    const [m] = beast
      .when({ kind: "SpecialAttack", attack: "Feint", target: "b" })
      .facts("OpposedCheckRolled");
    expect(m!.sides[0]!.bonus.map((t) => t.value)).toEqual([6, -4]);
    const wolf = roundTwo(feinter(), {
      creatureType: "animal",
      abilities: { str: 13, dex: 15, con: 15, int: 2, wis: 12, cha: 6 },
    });
    wolf.forceNext(10, 5);
    const [w] = wolf
      .when({ kind: "SpecialAttack", attack: "Feint", target: "b" })
      .facts("OpposedCheckRolled");
    expect(w!.sides[0]!.bonus.map((t) => t.value)).toEqual([6, -8]);
    const zombie = roundTwo(feinter(), {
      creatureType: "undead",
      abilities: { str: 12, dex: 8, con: 1, int: 0, wis: 10, cha: 1 },
    });
    const refused = zombie
      .when({ kind: "SpecialAttack", attack: "Feint", target: "b" })
      .rejects("mindlessTarget");
    expect(refused.rule).toBe("dnd35.feint");
  });

  it("given a feint won, when the feinter shoots instead, then the ranged attack keeps the goblin's Dex and leaves the feint (seed 000 虚招FEINT: 下一次对该目标进行近战攻击)", () => {
    const dagger = fighter("a", "party", 0, 0, weapon("dagger"));
    const g = roundTwo({ ...dagger, bluff: 6, feats: ["ImprovedFeint"] });
    g.forceNext(10, 5);
    g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" });
    g.when({ kind: "Attack", target: "b", weapon: "dagger", thrown: true });
    // The throw provokes from the goblin beside it (seed 000 表：战斗中的动作); it declines.
    g.forceNext(10);
    const shot = g.respond(false);
    const [roll] = shot.facts("AttackResolved");
    expect(roll!.ac.map((t) => t.label)).toContain("Dex 13");
    expect(roll!.spent).toBeUndefined();
  });
});

describe("dnd35 feint, how long it lasts (seed 000 虚招FEINT)", () => {
  it("given a feint won on a's turn, when a's next turn comes, then the feint is still there, and once that turn is over it is gone (seed 000 虚招FEINT: 该攻击必须在你的下一回合或是在你的下一回合之前进行)", () => {
    const g = roundTwo(feinter());
    g.forceNext(10, 5);
    g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" });
    const names = () => g.state.combatants.b!.conditions.map((c) => c.name);
    g.act({ kind: "EndTurn" }).until("b").until("c").until("a");
    expect(g.state.round).toBe(3);
    expect(names()).toContain("feinted:a");
    g.act({ kind: "EndTurn" }).until("b");
    expect(names()).not.toContain("feinted:a");
  });
});
