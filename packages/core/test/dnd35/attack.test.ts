import { seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { runFight } from "../../src/driver/runFight.ts";
import type { Term } from "../../src/model/breakdown.ts";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { attackNearest } from "../../src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../../src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { dnd35Rules } from "../../src/rulesets/dnd35/rulesIndex.ts";
import { fighter, fourVsFour, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);
const cited = (terms: readonly Term[]) => terms.every((t) => t.rule in dnd35Rules);

// A level-1 fighter (BAB +1, Str 16: +4 to hit with a longsword, 1d8+3) next to a goblin
// (Small; leather +2, light shield +1, Dex 13 +1, size +1: AC 15, 14 when flat-footed).
// Initiative: the fighter has +5, the goblin +1; the first two faces are their d20s.
const fighterFirst = [20, 1];
const goblinFirst = [1, 20];

function duel(
  a = fighter("a", "party", 0, 0, weapon("longsword")),
  b = goblin("b", "goblins", 1, 0, weapon("morningstar")),
) {
  return header([a, b], "attack");
}

describe("dnd35 攻击检定ATTACK ROLL / 防御等级ARMOR CLASS", () => {
  it("a melee attack is a standard action: d20 + BAB + Str + size against 10 + armor + shield + Dex + size (dnd35 攻击Attack, 攻击检定ATTACK ROLL, 防御等级ARMOR CLASS)", () => {
    // The goblin acts first, so it is no longer flat-footed: AC 10 + 2 + 1 + 1 + 1 = 15.
    // The fighter rolls 11: 11 + 1 + 3 = 15 ≥ 15 hits; 1d8+3 with a 1 deals 4 (5 → 1 hp).
    const g = given(duel(), [...goblinFirst, 11, 1]).until("b");
    g.act({ kind: "EndTurn" });
    const r = g.when({ kind: "Attack", target: "b" });

    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "standard", action: "Attack", rule: "dnd35.attackAction" },
    ]);
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
    ]);
    expect(hit?.ac).toEqual([
      { label: "base", value: 10, rule: "dnd35.armorClass" },
      { label: "armor (leather armor)", value: 2, rule: "dnd35.armorClass" },
      { label: "shield (light wooden shield)", value: 1, rule: "dnd35.armorClass" },
      { label: "Dex 13", value: 1, rule: "dnd35.armorClass" },
      { label: "size (small)", value: 1, rule: "dnd35.sizeModifier" },
    ]);
    expect(hit).toMatchObject({
      natural: 11,
      total: 15,
      acTotal: 15,
      hit: true,
      threat: false,
      critical: false,
    });
    expect(hit!.total).toBe(hit!.natural + sum(hit!.bonus));
    expect(hit!.acTotal).toBe(sum(hit!.ac));
    expect(cited(hit!.bonus) && cited(hit!.ac) && hit!.rule in dnd35Rules).toBe(true);
    expect(r.facts("DamageDealt")).toMatchObject([
      { target: "b", source: "a", amount: 4, nonlethal: false },
    ]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 1, state: "ok" });
    // The turn goes on: the move action is still the fighter's.
    expect(r.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
  });

  it("a Small attacker adds its size to the attack roll; a Medium fighter's AC is 10 + scale 4 + heavy shield 2 + Dex 1 = 17 (dnd35 命中奖励ATTACK BONUS, 表：体型修正, 防御等级ARMOR CLASS)", () => {
    // The fighter has acted (not flat-footed). The goblin rolls 15: 15 + 1 (BAB) + 0 (Str 11)
    // + 1 (Small) = 17 ≥ 17 hits; its Small morningstar deals 1d6 (a 3).
    const g = given(duel(), [...fighterFirst, 15, 3]);
    g.act({ kind: "EndTurn" });
    const r = g.when({ kind: "Attack", target: "a" });
    const [hit] = r.facts("AttackResolved");
    expect(hit?.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "size (small)", value: 1, rule: "dnd35.sizeModifier" },
    ]);
    expect(hit?.ac).toEqual([
      { label: "base", value: 10, rule: "dnd35.armorClass" },
      { label: "armor (scale mail)", value: 4, rule: "dnd35.armorClass" },
      { label: "shield (heavy wooden shield)", value: 2, rule: "dnd35.armorClass" },
      { label: "Dex 13", value: 1, rule: "dnd35.armorClass" },
    ]);
    expect(hit).toMatchObject({ natural: 15, total: 17, acTotal: 17, hit: true });
    expect(r.facts("DiceRolled").find((d) => d.key === "b/damage/r1/#1")).toMatchObject({
      expr: "1d6",
      total: 3,
    });
    expect(r.state.combatants.a?.vitals.hp).toBe(9);
  });

  it("in 40 seeded fights every attack's and every hit's breakdown adds up to its total and cites indexed rules (dnd35 攻击检定ATTACK ROLL, 伤害DAMAGE)", () => {
    let attacks = 0;
    for (let i = 0; i < 40; i++) {
      const seed = `breakdowns-${i}`;
      const run = runFight(
        fourVsFour(seed),
        () => (i % 2 === 0 ? attackNearest : fullAttackOrCharge),
        seededDice(seed),
      );
      for (const e of run.events as readonly ThreeXEvent[]) {
        if (e.type === "AttackResolved") {
          attacks++;
          expect(e.data.total).toBe(e.data.natural + sum(e.data.bonus));
          expect(e.data.acTotal).toBe(sum(e.data.ac));
          expect(cited(e.data.bonus) && cited(e.data.ac) && e.data.rule in dnd35Rules).toBe(true);
          if (e.data.confirmNatural !== undefined)
            expect(e.data.confirmTotal).toBe(e.data.confirmNatural + sum(e.data.bonus));
        }
        if (e.type === "DamageDealt") {
          expect(e.data.amount).toBe(sum(e.data.breakdown));
          expect(e.data.amount).toBeGreaterThanOrEqual(1);
          expect(cited(e.data.breakdown)).toBe(true);
        }
      }
    }
    expect(attacks).toBeGreaterThan(100);
  });

  it("a roll one short of the AC misses and deals no damage (dnd35 攻击检定ATTACK ROLL)", () => {
    const g = given(duel(), [...goblinFirst, 10]).until("b");
    g.act({ kind: "EndTurn" });
    const r = g.when({ kind: "Attack", target: "b" });
    expect(r.facts("AttackResolved")).toMatchObject([
      { natural: 10, total: 14, acTotal: 15, hit: false },
    ]);
    expect(r.facts("DamageDealt")).toEqual([]);
  });

  it("a flat-footed defender loses its Dex bonus and its dodge bonuses to AC (dnd35 防御等级ARMOR CLASS, 先攻INITIATIVE)", () => {
    // A goblin with a +1 dodge bonus: flat-footed AC 10 + 2 + 1 + 0 + 1 = 14; once it has acted,
    // 10 + 2 + 1 + 1 (Dex) + 1 (size) + 1 (dodge) = 16.
    const b = { ...goblin("b", "goblins", 1, 0, weapon("morningstar")), dodge: 1 };
    const g = given(duel(undefined, b), [...fighterFirst, 2, 2]);
    const first = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    expect(first.ac).toEqual([
      { label: "base", value: 10, rule: "dnd35.armorClass" },
      { label: "armor (leather armor)", value: 2, rule: "dnd35.armorClass" },
      { label: "shield (light wooden shield)", value: 1, rule: "dnd35.armorClass" },
      { label: "Dex 13 bonus lost (flat-footed)", value: 0, rule: "dnd35.flatFooted" },
      { label: "size (small)", value: 1, rule: "dnd35.sizeModifier" },
    ]);
    expect(first.acTotal).toBe(14);

    g.act({ kind: "EndTurn" }).until("b").act({ kind: "EndTurn" }).until("a");
    const second = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    expect(second.ac).toContainEqual({ label: "Dex 13", value: 1, rule: "dnd35.armorClass" });
    expect(second.ac).toContainEqual({ label: "dodge", value: 1, rule: "dnd35.armorClass" });
    expect(second.acTotal).toBe(16);
    expect(second.acTotal).toBe(sum(second.ac));
  });

  it("a natural 1 misses even with a huge bonus (dnd35 攻击检定ATTACK ROLL 自动失手)", () => {
    // BAB +30, Str +3: 1 + 33 = 34 against AC 14 would hit, but a natural 1 always misses.
    const a = { ...fighter("a", "party", 0, 0, weapon("longsword")), bab: 30 };
    const r = given(duel(a), [...fighterFirst, 1]).when({ kind: "Attack", target: "b" });
    expect(r.facts("AttackResolved")).toMatchObject([
      {
        natural: 1,
        total: 34,
        acTotal: 14,
        hit: false,
        threat: false,
        critical: false,
        rule: "dnd35.attackRoll",
      },
    ]);
    expect(r.facts("DamageDealt")).toEqual([]);
  });

  it("a natural 20 hits even against a huge AC, and threatens (dnd35 攻击检定ATTACK ROLL 自动命中)", () => {
    // Natural armor +50: AC 64 flat-footed. 20 + 4 = 24 hits anyway; the confirmation roll of
    // 10 + 4 = 14 misses, so it is a normal hit: 1d8+3 rolled once, a 2 deals 5.
    const b = { ...goblin("b", "goblins", 1, 0, weapon("morningstar")), naturalArmor: 50 };
    const r = given(duel(undefined, b), [...fighterFirst, 20, 10, 2]).when({
      kind: "Attack",
      target: "b",
    });
    expect(r.facts("AttackResolved")).toMatchObject([
      {
        natural: 20,
        total: 24,
        acTotal: 64,
        hit: true,
        threat: true,
        confirmNatural: 10,
        confirmTotal: 14,
        critical: false,
      },
    ]);
    const damage = r.facts("DiceRolled").filter((d) => d.key.startsWith("a/damage/"));
    expect(damage).toMatchObject([{ key: "a/damage/r1/#1", expr: "1d8+3", faces: [2], total: 5 }]);
    expect(damage[0]).not.toHaveProperty("times");
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 5 }]);
  });

  it("an attack on a foe beyond reach is rejected (dnd35 攻击Attack 近战攻击)", () => {
    const b = goblin("b", "goblins", 2, 0, weapon("morningstar"));
    const rejected = given(duel(undefined, b), fighterFirst)
      .when({ kind: "Attack", target: "b" })
      .rejects("outOfReach");
    expect(rejected.rule).toBe("dnd35.attackAction");
  });
});
