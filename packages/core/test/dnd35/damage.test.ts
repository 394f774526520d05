import { describe, expect, it } from "vitest";
import type { Term } from "../../src/model/breakdown.ts";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);

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

const str17 = { str: 17, dex: 13, con: 14, int: 10, wis: 12, cha: 8 };

describe("dnd35 伤害DAMAGE", () => {
  it("Str 17 (+3) adds +1 in the off hand, +3 in the main hand (dnd35 伤害DAMAGE 副手武器, 双武器战斗)", () => {
    // Longsword in the main hand, short sword (light) in the off hand, no feat: −4 main, −8 off.
    // Main: 10 + 1 + 3 − 4 = 10 hits AC 10; 1d8+3 with a 1 deals 4.
    // Off: 14 + 1 + 3 − 8 = 10 hits; 1d6+1 (half of +3, rounded down) with a 1 deals 2.
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      abilities: str17,
      weapons: [weapon("longsword"), weapon("shortsword")],
      offHand: "shortsword",
    };
    const g = given(header([a, target()], "damage"), [...INIT, 10, 1, 14, 1]);
    const main = g.when({ kind: "FullAttack", target: "b" });
    expect(main.facts("AttackResolved")).toMatchObject([
      { weapon: "longsword", total: 10, hit: true, fullAttack: { slot: 0, of: 2 } },
    ]);
    expect(main.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d8+3",
      total: 4,
    });
    expect(main.facts("DamageDealt")).toMatchObject([{ amount: 4 }]);

    const off = g.when({ kind: "Attack", target: "b", weapon: "shortsword", hand: "off" });
    const [resolved] = off.facts("AttackResolved");
    expect(resolved).toMatchObject({
      weapon: "shortsword",
      natural: 14,
      total: 10,
      hit: true,
      fullAttack: { slot: 1, of: 2 },
    });
    expect(resolved?.bonus).toContainEqual({
      label: "two-weapon fighting (off hand)",
      value: -10,
      rule: "dnd35.twoWeaponFighting",
    });
    expect(off.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#2")).toMatchObject({
      expr: "1d6+1",
      faces: [1],
      total: 2,
    });
    const [dealt] = off.facts("DamageDealt");
    expect(dealt?.amount).toBe(2);
    expect(sum(dealt!.breakdown)).toBe(2);
    expect(off.state.combatants.b?.vitals.hp).toBe(94);
  });

  it("Str 17 (+3) adds +4 with a two-handed weapon, 1½ times rounded down (dnd35 伤害DAMAGE 双手持用武器)", () => {
    // Greatsword 2d6 + 4: faces 2 and 3 deal 9.
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("greatsword")),
      abilities: str17,
    };
    const r = given(header([a, target()], "damage"), [...INIT, 12, 2, 3]).when({
      kind: "FullAttack",
      target: "b",
    });
    expect(r.facts("AttackResolved")).toMatchObject([
      { weapon: "greatsword", total: 16, hit: true },
    ]);
    expect(r.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "2d6+4",
      faces: [2, 3],
      total: 9,
    });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 9 }]);
    expect(r.state.combatants.b?.vitals.hp).toBe(91);
  });

  it("a one-handed weapon wielded in two hands also adds 1½ × Str (dnd35 伤害DAMAGE 双手持用武器)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      abilities: str17,
      weapons: [weapon("longsword"), weapon("shortsword")],
    };
    const both = given(header([a, target()], "damage"), [...INIT, 12, 1]).when({
      kind: "Attack",
      target: "b",
      twoHanded: true,
    });
    expect(both.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d8+4",
      total: 5,
    });
  });

  it("a light weapon can be wielded in two hands, but adds Str ×1, not 1½ (dnd35 伤害DAMAGE 双手持用武器)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("shortsword")),
      abilities: str17,
      weapons: [weapon("shortsword")],
    };
    // 12 + 1 + 3 = 16 hits AC 10; 1d6+3 (not +4) with a 1 deals 4.
    const light = given(header([a, target()], "damage"), [...INIT, 12, 1]).when({
      kind: "Attack",
      target: "b",
      twoHanded: true,
    });
    expect(light.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d6+3",
      total: 4,
    });
    expect(light.facts("DamageDealt")).toMatchObject([{ amount: 4 }]);
  });

  it("the off hand is never wielded in two hands (dnd35 伤害DAMAGE 双手持用武器)", () => {
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      weapons: [weapon("longsword"), weapon("shortsword")],
      offHand: "shortsword",
    };
    const off = given(header([a, target()], "damage"), INIT).when({
      kind: "Attack",
      target: "b",
      weapon: "shortsword",
      hand: "off",
      twoHanded: true,
    });
    expect(off.rejects("notTwoHanded").rule).toBe("dnd35.damage");
  });

  it("damage below 1 after penalties is raised to 1 (dnd35 伤害DAMAGE 最低伤害)", () => {
    // Str 3 (−4): a dagger's 1d4−4 with a 1 is −3, raised to 1 by a +4 "minimum" term.
    const a: CombatantSpec = {
      ...fighter("a", "party", 0, 0, weapon("dagger")),
      abilities: { ...str17, str: 3 },
      bab: 10,
    };
    const r = given(header([a, target()], "damage"), [...INIT, 12, 1]).when({
      kind: "Attack",
      target: "b",
    });
    expect(r.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d4-4",
      total: -3,
    });
    const [dealt] = r.facts("DamageDealt");
    expect(dealt?.amount).toBe(1);
    expect(dealt?.breakdown).toContainEqual({
      label: "minimum damage 1",
      value: 4,
      rule: "dnd35.damage",
    });
    expect(sum(dealt!.breakdown)).toBe(1);
    expect(r.state.combatants.b?.vitals.hp).toBe(99);
  });
});
