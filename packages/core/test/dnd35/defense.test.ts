import { describe, expect, it } from "vitest";
import type { Term } from "../../src/model/breakdown.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);

// Fighter "a" (+5 initiative, +4 to hit, AC 17: scale 4, heavy shield 2, Dex 1) and goblin "b"
// (+1 initiative, +2 to hit with a Small morningstar, AC 15: leather 2, shield 1, Dex 1, size 1).
const fight = () =>
  header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
    ],
    "defense",
  );
const goblinFirst = [1, 20]; // counts: a 6, b 21
const fighterFirst = [20, 1]; // counts: a 25, b 2

describe("dnd35 全防御Total Defense", () => {
  it("total defense gives +4 dodge AC until the defender's next turn, shown in the attacker's AC breakdown (dnd35 全防御Total Defense)", () => {
    const g = given(fight(), [...goblinFirst, 2, 2]);
    const defend = g.when({ kind: "TotalDefense" });
    expect(defend.facts("ActionTaken")).toEqual([
      { actor: "b", slot: "standard", action: "TotalDefense", rule: "dnd35.totalDefense" },
    ]);
    expect(defend.facts("ConditionAdded")).toEqual([
      {
        target: "b",
        condition: "totalDefense",
        until: { round: 2, count: 21, before: "b" },
        rule: "dnd35.totalDefense",
      },
    ]);
    // No attack after total defense: it is the turn's standard action.
    expect(g.when({ kind: "Attack", target: "a" }).rejects("noStandardAction").rule).toBe(
      "dnd35.actionTypes",
    );

    g.act({ kind: "EndTurn" });
    // AC 15 + 4 = 19 against the fighter's attack.
    const guarded = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    expect(guarded.ac).toContainEqual({
      label: "total defense",
      value: 4,
      rule: "dnd35.totalDefense",
    });
    expect(guarded.acTotal).toBe(19);
    expect(sum(guarded.ac)).toBe(19);

    // The bonus ends just before the goblin's next turn starts (round 2, count 21).
    const next = g.when({ kind: "EndTurn" });
    const types = next.events.map((e) => e.type);
    const removed = types.indexOf("ConditionRemoved");
    expect(next.facts("ConditionRemoved")).toEqual([
      { target: "b", condition: "totalDefense", rule: "dnd35.totalDefense" },
    ]);
    expect(next.facts("RoundStarted")).toMatchObject([{ round: 2 }]);
    expect(removed).toBeGreaterThan(types.indexOf("RoundStarted"));
    expect(removed).toBeLessThan(types.indexOf("TurnStarted"));
    expect(next.facts("TurnStarted")).toMatchObject([{ actor: "b", round: 2 }]);
    expect(next.state.combatants.b?.conditions).toEqual([]);

    g.act({ kind: "EndTurn" });
    const open = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    expect(open.ac.map((t) => t.label)).not.toContain("total defense");
    expect(open.acTotal).toBe(15);
  });
});

describe("dnd35 攻击Attack 以标准动作进行战斗防卫Fighting Defensively", () => {
  it("fighting defensively costs −4 on the attack and gives +2 dodge AC until the next turn (dnd35 攻击Attack 战斗防卫)", () => {
    // The fighter attacks defensively: 12 + 1 + 3 − 4 = 12 misses the flat-footed goblin's AC 14.
    const g = given(fight(), [...fighterFirst, 12, 10]);
    const attack = g.when({ kind: "Attack", target: "b", fightingDefensively: true });
    const [roll] = attack.facts("AttackResolved");
    expect(roll?.bonus).toContainEqual({
      label: "fighting defensively",
      value: -4,
      rule: "dnd35.fightingDefensively",
    });
    expect(roll).toMatchObject({ natural: 12, total: 12, acTotal: 14, hit: false });
    expect(roll!.total).toBe(roll!.natural + sum(roll!.bonus));
    expect(attack.facts("ConditionAdded")).toEqual([
      {
        target: "a",
        condition: "fightingDefensively",
        until: { round: 2, count: 25, before: "a" },
        rule: "dnd35.fightingDefensively",
      },
    ]);

    // The goblin strikes back: AC 17 + 2 = 19; 10 + 1 + 1 = 12 misses.
    g.act({ kind: "EndTurn" });
    const [back] = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved");
    expect(back?.ac).toContainEqual({
      label: "fighting defensively",
      value: 2,
      rule: "dnd35.fightingDefensively",
    });
    expect(back).toMatchObject({ total: 12, acTotal: 19 });
    expect(sum(back!.ac)).toBe(19);

    // Gone when the fighter's next turn starts.
    const round2 = g.when({ kind: "EndTurn" });
    expect(round2.facts("ConditionRemoved")).toEqual([
      { target: "a", condition: "fightingDefensively", rule: "dnd35.fightingDefensively" },
    ]);
    expect(round2.state.combatants.a?.conditions).toEqual([]);
  });

  it("fighting defensively in a full attack costs −4 on every attack of the round (dnd35 攻击Attack 战斗防卫)", () => {
    // BAB +6: +6/+1, plus Str 3, minus 4: +5 then +0; natural 3s miss the flat-footed AC 14.
    const a = { ...fighter("a", "party", 0, 0, weapon("longsword")), bab: 6 };
    const g = given(header([a, goblin("b", "goblins", 1, 0, weapon("morningstar"))], "defense"), [
      ...fighterFirst,
      3,
      3,
    ]);
    const first = g
      .when({ kind: "FullAttack", target: "b", fightingDefensively: true })
      .facts("AttackResolved")[0]!;
    const second = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved")[0]!;
    for (const [roll, total] of [
      [first, 8],
      [second, 3],
    ] as const) {
      expect(roll.bonus).toContainEqual({
        label: "fighting defensively",
        value: -4,
        rule: "dnd35.fightingDefensively",
      });
      expect(roll.total).toBe(total);
      expect(roll.total).toBe(roll.natural + sum(roll.bonus));
    }
  });
});
