import { describe, expect, it } from "vitest";
import { applyDamage, failMassiveDamage } from "./index.ts";
import { unhurt, vitals } from "./vitals.fixture.ts";

const lethal = (amount: number, round = 1) => ({ amount, nonlethal: false, round });

describe("失去生命值 LOSS OF HIT POINTS (dnd35.injury)", () => {
  it("given 20 hp, when hit for 7, then 13 hp and still ok", () => {
    const r = applyDamage(unhurt(20), lethal(7));
    expect(r.vitals).toEqual({ hp: 13, maxHp: 20, tempHp: 0, nonlethal: 0, state: "ok" });
    expect(r.notes).toEqual([{ rule: "dnd35.injury", text: "loses 7 hp (20 → 13)" }]);
  });

  it("given 5 hp, when hit for exactly 5, then 0 hp and disabled (瘫痪DISABLED)", () => {
    const r = applyDamage(vitals({ hp: 5 }), lethal(5));
    expect(r.vitals.state).toBe("disabled");
    expect(r.notes.map((n) => n.rule)).toEqual(["dnd35.injury", "dnd35.disabled"]);
  });

  it("given 5 hp, when hit for 11 in round 3, then −6, dying, fell in round 3 (濒死DYING)", () => {
    const r = applyDamage(vitals({ hp: 5 }), lethal(11, 3));
    expect(r.vitals).toMatchObject({ hp: -6, state: "dying", fellInRound: 3 });
  });

  it("given 5 hp, when hit for 15, then −10 and dead (死亡DEAD)", () => {
    expect(applyDamage(vitals({ hp: 5 }), lethal(15)).vitals).toMatchObject({
      hp: -10,
      state: "dead",
    });
  });

  it("given a dying creature that fell in round 2, when hit in round 4, then it keeps its fall round", () => {
    const r = applyDamage(vitals({ hp: -2, state: "dying", fellInRound: 2 }), lethal(3, 4));
    expect(r.vitals).toMatchObject({ hp: -5, state: "dying", fellInRound: 2 });
  });

  it("given a stable creature, when hit again in round 5, then it starts dying again from round 5", () => {
    const stable = vitals({ hp: -4, state: "stable", fellInRound: 1, lastStabilizeRound: 3 });
    const r = applyDamage(stable, lethal(2, 5));
    expect(r.vitals).toEqual({
      hp: -6,
      maxHp: 20,
      tempHp: 0,
      nonlethal: 0,
      state: "dying",
      fellInRound: 5,
    });
  });

  it("given a dead creature, when hit, then nothing changes", () => {
    const dead = vitals({ hp: -12, state: "dead" });
    expect(applyDamage(dead, lethal(60))).toEqual({
      vitals: dead,
      notes: [],
      massiveDamageCheck: false,
    });
  });

  it("rejects a negative amount as bad input", () => {
    expect(() => applyDamage(unhurt(10), lethal(-1))).toThrow(RangeError);
  });
});

describe("暂时生命值 TEMPORARY HIT POINTS (dnd35.temporaryHp)", () => {
  it("given 10 hp and 5 temporary hp, when hit for 8, then temporary hp go first and are gone for good", () => {
    const r = applyDamage(vitals({ hp: 10, tempHp: 5 }), lethal(8));
    expect(r.vitals).toMatchObject({ hp: 7, tempHp: 0 });
    expect(r.notes.map((n) => n.rule)).toEqual(["dnd35.temporaryHp", "dnd35.injury"]);
  });

  it("given 10 hp and 5 temporary hp, when hit for 3, then hp are untouched", () => {
    const r = applyDamage(vitals({ hp: 10, tempHp: 5 }), lethal(3));
    expect(r.vitals).toMatchObject({ hp: 10, tempHp: 2 });
  });
});

describe("巨创 Massive Damage (dnd35.massiveDamage)", () => {
  it("given an 80-hp character, when one attack deals 52, then the DC 15 Fort save is called for", () => {
    const r = applyDamage(unhurt(80), lethal(52));
    expect(r.vitals).toMatchObject({ hp: 28, state: "ok" });
    expect(r.massiveDamageCheck).toBe(true);
    expect(r.notes).toContainEqual({
      rule: "dnd35.massiveDamage",
      text: "52 damage from one attack: Fort DC 15 or die",
    });
  });

  it("given an 80-hp character, when two attacks deal 30 each, then neither calls for the save", () => {
    const first = applyDamage(unhurt(80), lethal(30));
    const second = applyDamage(first.vitals, lethal(30));
    expect([first.massiveDamageCheck, second.massiveDamageCheck]).toEqual([false, false]);
    expect(second.vitals.hp).toBe(20);
  });

  it("given exactly 50 damage, then the save is called for; 49 is not", () => {
    expect(applyDamage(unhurt(80), lethal(50)).massiveDamageCheck).toBe(true);
    expect(applyDamage(unhurt(80), lethal(49)).massiveDamageCheck).toBe(false);
  });

  it("given a hit that kills outright, then no save is called for", () => {
    const r = applyDamage(unhurt(40), lethal(55));
    expect(r.vitals.state).toBe("dead");
    expect(r.massiveDamageCheck).toBe(false);
  });

  it("given 10 temporary hp, when one attack deals 52, then the soaked damage still counts", () => {
    const r = applyDamage(vitals({ hp: 80, maxHp: 80, tempHp: 10 }), lethal(52));
    expect(r.vitals).toMatchObject({ hp: 38, tempHp: 0 });
    expect(r.massiveDamageCheck).toBe(true);
  });

  it("given 60 nonlethal damage in one attack, then no save is called for", () => {
    expect(
      applyDamage(unhurt(80), { amount: 60, nonlethal: true, round: 1 }).massiveDamageCheck,
    ).toBe(false);
  });

  it("given a failed save, then the creature is dead whatever its hp", () => {
    const r = failMassiveDamage(vitals({ hp: 28, maxHp: 80 }));
    expect(r.vitals).toMatchObject({ hp: 28, state: "dead" });
    expect(r.notes[0]?.rule).toBe("dnd35.massiveDamage");
  });
});
