import { describe, expect, it } from "vitest";
import type { Term } from "../../src/model/breakdown.ts";
import type { CombatantSpec, Weapon } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);

// The fighter (+5 initiative) acts first: faces 20 and 1 are the two initiative d20s. It hits
// with BAB +1 and Str 16: +4. The target is a sturdy fighter (100 hp) stripped of armor and
// shield, flat-footed: AC 10 + Dex 0 (lost) = 10, unless natural armor says otherwise.
const INIT = [20, 1];

function target(naturalArmor = 0): CombatantSpec {
  const base = fighter("b", "foes", 1, 0, weapon("longsword"));
  const { armor: _armor, shield: _shield, ...bare } = base;
  return { ...bare, maxHp: 100, naturalArmor };
}

function fight(main: Weapon, b: CombatantSpec = target()) {
  return header([fighter("a", "party", 0, 0, main), b], "critical");
}

const dice = (events: readonly { type: string; data: unknown }[]) =>
  events.flatMap((e) =>
    e.type === "DiceRolled"
      ? [e.data as { key: string; expr: string; times?: number; faces: number[]; total: number }]
      : [],
  );

describe("dnd35 攻击Attack 重击Critical Hits", () => {
  it("a 19–20/×2 weapon threatens on a 19 only when the 19 hits (dnd35 攻击Attack 重击 扩大重击范围)", () => {
    // Against AC 24 (natural armor +14): 19 + 4 = 23 misses, so it is no threat and no
    // confirmation die is rolled.
    const miss = given(fight(weapon("longsword"), target(14)), [...INIT, 19]).when({
      kind: "Attack",
      target: "b",
    });
    expect(miss.facts("AttackResolved")).toMatchObject([
      {
        natural: 19,
        total: 23,
        acTotal: 24,
        hit: false,
        threat: false,
        critical: false,
        rule: "dnd35.attackRoll",
      },
    ]);
    expect(dice(miss.events).map((d) => d.key)).toEqual(["a/attack/r1/#1"]);

    // Against AC 23 the same 19 hits (23 ≥ 23) and threatens: the confirmation d20 is rolled.
    const hit = given(fight(weapon("longsword"), target(13)), [...INIT, 19, 2, 4]).when({
      kind: "Attack",
      target: "b",
    });
    expect(hit.facts("AttackResolved")).toMatchObject([
      {
        natural: 19,
        total: 23,
        acTotal: 23,
        hit: true,
        threat: true,
        confirmNatural: 2,
        confirmTotal: 6,
        critical: false,
      },
    ]);
    expect(dice(hit.events).map((d) => d.key)).toEqual([
      "a/attack/r1/#1",
      "a/confirm/r1/#1",
      "a/damage/r1/#1",
    ]);
  });

  it("a 20/×2 weapon does not threaten on a 19 that hits (dnd35 攻击Attack 重击)", () => {
    const r = given(fight(weapon("morningstar")), [...INIT, 19, 4]).when({
      kind: "Attack",
      target: "b",
    });
    expect(r.facts("AttackResolved")).toMatchObject([
      { natural: 19, hit: true, threat: false, critical: false },
    ]);
    expect(dice(r.events).map((d) => d.key)).toEqual(["a/attack/r1/#1", "a/damage/r1/#1"]);
  });

  it("the confirmation roll is a second attack roll with the same bonus: it confirms when it hits the AC (dnd35 攻击Attack 重击)", () => {
    // AC 10: a confirmation roll of 6 + 4 = 10 hits and confirms; 5 + 4 = 9 does not.
    const yes = given(fight(weapon("longsword")), [...INIT, 20, 6, 1, 1]).when({
      kind: "Attack",
      target: "b",
    });
    expect(yes.facts("AttackResolved")).toMatchObject([
      {
        natural: 20,
        threat: true,
        confirmNatural: 6,
        confirmTotal: 10,
        acTotal: 10,
        critical: true,
        rule: "dnd35.critical",
      },
    ]);
    const no = given(fight(weapon("longsword")), [...INIT, 20, 5, 1]).when({
      kind: "Attack",
      target: "b",
    });
    expect(no.facts("AttackResolved")).toMatchObject([
      {
        natural: 20,
        threat: true,
        confirmNatural: 5,
        confirmTotal: 9,
        critical: false,
        rule: "dnd35.critical",
      },
    ]);
    expect(no.facts("DamageDealt")).toMatchObject([{ amount: 4 }]);
  });

  it("a natural 1 on the confirmation roll never confirms; a natural 20 always does (dnd35 攻击检定ATTACK ROLL, 重击)", () => {
    const huge = { ...fighter("a", "party", 0, 0, weapon("longsword")), bab: 30 };
    const one = given(header([huge, target()], "critical"), [...INIT, 20, 1, 1]).when({
      kind: "Attack",
      target: "b",
    });
    expect(one.facts("AttackResolved")).toMatchObject([
      { confirmNatural: 1, confirmTotal: 34, critical: false },
    ]);

    const twenty = given(fight(weapon("longsword"), target(50)), [...INIT, 20, 20, 1, 1]).when({
      kind: "Attack",
      target: "b",
    });
    expect(twenty.facts("AttackResolved")).toMatchObject([
      { confirmNatural: 20, confirmTotal: 24, acTotal: 60, critical: true },
    ]);
  });

  it("a critical rolls the damage expression `multiplier` times, each roll with its modifiers (dnd35 伤害DAMAGE 倍数伤害)", () => {
    // Longsword ×2: 1d8+3 twice, faces 3 and 5: (3 + 3) + (5 + 3) = 14.
    const r = given(fight(weapon("longsword")), [...INIT, 20, 15, 3, 5]).when({
      kind: "Attack",
      target: "b",
    });
    const [damage] = dice(r.events).filter((d) => d.key.startsWith("a/damage/"));
    expect(damage).toMatchObject({
      key: "a/damage/r1/#1",
      expr: "1d8+3",
      times: 2,
      faces: [3, 5],
      total: 14,
    });
    const [dealt] = r.facts("DamageDealt");
    expect(dealt?.amount).toBe(14);
    // Each roll's dice, then its Str term, rule by rule: (3 + 3) + (5 + 3).
    expect(dealt!.breakdown.map((t) => [t.label, t.value, t.rule])).toEqual([
      ["1d8 (roll 1 of 2)", 3, "dnd35.damage"],
      ["Str 16 (roll 1 of 2)", 3, "dnd35.damage"],
      ["1d8 (roll 2 of 2)", 5, "dnd35.critical"],
      ["Str 16 (roll 2 of 2)", 3, "dnd35.damage"],
    ]);
    expect(sum(dealt!.breakdown)).toBe(14);
    expect(dealt!.breakdown[2]?.rule).toBe("dnd35.critical");
    expect(r.state.combatants.b?.vitals.hp).toBe(86);

    // Battleaxe ×3: 1d8+3 three times, faces 1, 2, 3: 4 + 5 + 6 = 15.
    const axe = given(fight(weapon("battleaxe")), [...INIT, 20, 15, 1, 2, 3]).when({
      kind: "Attack",
      target: "b",
    });
    expect(dice(axe.events).find((d) => d.key.startsWith("a/damage/"))).toMatchObject({
      times: 3,
      faces: [1, 2, 3],
      total: 15,
    });
    expect(axe.facts("DamageDealt")).toMatchObject([{ amount: 15 }]);
  });

  it("extra damage dice (+1d6) are rolled once on a critical, not multiplied (dnd35 伤害DAMAGE 例外, 攻击Attack 重击)", () => {
    // Flaming longsword: 1d8+3 ×2 (faces 3, 5 → 14) plus 1d6 once (face 4): 18.
    const flaming: Weapon = {
      ...weapon("longsword"),
      id: "flaming-longsword",
      name: "flaming longsword",
      extraDamage: "1d6",
    };
    const r = given(fight(flaming), [...INIT, 20, 15, 3, 5, 4]).when({
      kind: "Attack",
      target: "b",
    });
    const rolled = dice(r.events);
    expect(rolled.find((d) => d.key === "a/damage/r1/#1")).toMatchObject({
      expr: "1d8+3",
      times: 2,
      total: 14,
    });
    const extra = rolled.find((d) => d.key === "a/damage-extra/r1/#1");
    expect(extra).toMatchObject({ expr: "1d6", faces: [4], total: 4 });
    expect(extra).not.toHaveProperty("times");
    const [dealt] = r.facts("DamageDealt");
    expect(dealt?.amount).toBe(18);
    expect(dealt?.breakdown).toContainEqual({
      label: "1d6 extra (not multiplied)",
      value: 4,
      rule: "dnd35.damage",
    });
    expect(sum(dealt!.breakdown)).toBe(18);

    // Without a critical the extra die is rolled once too: 1d8+3 (face 2 → 5) + 1d6 (face 6) = 11.
    const plain = given(fight(flaming), [...INIT, 12, 2, 6]).when({ kind: "Attack", target: "b" });
    expect(plain.facts("DamageDealt")).toMatchObject([{ amount: 11 }]);
  });
});
