import { describe, expect, it } from "vitest";
import {
  combineMultipliers,
  damagePlan,
  ruleTerm,
  smallVersion,
  totalDamage,
  weapon,
} from "./index.ts";
import { abilities, testSpec } from "./spec.fixture.ts";

const strong = testSpec({ abilities: abilities({ str: 17 }) });

describe("damage modifier (dnd35 伤害DAMAGE)", () => {
  it("given Str 17 (+3), then one hand +3, the off hand +1 and a two-handed weapon +4", () => {
    expect(damagePlan(strong, weapon("longsword")).expression).toBe("1d8+3");
    const off = damagePlan(strong, weapon("shortsword"), { hand: "off" });
    expect(off.expression).toBe("1d6+1");
    expect(off.modifier.breakdown).toEqual([ruleTerm("Str 17 ×½ (off hand)", 1, "dnd35.damage")]);
    const great = damagePlan(strong, weapon("greatsword"));
    expect(great.expression).toBe("2d6+4");
    expect(great.modifier.breakdown).toEqual([
      ruleTerm("Str 17 ×1½ (two hands)", 4, "dnd35.damage"),
    ]);
  });

  it("given a one-handed weapon in two hands, then ×1½; a light weapon in two hands only +3", () => {
    expect(damagePlan(strong, weapon("longsword"), { twoHanded: true }).modifier.value).toBe(4);
    expect(damagePlan(strong, weapon("shortsword"), { twoHanded: true }).modifier.value).toBe(3);
  });

  it("given Str 6 (−2), then the off hand and two hands take the full penalty", () => {
    const weak = testSpec({ abilities: abilities({ str: 6 }) });
    expect(damagePlan(weak, weapon("shortsword"), { hand: "off" }).expression).toBe("1d6-2");
    expect(damagePlan(weak, weapon("greataxe")).expression).toBe("1d12-2");
  });

  it("given a shortbow, then Str 8 gives −1 and Str 16 gives +0 (普通弓: penalty, not bonus)", () => {
    const bow = weapon("shortbow");
    expect(damagePlan(testSpec({ abilities: abilities({ str: 8 }) }), bow).expression).toBe(
      "1d6-1",
    );
    const plan = damagePlan(testSpec({ abilities: abilities({ str: 16 }) }), bow);
    expect(plan.expression).toBe("1d6");
    expect(plan.modifier).toEqual({ value: 0, breakdown: [] });
  });

  it("given a crossbow, then no Str; a sling or thrown dagger, then full Str (投掷武器（包括投石索）)", () => {
    expect(damagePlan(strong, weapon("light-crossbow")).expression).toBe("1d8");
    expect(damagePlan(strong, weapon("sling")).expression).toBe("1d4+3");
    expect(damagePlan(strong, weapon("dagger")).expression).toBe("1d4+3");
  });

  it("given a +2 weapon, then its enhancement adds to damage", () => {
    expect(damagePlan(strong, { ...weapon("warhammer"), enhancement: 2 }).expression).toBe("1d8+5");
  });

  it("given an unarmed strike, then 1d3 Medium and 1d2 Small, nonlethal unless chosen lethal (dnd35 攻击Attack)", () => {
    const fist = weapon("unarmed-strike");
    expect(damagePlan(testSpec(), fist)).toMatchObject({ dice: "1d3", nonlethal: true });
    expect(damagePlan(testSpec({ size: "small" }), fist).dice).toBe("1d2");
    expect(damagePlan(testSpec(), fist, { nonlethal: false }).nonlethal).toBe(false);
    expect(damagePlan(testSpec(), weapon("club"), { nonlethal: true }).nonlethal).toBe(true);
  });

  it("given a goblin's Small morningstar, then 1d6 (srd dnd35.weapons)", () => {
    const goblin = testSpec({ size: "small", abilities: abilities({ str: 11 }) });
    expect(damagePlan(goblin, smallVersion(weapon("morningstar"))).expression).toBe("1d6");
  });
});

describe("damage total (dnd35 伤害DAMAGE)", () => {
  it("given Str 3 and a dagger rolling 1, then 1−4 is raised to the minimum 1 (最低伤害)", () => {
    const plan = damagePlan(testSpec({ abilities: abilities({ str: 3 }) }), weapon("dagger"));
    expect(plan.expression).toBe("1d4-4");
    const total = totalDamage(plan, [-3], 0);
    expect(total.value).toBe(1);
    expect(total.breakdown).toEqual([
      ruleTerm("1d4-4", -3, "dnd35.damage"),
      ruleTerm("minimum damage 1", 4, "dnd35.damage"),
    ]);
  });

  it("given ×2 and ×2, then ×3; ×3 and ×2, then ×4 (倍数伤害)", () => {
    expect(combineMultipliers([2, 2])).toBe(3);
    expect(combineMultipliers([3, 2])).toBe(4);
    expect(combineMultipliers([])).toBe(1);
  });

  it("given a flaming longsword crit, then 1d8+2 is rolled twice and the 1d6 once (例外：额外骰不能翻倍)", () => {
    const flaming = { ...weapon("longsword"), extraDamage: "1d6" };
    const plan = damagePlan(testSpec({ abilities: abilities({ str: 14 }) }), flaming);
    expect(plan).toMatchObject({ expression: "1d8+2", extra: "1d6" });
    const total = totalDamage(plan, [7, 5], 4);
    expect(total.value).toBe(16);
    expect(total.breakdown.map((t) => t.rule)).toEqual([
      "dnd35.damage",
      "dnd35.critical",
      "dnd35.damage",
    ]);
  });

  it("given no rolls, or extra damage the plan lacks, then it is bad input", () => {
    const plan = damagePlan(testSpec(), weapon("club"));
    expect(() => totalDamage(plan, [], 0)).toThrow(RangeError);
    expect(() => totalDamage(plan, [3], 2)).toThrow(RangeError);
  });
});
