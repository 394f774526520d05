import { describe, expect, it } from "vitest";
import { isLightOffHand, twoWeaponPenalty, twoWeaponTerms, weapon } from "./index.ts";

describe("表：双武器战斗减值 (dnd35 双武器战斗TWO-WEAPON FIGHTING)", () => {
  it.each([
    ["normal penalties", false, false, -6, -10],
    ["light off-hand weapon", true, false, -4, -8],
    ["Two-Weapon Fighting feat", false, true, -4, -4],
    ["light off-hand weapon and the feat", true, true, -2, -2],
  ])("given %s, then main %i / off %i", (_row, light, feat, main, off) => {
    expect(twoWeaponPenalty("main", light, feat)).toBe(main);
    expect(twoWeaponPenalty("off", light, feat)).toBe(off);
  });

  it("given the feat, then its term cites the SRD feat rule", () => {
    expect(twoWeaponTerms("off", false, true).map((t) => t.rule)).toEqual([
      "dnd35.twoWeaponFighting",
      "dnd35.feat.twoWeaponFighting",
    ]);
  });

  it("given an unarmed strike, a dagger or a longsword, then only the first two are light", () => {
    expect(isLightOffHand(weapon("unarmed-strike"))).toBe(true);
    expect(isLightOffHand(weapon("dagger"))).toBe(true);
    expect(isLightOffHand(weapon("longsword"))).toBe(false);
  });
});
