import { describe, expect, it } from "vitest";
import { grantTempHp } from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

describe("暂时生命值 TEMPORARY HIT POINTS (dnd35.temporaryHp)", () => {
  it("given no temporary hp, when granted 8, then it has 8", () => {
    expect(changed(grantTempHp(vitals({}), 8)).tempHp).toBe(8);
  });

  it("given 8 temporary hp, when granted 5, then they do not stack and 8 stay", () => {
    const r = grantTempHp(vitals({ tempHp: 8 }), 5);
    expect(changed(r).tempHp).toBe(8);
  });

  it("given 3 temporary hp, when granted 10, then the higher pool replaces them", () => {
    expect(changed(grantTempHp(vitals({ tempHp: 3 }), 10)).tempHp).toBe(10);
  });

  it("given a creature disabled at 0 hp, when granted temporary hp, then it is still disabled", () => {
    expect(changed(grantTempHp(vitals({ hp: 0, state: "disabled" }), 5))).toMatchObject({
      hp: 0,
      tempHp: 5,
      state: "disabled",
    });
  });

  it("given a dead creature, then it is a violation", () => {
    expect(grantTempHp(vitals({ hp: -10, state: "dead" }), 5)).toEqual({
      kind: "dead",
      rule: "dnd35.dead",
    });
  });
});
