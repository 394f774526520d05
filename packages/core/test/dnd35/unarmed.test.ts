import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { awake } from "./interrupts/fixtures.ts";

// The attacker acts first (initiative faces 20, 1). The target: a 100-hp fighter without armor or
// shield, flat-footed: AC 10.
const INIT = [20, 1];

function target(): CombatantSpec {
  const {
    armor: _armor,
    shield: _shield,
    ...bare
  } = fighter("b", "foes", 1, 0, weapon("longsword"));
  return { ...bare, maxHp: 100 };
}

/** A fighter with empty hands (BAB +1, Str 16): its attack is an unarmed strike at +4. */
function brawler(feats: CombatantSpec["feats"] = []): CombatantSpec {
  return { ...fighter("a", "party", 0, 0, weapon("longsword")), weapons: [], feats };
}

describe("dnd35 攻击Attack 徒手攻击Unarmed Attacks", () => {
  it("an unarmed strike deals nonlethal damage by default: 1d3 + Str for a Medium creature (dnd35 攻击Attack 徒手攻击伤害)", () => {
    // 10 + 4 = 14 hits AC 10; 1d3+3 with a 2 deals 5 nonlethal: hp stay at 100.
    const r = given(header([brawler(), target()], "unarmed"), [...INIT, 10, 2]).when({
      kind: "Attack",
      target: "b",
    });
    const [hit] = r.facts("AttackResolved");
    expect(hit).toMatchObject({ weapon: "unarmed-strike", total: 14, hit: true });
    expect(hit?.bonus.map((t) => t.label)).toEqual(["base attack bonus", "Str 16"]);
    expect(r.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d3+3",
      total: 5,
    });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: true }]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 100, nonlethal: 5, state: "ok" });
  });

  it("a lethal unarmed strike costs −4 on the attack roll without Improved Unarmed Strike (dnd35 攻击Attack 造成正常伤害)", () => {
    // 10 + 1 + 3 − 4 = 10 hits AC 10; 1d3+3 with a 1 deals 4 lethal.
    const r = given(header([brawler(), target()], "unarmed"), [...INIT, 10, 1]).when({
      kind: "Attack",
      target: "b",
      lethal: true,
    });
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus).toContainEqual({
      label: "lethal unarmed strike",
      value: -4,
      rule: "dnd35.unarmed",
    });
    expect(hit).toMatchObject({ total: 10, hit: true });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 4, nonlethal: false }]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 96, nonlethal: 0 });
  });

  it("with Improved Unarmed Strike a lethal unarmed strike costs nothing (dnd35 攻击Attack 造成正常伤害)", () => {
    const r = given(header([brawler(["ImprovedUnarmedStrike"]), target()], "unarmed"), [
      ...INIT,
      10,
      1,
    ]).when({
      kind: "Attack",
      target: "b",
      lethal: true,
    });
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus.map((t) => t.value)).toEqual([1, 3]);
    expect(hit).toMatchObject({ total: 14, hit: true });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 4, nonlethal: false }]);
  });

  it("a Small creature's unarmed strike deals 1d2 (dnd35 攻击Attack 徒手攻击伤害)", () => {
    // A goblin (Str 11: +0, BAB +1, Small +1) punches: 10 + 2 = 12 hits; 1d2 with a 2 deals 2 nonlethal.
    const gob = goblin("a", "goblins", 0, 0, weapon("morningstar"));
    const r = given(header([{ ...gob, initiativeMisc: 10 }, target()], "unarmed"), [
      ...INIT,
      10,
      2,
    ]).when({
      kind: "Attack",
      target: "b",
      weapon: "unarmed-strike",
    });
    expect(r.facts("AttackResolved")).toMatchObject([
      { weapon: "unarmed-strike", total: 12, hit: true },
    ]);
    expect(r.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d2",
      faces: [2],
      total: 2,
    });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 2, nonlethal: true }]);
  });

  it("with Improved Unarmed Strike and no weapons listed, a creature threatens with its unarmed strike: walking away from it provokes (dnd35 攻击Attack “武装”徒手攻击)", () => {
    // "b" (no weapons, Improved Unarmed Strike) stands beside "a" (AC 17); "a" walks off.
    const g = awake({ x: 6, y: 5 }, { weapons: [], feats: ["ImprovedUnarmedStrike"] });
    const move = g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    expect(move.facts("WindowOpened")).toMatchObject([{ provoker: "a", candidates: ["b"] }]);
    // 15 + 4 = 19 hits; 1d3+3 with a 2 deals 5, nonlethal (an AoO declares no lethal blow).
    const aoo = g.forceNext(15, 2).respond(true);
    expect(aoo.facts("AttackOfOpportunity")).toMatchObject([{ weapon: "unarmed-strike" }]);
    expect(aoo.facts("DamageDealt")).toMatchObject([{ amount: 5, nonlethal: true }]);
  });

  it("without the feat, a creature with no weapons threatens nothing: walking away provokes nothing (dnd35 攻击Attack 徒手攻击)", () => {
    const g = awake({ x: 6, y: 5 }, { weapons: [] });
    const move = g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    expect(move.facts("WindowOpened")).toEqual([]);
  });
});
