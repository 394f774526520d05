import { describe, expect, it } from "vitest";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

// Goblin "b" acts first (so it is not flat-footed: AC 15 = 10 + leather 2 + shield 1 + Dex 1 +
// Small 1), then fighter "a" (longsword +4) attacks it; goblin "c" stands far off.
// Initiative faces 3, 20, 1: counts a 8, b 21, c 2. Then the attack's d20, then the d%.
function attack(conditions: readonly string[], faces: readonly number[]) {
  const g = given(fighterAndGoblins("concealment"), [3, 20, 1, ...faces]).until("a");
  for (const condition of conditions)
    g.gm({ kind: "AddCondition", target: "b", condition, reason: "fog" });
  return g.when({ kind: "Attack", target: "b" });
}

describe("dnd35 战斗修正 隐蔽CONCEALMENT", () => {
  it("a hit on a concealed goblin (15 + 4 = 19 vs AC 15) misses on a d% of 20, within the 20% miss chance: no damage (dnd35 隐蔽 隐蔽时失手机会)", () => {
    const out = attack(["concealed"], [15, 20]);
    const [hit] = out.facts("AttackResolved");
    expect(hit).toMatchObject({
      natural: 15,
      total: 19,
      acTotal: 15,
      hit: false,
      threat: false,
      critical: false,
      missChance: { percent: 20, roll: 20 },
      rule: "dnd35.concealment",
    });
    expect(out.facts("DamageDealt")).toEqual([]);
    const dice = out.events.filter((e) => e.type === "DiceRolled").map((e) => e.data.key);
    expect(dice.some((k) => k.startsWith("a/miss-chance/"))).toBe(true);
  });

  it("the same hit stands on a d% of 21, over 20%: the attack roll's rule, and damage follows (dnd35 隐蔽)", () => {
    const out = attack(["concealed"], [15, 21]);
    const [hit] = out.facts("AttackResolved");
    expect(hit).toMatchObject({
      hit: true,
      missChance: { percent: 20, roll: 21 },
      rule: "dnd35.attackRoll",
    });
    expect(out.facts("DamageDealt")).toHaveLength(1);
  });

  it("a roll that misses anyway (10 + 4 = 14 vs AC 15) rolls no d%: the miss chance comes only after a hit (dnd35 隐蔽)", () => {
    const out = attack(["concealed"], [10]);
    const [miss] = out.facts("AttackResolved");
    expect(miss).toMatchObject({ hit: false, rule: "dnd35.attackRoll" });
    expect(miss?.missChance).toBeUndefined();
    const dice = out.events.filter((e) => e.type === "DiceRolled").map((e) => e.data.key);
    expect(dice.some((k) => k.includes("miss-chance"))).toBe(false);
  });

  it("total concealment is a 50% miss chance: a d% of 50 misses, 51 hits (dnd35 隐蔽 全隐蔽)", () => {
    const [missed] = attack(["totallyConcealed"], [15, 50]).facts("AttackResolved");
    expect(missed).toMatchObject({ hit: false, missChance: { percent: 50, roll: 50 } });
    const [stood] = attack(["totallyConcealed"], [15, 51]).facts("AttackResolved");
    expect(stood).toMatchObject({ hit: true, missChance: { percent: 50, roll: 51 } });
  });

  it("concealments do not stack: concealed and totally concealed is one 50% roll, a d% of 35 misses (dnd35 隐蔽 多种隐蔽条件不能累加)", () => {
    const out = attack(["concealed", "totallyConcealed"], [15, 35]);
    const [hit] = out.facts("AttackResolved");
    expect(hit).toMatchObject({ hit: false, missChance: { percent: 50, roll: 35 } });
    const dice = out.events.filter((e) => e.type === "DiceRolled" && e.data.key.includes("miss"));
    expect(dice).toHaveLength(1);
  });

  it("a natural 20 that would threaten is lost to the miss chance before any confirmation roll (dnd35 隐蔽)", () => {
    const out = attack(["concealed"], [20, 5]);
    const [hit] = out.facts("AttackResolved");
    expect(hit).toMatchObject({ natural: 20, hit: false, threat: false, critical: false });
    expect(hit?.confirmNatural).toBeUndefined();
  });
});
