import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (Str 16: +3, Dex 13) at (0,0), its foe "b" at (1,0), goblin "c" far off.
// Initiative d20s: a 20, b 10, c 1.

const dwarf: CombatantSpec = {
  ...fighter("b", "foes", 1, 0, weapon("warhammer")),
  abilities: { str: 14, dex: 10, con: 14, int: 10, wis: 10, cha: 8 },
  steady: true,
};

function fight(a: CombatantSpec, b: CombatantSpec) {
  return header([a, b, goblin("c", "foes", 10, 10, weapon("morningstar"))], "trip");
}
const flailer = fighter("a", "party", 0, 0, weapon("flail"));

describe("dnd35 trip (seed 000 拌摔TRIP)", () => {
  it("given a flail trip on a dwarf, when the touch attack hits and the fighter's Str 10 + 3 = 13 meets the dwarf's 8 + 2 + 4 (stability) = 14, then the dwarf wins, and the fighter drops the flail rather than be tripped back (seed 000 拌摔TRIP 使用武器绊摔)", () => {
    const g = given(fight(flailer, dwarf), [20, 10, 1]);
    g.forceNext(15, 10, 8);
    const t = g.when({
      kind: "SpecialAttack",
      attack: "Trip",
      target: "b",
      weapon: "flail",
      dropWeapon: true,
    });
    expect(t.facts("WindowOpened")).toEqual([]);
    expect(t.facts("AttackResolved")).toMatchObject([
      { attacker: "a", weapon: "flail", natural: 15, hit: true, rule: "dnd35.trip" },
    ]);
    // The touch attack ignores the dwarf's armor and shield (seed 000 接触攻击).
    expect(t.facts("AttackResolved")[0]!.ac.map((x) => x.label)).not.toContain(
      "armor (scale mail)",
    );
    const [check] = t.facts("OpposedCheckRolled");
    expect(check).toMatchObject({
      attack: "Trip",
      purpose: "trip",
      rolls: [{ naturals: [10, 8], totals: [13, 14] }],
      winner: "b",
    });
    expect(check!.sides[1]!.bonus).toEqual([
      { label: "Str 14", value: 2, rule: "dnd35.trip" },
      { label: "stability", value: 4, rule: "dnd35.trip" },
    ]);
    // The dwarf may trip back (可以立即作出反击): the engine awaits its choice.
    expect(t.state.awaiting).toMatchObject({
      kind: "choice",
      actor: "b",
      question: "trip.tripBack",
      options: ["tripBack", "decline"],
    });
    const back = g.when({ kind: "Choose", answer: "tripBack" });
    // The drop was declared beforehand: not asked again, no trip back rolled.
    expect(back.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "drop", item: "flail" },
    ]);
    expect(back.facts("OpposedCheckRolled")).toEqual([]);
    expect(back.facts("ConditionAdded")).toEqual([]);
    expect(back.state.combatants.a!.gear.main).toBeUndefined();
  });

  it("given a won trip, when the check is 15 + 3 = 18 against 5 + 2 + 4 = 11, then the dwarf is prone (seed 000 拌摔TRIP 遭到绊摔)", () => {
    const g = given(fight(flailer, dwarf), [20, 10, 1]);
    g.forceNext(15, 15, 5);
    const t = g.when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" });
    expect(t.facts("ConditionAdded")).toMatchObject([
      { target: "b", condition: "prone", rule: "dnd35.trip" },
    ]);
  });

  it("given a lost trip with the flail kept, when the dwarf trips back with Str 18 + 2 = 20 against the fighter's 3 + 3 = 6, then the fighter is prone (seed 000 拌摔TRIP: 反过来对你进行绊摔)", () => {
    const g = given(fight(flailer, dwarf), [20, 10, 1]);
    g.forceNext(15, 2, 15, 18, 3);
    const t = g.when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" });
    expect(t.facts("OpposedCheckRolled").map((c) => [c.purpose, c.winner])).toEqual([
      ["trip", "b"],
    ]);
    g.when({ kind: "Choose", answer: "tripBack" });
    // Tripped back with a trip weapon, the fighter may let it go (可以丢弃该武器): it keeps it.
    expect(g.state.awaiting).toMatchObject({
      kind: "choice",
      actor: "a",
      question: "trip.dropWeapon",
      options: ["keep", "drop"],
    });
    const kept = g.when({ kind: "Choose", answer: "keep" });
    expect(kept.facts("ChoiceMade")).toMatchObject([{ actor: "a", answer: "keep" }]);
    expect(kept.facts("OpposedCheckRolled").map((c) => [c.purpose, c.winner])).toEqual([
      ["tripBack", "b"],
    ]);
    expect(kept.facts("ConditionAdded")).toMatchObject([{ target: "a", condition: "prone" }]);
  });

  it("given a lost trip, when the defender lets the chance pass, then nobody falls and the tripper's turn goes on (seed 000 拌摔TRIP: 防御者则可以立即作出反击)", () => {
    const g = given(fight(flailer, dwarf), [20, 10, 1]);
    g.forceNext(15, 2, 15);
    g.when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" });
    const pass = g.when({ kind: "Choose", answer: "decline" });
    expect(pass.facts("ChoiceMade")).toMatchObject([{ actor: "b", answer: "decline" }]);
    expect(pass.facts("OpposedCheckRolled")).toEqual([]);
    expect(pass.facts("ConditionAdded")).toEqual([]);
    expect(pass.state.awaiting).toMatchObject({ kind: "declaration", actor: "a" });
  });

  it("given an unarmed trip lost, when the defender trips back, then the tripper has no weapon to drop and is not asked: the trip back is rolled (seed 000 拌摔TRIP)", () => {
    const bare = { ...fighter("a", "party", 0, 0, weapon("longsword")), weapons: [] };
    const g = given(fight(bare, dwarf), [20, 10, 1]);
    g.forceNext(15, 2, 15, 18, 3);
    g.when({ kind: "SpecialAttack", attack: "Trip", target: "b" });
    const back = g.when({ kind: "Choose", answer: "tripBack" });
    expect(back.facts("OpposedCheckRolled")).toMatchObject([{ purpose: "tripBack", winner: "b" }]);
    expect(back.facts("ConditionAdded")).toMatchObject([{ target: "a", condition: "prone" }]);
  });

  it("given Improved Trip and a won flail trip, when the dwarf falls, then the fighter makes its free flail attack at full base attack against the prone dwarf (SRD Improved Trip; seed 000 拌摔TRIP 遭到绊摔)", () => {
    const skilled = { ...flailer, feats: ["ImprovedTrip" as const] };
    const g = given(fight(skilled, dwarf), [20, 10, 1]);
    g.forceNext(15, 15, 5, 11);
    const t = g.when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" });
    expect(t.facts("ConditionAdded")).toMatchObject([{ target: "b", condition: "prone" }]);
    const [, free] = t.facts("AttackResolved");
    expect(free).toMatchObject({ attacker: "a", target: "b", weapon: "flail", natural: 11 });
    // Prone: −4 AC against melee (seed 000 表：防御等级修正).
    expect(free!.ac).toContainEqual({
      label: "defender prone",
      value: -4,
      rule: "dnd35.combatModifiers",
    });
    // Full base attack (+1) and Str (+3): the trip's own attack, not an iterative one.
    expect(free!.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
    ]);
    const plain = given(fight(flailer, dwarf), [20, 10, 1]);
    plain.forceNext(15, 15, 5);
    const u = plain.when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" });
    expect(u.facts("AttackResolved")).toHaveLength(1);
  });

  it("given an unarmed trip in round 2, when declared, then it provokes from the target alone before the touch attack; with Improved Trip it does not (seed 000 拌摔TRIP 避免借机攻击)", () => {
    const bare = { ...fighter("a", "party", 0, 0, weapon("longsword")), weapons: [] };
    const goblinB = goblin("b", "foes", 1, 0, weapon("morningstar"));
    const g = given(fight(bare, goblinB), [20, 10, 1]).until("b").until("c").until("a");
    const t = g.when({ kind: "SpecialAttack", attack: "Trip", target: "b" });
    expect(t.facts("WindowOpened")).toMatchObject([
      { window: "opportunity", candidates: ["b"], trigger: "Trip", rule: "dnd35.trip" },
    ]);
    expect(t.facts("AttackResolved")).toEqual([]);
    const skilled = { ...bare, feats: ["ImprovedTrip" as const] };
    const h = given(fight(skilled, goblinB), [20, 10, 1]).until("b").until("c").until("a");
    h.forceNext(15, 10, 10);
    const u = h.when({ kind: "SpecialAttack", attack: "Trip", target: "b" });
    expect(u.facts("WindowOpened")).toEqual([]);
    // The goblin (Small, Str 11, Dex 13): Dex +1, −4 size; the fighter Str +3 and Improved Trip +4.
    expect(u.facts("OpposedCheckRolled")).toMatchObject([{ rolls: [{ totals: [17, 7] }] }]);
  });

  it("given a Huge foe, two sizes larger, when tripped, then it is refused; a longsword is no trip weapon (seed 000 拌摔TRIP)", () => {
    const giant = { ...dwarf, size: "huge" as const, steady: false };
    const g = given(fight(flailer, giant), [20, 10, 1]);
    expect(
      g.when({ kind: "SpecialAttack", attack: "Trip", target: "b" }).rejects("tooLarge").rule,
    ).toBe("dnd35.trip");
    const sword = given(
      fight(fighter("a", "party", 0, 0, weapon("longsword")), dwarf),
      [20, 10, 1],
    );
    sword
      .when({ kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "longsword" })
      .rejects("notTripWeapon");
  });
});
