import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// The thrower acts first (initiative faces 20, 1). A javelin: thrown, 30-ft increment, five
// increments at most (150 ft). Ranged bonus: BAB 1 + Dex 13 (+1) + range penalty.
const INIT = [20, 1];

/**
 * The target `squares` squares east of the thrower (its javelin in hand), on a map wide enough;
 * 100 hp, no armor.
 */
function atRange(squares: number) {
  const {
    armor: _armor,
    shield: _shield,
    ...bare
  } = fighter("b", "foes", squares, 0, weapon("longsword"));
  const b: CombatantSpec = { ...bare, maxHp: 100 };
  return {
    ...header(
      [holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" }), b],
      "ranged",
    ),
    map: { width: 40, height: 3 },
  };
}

function thrown(squares: number, faces: number[]) {
  return given(atRange(squares), [...INIT, ...faces]).when({
    kind: "Attack",
    target: "b",
    weapon: "javelin",
  });
}

describe("dnd35 攻击Attack 远程攻击Ranged Attacks", () => {
  it("within the first range increment there is no range penalty: d20 + BAB + Dex + size (dnd35 命中奖励ATTACK BONUS)", () => {
    // 25 ft, less than one 30-ft increment: 9 + 1 + 1 = 11 hits AC 10; 1d6+3 (Str applies to
    // thrown weapons) with a 2 deals 5.
    const r = thrown(5, [9, 2]);
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Dex 13", value: 1, rule: "dnd35.attackBonus" },
    ]);
    expect(hit).toMatchObject({ weapon: "javelin", natural: 9, total: 11, hit: true });
    expect(r.facts("DiceRolled").find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d6+3",
      total: 5,
    });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5 }]);
  });

  it("each full range increment between attacker and target costs −2 (dnd35.rangePenalty)", () => {
    // 30 ft is one full increment: −2 (SRD: a 60-ft shortbow hits up to 59 ft with no penalty).
    const first = thrown(6, [10, 1]).facts("AttackResolved")[0]!;
    expect(first.bonus).toContainEqual({
      label: "range (30 ft)",
      value: -2,
      rule: "dnd35.rangePenalty",
    });
    // 35 ft is still one full increment: −2, so 10 + 2 − 2 = 10.
    const second = thrown(7, [10, 1]).facts("AttackResolved")[0]!;
    expect(second.bonus).toContainEqual({
      label: "range (35 ft)",
      value: -2,
      rule: "dnd35.rangePenalty",
    });
    expect(second.total).toBe(10);
    // 65 ft is two full increments: −4.
    const third = thrown(13, [10]).facts("AttackResolved")[0]!;
    expect(third.bonus).toContainEqual({
      label: "range (65 ft)",
      value: -4,
      rule: "dnd35.rangePenalty",
    });
    expect(third).toMatchObject({ total: 8, hit: false });
    // 150 ft, five full increments and the thrown weapon's maximum: −10.
    const fifth = thrown(30, [20, 1, 1]).facts("AttackResolved")[0]!;
    expect(fifth.bonus).toContainEqual({
      label: "range (150 ft)",
      value: -10,
      rule: "dnd35.rangePenalty",
    });
    expect(fifth).toMatchObject({ total: 12, hit: true });
  });

  it("a target beyond five increments of a thrown weapon is out of range (dnd35.rangePenalty, 攻击Attack 远程攻击)", () => {
    const rejected = given(atRange(31), INIT)
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .rejects("outOfRange");
    expect(rejected.rule).toBe("dnd35.rangePenalty");
    expect(rejected.message).toContain("150 ft");
  });

  it("a weapon without reach does not attack in melee: an adjacent javelin is a thrown attack (dnd35 攻击Attack 远程攻击)", () => {
    const r = thrown(1, [10, 1]);
    expect(r.facts("AttackResolved")[0]?.bonus.map((t) => t.label)).toEqual([
      "base attack bonus",
      "Dex 13",
    ]);
  });
});
