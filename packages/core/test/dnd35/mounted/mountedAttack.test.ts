import { describe, expect, it } from "vitest";
import { standingArmorClass } from "../../../src/rulesets/dnd35/frames/attackSituation.ts";
import { MAGIC_MISSILE } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { mountedHeader } from "./knight.ts";

// The knight (BAB +1, Str 14: +2 to hit, ×1½ = +3 to a two-handed lance's damage) on its
// warhorse at (2,2)–(3,3); the Small goblin (AC 15) at (12,2). Initiative d20s: knight 10,
// goblin 5, light horse 1; the warhorse acts on the knight's count, just before it.

const terms = (bonus: readonly { label: string; value: number; rule: string }[]) =>
  bonus.filter((t) => t.rule.startsWith("dnd35.mounted") || t.rule === "dnd35.lanceCharge");

describe("dnd35 mounted attacks (seed 000 骑乘战斗MOUNTED COMBAT 乘骑中的战斗, 冲锋CHARGE 长枪)", () => {
  it("given the warhorse charges 35 ft to 10 ft of the goblin, when the knight then strikes with its lance, then it gets the charge's +2 and the higher ground's +1, and the lance's 1d8+3 is rolled twice: 5 + 3 and 6 + 3 = 17 (seed 000 冲锋CHARGE: 乘骑中的人物进行冲锋时，使用长枪攻击可以造成两倍的伤害)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).declining().until("h");
    g.forceNext(1);
    g.act({ kind: "Charge", target: "g", path: [3, 4, 5, 6, 7, 8, 9].map((x) => ({ x, y: 2 })) });
    expect(g.state.combatants.h!.turnMovement).toMatchObject({ charged: true, feet: 35 });
    g.until("k");
    g.forceNext(15, 5, 6);
    const r = g.when({ kind: "Attack", target: "g" });
    const [roll] = r.facts("AttackResolved");
    expect(terms(roll!.bonus)).toEqual([
      { label: "mounted on h", value: 1, rule: "dnd35.mountedHigherGround" },
      { label: "h's charge", value: 2, rule: "dnd35.mountedCharge" },
    ]);
    expect(roll!.total).toBe(15 + 1 + 2 + 1 + 2);
    const [damage] = r.facts("DamageDealt");
    expect(damage!.amount).toBe(17);
    expect(damage!.breakdown.map((t) => [t.value, t.rule])).toEqual([
      [5, "dnd35.damage"],
      [3, "dnd35.damage"],
      [6, "dnd35.lanceCharge"],
      [3, "dnd35.damage"],
    ]);
  });

  it("given the warhorse charged, when the knight's AC is read, then it shares the charge's −2 (seed 000 骑乘战斗: 你和你的坐骑都会受到AC的减值)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).declining().until("h");
    const before = standingArmorClass(g.state, g.state.combatants.k!).value;
    g.forceNext(1);
    g.act({ kind: "Charge", target: "g", path: [3, 4, 5, 6, 7, 8, 9].map((x) => ({ x, y: 2 })) });
    const ac = standingArmorClass(g.state, g.state.combatants.k!);
    expect(ac.value).toBe(before - 2);
    expect(ac.breakdown).toContainEqual({
      label: "h's charge",
      value: -2,
      rule: "dnd35.mountedCharge",
    });
  });

  it("given the warhorse double-moves, when the knight throws its javelin, then the roll takes −4; after a run, −8 (seed 000 骑乘战斗: 双移动的时候使用远程武器…-4的减值; 奔跑…-8的减值)", () => {
    const javelin = { holds: { main: "javelin" } } as const;
    const g = given(mountedHeader({ gx: 19, knight: javelin }), [10, 5, 1])
      .declining()
      .until("h");
    g.act({ kind: "Move", path: [3, 4, 5].map((x) => ({ x, y: 2 })) });
    g.act({ kind: "Move", path: [6, 7, 8].map((x) => ({ x, y: 2 })) });
    g.until("k");
    g.forceNext(1);
    const [roll] = g.when({ kind: "Attack", target: "g", thrown: true }).facts("AttackResolved");
    expect(terms(roll!.bonus)).toEqual([
      { label: "h double-moves", value: -4, rule: "dnd35.mountedRanged" },
    ]);

    const run = given(mountedHeader({ gx: 19, knight: javelin }), [10, 5, 1])
      .declining()
      .until("h");
    run.act({ kind: "Run", path: [3, 4, 5, 6, 7, 8, 9, 10].map((x) => ({ x, y: 2 })) });
    run.until("k");
    run.forceNext(1);
    const [shot] = run.when({ kind: "Attack", target: "g", thrown: true }).facts("AttackResolved");
    expect(terms(shot!.bonus)).toEqual([
      { label: "h runs", value: -8, rule: "dnd35.mountedRangedRun" },
    ]);
  });

  it("given the warhorse double-moves, when the knight casts magic missile, then it rolls Concentration against DC 10 + 1 and a 7 (d20 3 + 4) loses the spell (seed 000 乘骑中的施法: 专注检定（DC=10+法术能级）)", () => {
    // Its lance put away: a hand free for the gestures (seed 000 法术构件).
    const caster = { spells: [MAGIC_MISSILE], concentration: 4, holds: {} } as const;
    const g = given(mountedHeader({ gx: 19, knight: caster }), [10, 5, 1])
      .declining()
      .until("h");
    g.act({ kind: "Move", path: [3, 4, 5].map((x) => ({ x, y: 2 })) });
    g.act({ kind: "Move", path: [6, 7, 8].map((x) => ({ x, y: 2 })) });
    g.until("k");
    g.forceNext(3);
    const r = g.when({ kind: "Cast", spell: "magicMissile", target: "g" });
    expect(r.facts("ConcentrationRolled")).toMatchObject([
      { natural: 3, total: 7, dc: 11, success: false },
    ]);
    expect(r.facts("SpellLost")).toMatchObject([
      {
        caster: "k",
        reason: "a failed concentration check while its mount moved",
        rule: "dnd35.mountedCasting",
      },
    ]);
  });

  it("given the warhorse moved only once, when the knight casts, then no check is needed (seed 000 乘骑中的施法: 在它移动之前或是之后，你可以进行正常的施法)", () => {
    // Its lance put away: a hand free for the gestures (seed 000 法术构件).
    const caster = { spells: [MAGIC_MISSILE], concentration: 4, holds: {} } as const;
    const g = given(mountedHeader({ gx: 19, knight: caster }), [10, 5, 1])
      .declining()
      .until("h");
    g.act({ kind: "Move", path: [3, 4, 5].map((x) => ({ x, y: 2 })) });
    g.until("k");
    const r = g.when({ kind: "Cast", spell: "magicMissile", target: "g" });
    expect(r.facts("ConcentrationRolled")).toEqual([]);
    expect(r.facts("SpellCast")).toHaveLength(1);
  });
});
