import { describe, expect, it } from "vitest";
import { applyDamage, applyStabilizeRoll, needsStabilizeRoll } from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

const dying = (hp: number, fellInRound: number) => vitals({ hp, state: "dying", fellInRound });

describe("稳定角色伤势和恢复 STABLE CHARACTERS AND RECOVERY (dnd35.stabilize)", () => {
  it("given a character at −6, when it fails three rolls it is at −9, and it dies on the fourth", () => {
    let v = dying(-6, 1);
    for (const round of [2, 3, 4]) v = changed(applyStabilizeRoll(v, 50, round));
    expect(v).toMatchObject({ hp: -9, state: "dying", lastStabilizeRound: 4 });
    const last = applyStabilizeRoll(v, 99, 5);
    expect(changed(last)).toMatchObject({ hp: -10, state: "dead" });
    expect(!("kind" in last) && last.notes.map((n) => n.rule)).toEqual([
      "dnd35.stabilize",
      "dnd35.dead",
    ]);
  });

  it("given a dying character, when d% rolls 10, then it is stable and loses nothing", () => {
    const r = applyStabilizeRoll(dying(-4, 1), 10, 2);
    expect(changed(r)).toMatchObject({ hp: -4, state: "stable", lastStabilizeRound: 2 });
  });

  it("given a dying character, when d% rolls 1, then it is stable", () => {
    expect(changed(applyStabilizeRoll(dying(-4, 1), 1, 2)).state).toBe("stable");
  });

  it("given a dying character, when d% rolls 11, then it is not stable and loses 1 hp", () => {
    expect(changed(applyStabilizeRoll(dying(-4, 1), 11, 2))).toMatchObject({
      hp: -5,
      state: "dying",
    });
  });

  it("given a character that fell this round, then no roll is due", () => {
    const v = applyDamage(vitals({ hp: 3 }), { amount: 5, nonlethal: false, round: 7 }).vitals;
    expect(needsStabilizeRoll(v, 7)).toBe(false);
    expect(applyStabilizeRoll(v, 5, 7)).toEqual({
      kind: "noStabilizeRoll",
      rule: "dnd35.stabilize",
      reason: "fellThisRound",
    });
    expect(needsStabilizeRoll(v, 8)).toBe(true);
  });

  it("given a character that already rolled this round, then a second roll is refused", () => {
    const v = changed(applyStabilizeRoll(dying(-4, 1), 50, 3));
    expect(needsStabilizeRoll(v, 3)).toBe(false);
    expect(applyStabilizeRoll(v, 50, 3)).toMatchObject({ reason: "rolledThisRound" });
    expect(needsStabilizeRoll(v, 4)).toBe(true);
  });

  it("given a creature that is not dying, then no roll is due", () => {
    for (const state of ["ok", "disabled", "stable", "dead"] as const) {
      expect(needsStabilizeRoll(vitals({ state }), 5)).toBe(false);
    }
    expect(applyStabilizeRoll(vitals({ hp: -3, state: "stable" }), 50, 5)).toMatchObject({
      reason: "notDying",
    });
  });

  it("given a creature dying with no recorded fall, then it rolls at once", () => {
    expect(needsStabilizeRoll(vitals({ hp: -2, state: "dying" }), 1)).toBe(true);
  });

  it("rejects a d% roll outside 1–100 as bad input", () => {
    expect(() => applyStabilizeRoll(dying(-4, 1), 0, 2)).toThrow(RangeError);
    expect(() => applyStabilizeRoll(dying(-4, 1), 101, 2)).toThrow(RangeError);
  });
});
