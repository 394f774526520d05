import { describe, expect, it } from "vitest";
import { smallDamage, smallVersion, weapon, weaponIds } from "./index.ts";

describe("SRD weapons table (srd dnd35.weapons)", () => {
  it("given the table, then each id matches its key and damage parses as NdM", () => {
    for (const id of weaponIds) {
      const w = weapon(id);
      expect(w.id).toBe(id);
      expect(w.damage).toMatch(/^\d+d\d+$/);
      expect(w.threat).toBeGreaterThanOrEqual(18);
    }
  });

  it("given a few rows, then crit ranges, multipliers and increments match the SRD", () => {
    expect(weapon("longsword")).toMatchObject({ damage: "1d8", threat: 19, multiplier: 2 });
    expect(weapon("rapier")).toMatchObject({ threat: 18, handedness: "one-handed" });
    expect(weapon("greataxe")).toMatchObject({
      damage: "1d12",
      multiplier: 3,
      handedness: "two-handed",
    });
    expect(weapon("longspear")).toMatchObject({ reach: 10, reachOnly: true, multiplier: 3 });
    expect(weapon("dagger").ranged).toEqual({ increment: 10, kind: "thrown" });
    expect(weapon("longbow")).toMatchObject({
      strToDamage: "penaltyOnly",
      ranged: { increment: 100 },
    });
    expect(weapon("heavy-crossbow")).toMatchObject({
      damage: "1d10",
      threat: 19,
      strToDamage: "none",
    });
  });

  it("given every table die, then a Small version exists (2d6 → 1d10, 1d12 → 1d10, 2d4 → 1d6)", () => {
    for (const id of weaponIds) expect(smallDamage[weapon(id).damage]).toBeDefined();
    expect(smallVersion(weapon("greatsword")).damage).toBe("1d10");
    expect(smallVersion(weapon("falchion")).damage).toBe("1d6");
    expect(() => smallVersion({ ...weapon("club"), damage: "3d6" })).toThrow(RangeError);
  });
});
