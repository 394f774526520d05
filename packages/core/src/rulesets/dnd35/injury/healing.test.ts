import { describe, expect, it } from "vitest";
import { heal, healNonlethal } from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

describe("治疗 HEALING (dnd35.healing)", () => {
  it("given a character dying at −5, when healed 3, then it is stable at −2 and stops losing hp", () => {
    const r = heal(vitals({ hp: -5, state: "dying", fellInRound: 2 }), 3);
    expect(changed(r)).toMatchObject({ hp: -2, state: "stable" });
  });

  it("given a character dying at −5, when healed 5, then it is disabled at 0 with its round marks dropped", () => {
    const r = heal(vitals({ hp: -5, state: "dying", fellInRound: 2, lastStabilizeRound: 3 }), 5);
    expect(changed(r)).toEqual({ hp: 0, maxHp: 20, tempHp: 0, nonlethal: 0, state: "disabled" });
  });

  it("given a character dying at −5, when healed 6, then it acts normally at 1 hp", () => {
    expect(changed(heal(vitals({ hp: -5, state: "dying" }), 6))).toMatchObject({
      hp: 1,
      state: "ok",
    });
  });

  it("given a stable character at −3, when healed 1, then it stays stable at −2", () => {
    expect(changed(heal(vitals({ hp: -3, state: "stable" }), 1))).toMatchObject({
      hp: -2,
      state: "stable",
    });
  });

  it("given 15 of 20 hp, when healed 12, then it stops at 20, never above max", () => {
    const r = heal(vitals({ hp: 15 }), 12);
    expect(changed(r).hp).toBe(20);
    expect("notes" in r && r.notes).toEqual([
      { rule: "dnd35.healing", text: "heals 5 hp (15 → 20) (capped at max 20)" },
    ]);
  });

  it("given temporary hp lost to damage, when healed, then they do not come back (暂时生命值)", () => {
    expect(changed(heal(vitals({ hp: 10, tempHp: 0 }), 5))).toMatchObject({ hp: 15, tempHp: 0 });
  });

  it("given full hp and 6 nonlethal, when healed 4, then only nonlethal heals", () => {
    expect(changed(heal(vitals({ nonlethal: 6 }), 4))).toMatchObject({ hp: 20, nonlethal: 2 });
  });

  it("given a dead creature, when healed, then it is a violation", () => {
    const dead = vitals({ hp: -11, state: "dead" });
    expect(heal(dead, 10)).toEqual({ kind: "dead", rule: "dnd35.dead" });
    expect(healNonlethal(dead, 10)).toEqual({ kind: "dead", rule: "dnd35.dead" });
  });
});
