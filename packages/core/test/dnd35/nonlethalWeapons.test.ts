import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { awake } from "./interrupts/fixtures.ts";

// The attacker acts first (initiative faces 20, 1). The target: a 100-hp fighter without armor or
// shield, flat-footed: AC 10. The attacker: BAB +1, Str 16 (+3).
const INIT = [20, 1];

function target(x = 1): CombatantSpec {
  const { armor: _armor, shield: _shield, ...bare } = fighter("b", "foes", x, 0, weapon("club"));
  return { ...bare, maxHp: 100 };
}

const wielder = (id: "sap" | "whip"): CombatantSpec => ({
  ...fighter("a", "party", 0, 0, weapon(id)),
  weapons: [weapon(id)],
});

describe("weapons that deal nonlethal damage (dnd35 非致命伤NONLETHAL DAMAGE; sap and whip: SRD, outside the seeds)", () => {
  it("a sap deals nonlethal damage with no nonlethal flag on the attack (dnd35 非致命伤 造成非致命伤)", () => {
    // 12 + 4 = 16 hits AC 10; 1d6+3 with a 2 deals 5 nonlethal: hp stay at 100.
    const r = given(header([wielder("sap"), target()], "sap"), [...INIT, 12, 2]).when({
      kind: "Attack",
      target: "b",
    });
    expect(r.facts("AttackResolved")).toMatchObject([{ weapon: "sap", total: 16, hit: true }]);
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: true }]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 100, nonlethal: 5 });
  });

  it("a sap deals lethal damage only when the attack says so, at −4 (dnd35 非致命伤 用造成非致命伤害的武器造成普通伤害)", () => {
    // 12 + 4 − 4 = 12 hits AC 10; 1d6+3 with a 2 deals 5 lethal.
    const r = given(header([wielder("sap"), target()], "sap"), [...INIT, 12, 2]).when({
      kind: "Attack",
      target: "b",
      lethal: true,
    });
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus).toContainEqual({
      label: "lethal with a nonlethal weapon",
      value: -4,
      rule: "dnd35.nonlethal",
    });
    expect(hit).toMatchObject({ total: 12, hit: true });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: false }]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 95, nonlethal: 0 });
  });

  it("a sap's attack of opportunity deals nonlethal damage too (dnd35 借机攻击, 非致命伤)", () => {
    // "b" holds a sap beside "a" (AC 17); "a" walks off. b's AoO: 15 + 4 = 19 hits; 1d6+3 with a 2.
    const g = awake({ x: 6, y: 5 }, { weapons: [weapon("sap")] });
    g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    const aoo = g.forceNext(15, 2).respond(true);
    expect(aoo.facts("AttackOfOpportunity")).toMatchObject([{ weapon: "sap" }]);
    expect(aoo.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: true }]);
    expect(aoo.state.combatants.a?.vitals).toMatchObject({ hp: 12, nonlethal: 5 });
  });

  it("a whip strikes a foe 15 ft away for nonlethal damage (dnd35 攻击Attack 近战攻击, 非致命伤)", () => {
    // 12 + 4 = 16 hits AC 10; 1d3+3 with a 2 deals 5 nonlethal.
    const r = given(header([wielder("whip"), target(3)], "whip"), [...INIT, 12, 2]).when({
      kind: "Attack",
      target: "b",
    });
    expect(r.facts("AttackResolved")).toMatchObject([{ weapon: "whip", hit: true }]);
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: true }]);
  });

  it("a whip threatens no square: walking away from its wielder provokes nothing (dnd35 借机攻击 威胁区域)", () => {
    const g = awake({ x: 6, y: 5 }, { weapons: [weapon("whip")] });
    const move = g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    expect(move.facts("WindowOpened")).toEqual([]);
    expect(move.facts("Moved")).toMatchObject([{ path: [{ x: 4, y: 5 }] }]);
  });
});
