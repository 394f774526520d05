import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { type WeaponId, weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// The throw at a grid intersection is in splashIntersection.test.ts.
// Fighter "a" (Dex 13: +1, BAB +1) at (0,0) holding a flask; goblin "b" (Small, Dex 13, leather
// and a light shield) at (2,0), 10 ft off: −2 for one range increment (the engine's reading of
// 射程单位), so the throw is d20 + 0; b has not acted (flat-footed: no Dex), so its AC is 10 + 1
// size + 2 leather + 1 shield = 14 and its touch AC 11; goblins "c" at (3,0) and "d" at
// (3,1) beside it, "e" far off. Initiative d20s: a 20, then the goblins.

function fight(flask: WeaponId, extra: readonly CombatantSpec[] = []) {
  return header(
    [
      fighter("a", "party", 0, 0, weapon(flask)),
      goblin("b", "foes", 2, 0, weapon("morningstar")),
      goblin("c", "foes", 3, 0, weapon("morningstar")),
      goblin("d", "foes", 3, 1, weapon("morningstar")),
      goblin("e", "foes", 12, 12, weapon("morningstar")),
      ...extra,
    ],
    "splash",
  );
}
const INIT = [20, 10, 9, 8, 7];

describe("dnd35 throw splash weapon (seed 000 投掷泼溅武器THROW SPLASH WEAPON)", () => {
  it("given alchemist's fire thrown at goblin b 10 ft off, when the d20 is 11: +1 BAB +1 Dex −2 range = 11 against touch AC 11 (no armor or shield; AC 14 would be a miss), then it hits: 1d6 = 4 direct to b and 1 splash to c and d beside it, and the flask is used up (seed 000 投掷泼溅武器: 远程接触攻击, 泼溅伤害)", () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(11, 4);
    const t = g.when({
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: "alchemists-fire",
      target: "b",
    });
    const [roll] = t.facts("AttackResolved");
    expect(roll).toMatchObject({
      attacker: "a",
      natural: 11,
      total: 11,
      acTotal: 11,
      hit: true,
      rule: "dnd35.throwSplash",
    });
    // Touch AC: the goblin's leather armor and shield do not count (接触攻击).
    expect(roll!.ac.map((x) => x.label).join(" ")).not.toMatch(/leather|shield/);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([
      ["b", 4],
      ["c", 1],
      ["d", 1],
    ]);
    expect(t.facts("SplashLanded")).toMatchObject([{ at: { x: 2, y: 0 }, hit: ["c", "d"] }]);
    expect(t.facts("SplashLanded")[0]!.scatter).toBeUndefined();
    expect(t.state.combatants.b!.vitals.hp).toBe(1);
    expect(t.state.combatants.e!.vitals.hp).toBe(5);
    expect(t.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "useUp", item: "alchemists-fire" },
    ]);
  });

  it("given alchemist's fire at b 10 ft off (the second range increment), when the d20 is 10: 10 against touch AC 11, then it misses and scatters: d8 1 is straight back toward the thrower, 2 squares, landing in a's own square and splashing a for 1; the flask is used up (seed 000 投掷泼溅武器: 投骰结果为1时，表示直线向后往你自己所在的方向偏离回来)", () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(10, 1);
    const t = g.when({
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: "alchemists-fire",
      target: "b",
    });
    expect(t.facts("AttackResolved")).toMatchObject([{ total: 10, hit: false }]);
    expect(t.facts("SplashLanded")).toEqual([
      {
        thrower: "a",
        item: "alchemists-fire",
        at: { x: 0, y: 0 },
        scatter: { roll: 1, squares: 2 },
        hit: ["a"],
        rule: "dnd35.throwSplash",
      },
    ]);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([["a", 1]]);
    expect(t.facts("GearChanged")).toMatchObject([{ change: "useUp" }]);
  });

  it("given a miss at b, when the d8 is 5 (back is west; 2 north-west, 3 north, 4 north-east, 5 east, clockwise), then it lands 2 squares east of b at (4,0), splashing c and d beside that square but not b (seed 000 投掷泼溅武器: 以顺时针方向围绕着…目标生物来顺推偏离方向)", () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(10, 5);
    const t = g.when({
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: "alchemists-fire",
      target: "b",
    });
    expect(t.facts("SplashLanded")).toMatchObject([
      { at: { x: 4, y: 0 }, scatter: { roll: 5, squares: 2 }, hit: ["c", "d"] },
    ]);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([
      ["c", 1],
      ["d", 1],
    ]);
    expect(t.state.combatants.b!.vitals.hp).toBe(5);
  });

  it("given holy water at b, when it hits, then the living goblins take no damage, and an undead beside b takes the splash (SRD holy water)", () => {
    const zombie: CombatantSpec = {
      ...goblin("z", "foes", 1, 1, weapon("morningstar")),
      creatureType: "undead",
    };
    const g = given(fight("holy-water", [zombie]), [...INIT, 6]);
    g.forceNext(15);
    const t = g.when({
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: "holy-water",
      target: "b",
    });
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([
      ["b", 0],
      ["c", 0],
      ["d", 0],
      ["z", 1],
    ]);
  });

  it("given a longsword, when thrown as a splash weapon, then it is refused naming the rule (seed 000 投掷泼溅武器)", () => {
    const g = given(fight("longsword"), INIT);
    expect(
      g
        .when({ kind: "SpecialAttack", attack: "ThrowSplash", item: "longsword", target: "b" })
        .rejects("notSplashWeapon").rule,
    ).toBe("dnd35.throwSplash");
    expect(
      g
        .when({
          kind: "SpecialAttack",
          attack: "ThrowSplash",
          item: "longsword",
          at: { x: 3, y: 1 },
        })
        .rejects("notSplashWeapon").rule,
    ).toBe("dnd35.throwSplash");
  });
});
