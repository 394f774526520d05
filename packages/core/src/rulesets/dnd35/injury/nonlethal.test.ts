import { describe, expect, it } from "vitest";
import {
  applyDamage,
  canAct,
  consciousness,
  heal,
  healNonlethal,
  isDown,
  isRestricted,
  restriction,
} from "./index.ts";
import { changed, vitals } from "./vitals.fixture.ts";

const nonlethal = (amount: number) => ({ amount, nonlethal: true, round: 1 });

describe("非致命伤 NONLETHAL DAMAGE (dnd35.nonlethal, dnd35.staggered)", () => {
  it("given 12 hp, when dealt 5 nonlethal, then hp are untouched and it stays conscious", () => {
    const r = applyDamage(vitals({ hp: 12 }), nonlethal(5));
    expect(r.vitals).toMatchObject({ hp: 12, nonlethal: 5, state: "ok" });
    expect(consciousness(r.vitals)).toBe("conscious");
  });

  it("given 12 hp and 7 nonlethal, when dealt 5 more, then nonlethal equals hp and it is staggered", () => {
    const r = applyDamage(vitals({ hp: 12, nonlethal: 7 }), nonlethal(5));
    expect(consciousness(r.vitals)).toBe("staggered");
    expect(restriction(r.vitals)).toBe("staggered");
    expect(isRestricted(r.vitals)).toBe(true);
    expect(r.notes.map((n) => n.rule)).toEqual(["dnd35.nonlethal", "dnd35.staggered"]);
  });

  it("given 12 hp and 12 nonlethal, when dealt 1 more, then it is unconscious and down", () => {
    const r = applyDamage(vitals({ hp: 12, nonlethal: 12 }), nonlethal(1));
    expect(consciousness(r.vitals)).toBe("unconscious");
    expect(canAct(r.vitals)).toBe(false);
    expect(isDown(r.vitals)).toBe(true);
  });

  it("given 12 hp and 9 nonlethal, when lethal damage drops hp to 9, then it is staggered all the same", () => {
    const r = applyDamage(vitals({ hp: 12, nonlethal: 9 }), {
      amount: 3,
      nonlethal: false,
      round: 1,
    });
    expect(consciousness(r.vitals)).toBe("staggered");
  });

  it("given temporary hp, then they count in the current hp that nonlethal is read against", () => {
    expect(consciousness(vitals({ hp: 8, tempHp: 4, nonlethal: 10 }))).toBe("conscious");
    expect(consciousness(vitals({ hp: 8, tempHp: 4, nonlethal: 12 }))).toBe("staggered");
  });

  it("given a staggered creature, when healed 3 hp, then hp rise and nonlethal falls and it is awake", () => {
    const v = changed(heal(vitals({ hp: 10, maxHp: 20, nonlethal: 10 }), 3));
    expect(v).toMatchObject({ hp: 13, nonlethal: 7 });
    expect(consciousness(v)).toBe("conscious");
  });

  it("given an unconscious creature, when healed, then both lethal and nonlethal heal", () => {
    const v = changed(heal(vitals({ hp: 4, maxHp: 20, nonlethal: 9 }), 5));
    expect(v).toMatchObject({ hp: 9, nonlethal: 4 });
    expect(canAct(v)).toBe(true);
  });

  it("given an unconscious creature, when rest heals 2 nonlethal, then it is only staggered", () => {
    const r = healNonlethal(vitals({ hp: 6, nonlethal: 8 }), 2);
    expect(consciousness(changed(r))).toBe("staggered");
  });
});

describe("瘫痪 DISABLED and 濒死 DYING read as consciousness", () => {
  it("a disabled creature is conscious but restricted", () => {
    const v = vitals({ hp: 0, state: "disabled" });
    expect(consciousness(v)).toBe("conscious");
    expect(restriction(v)).toBe("disabled");
  });

  it("a disabled creature with any nonlethal is unconscious", () => {
    expect(consciousness(vitals({ hp: 0, state: "disabled", nonlethal: 1 }))).toBe("unconscious");
  });

  it("dying, stable and dead creatures are down", () => {
    for (const state of ["dying", "stable", "dead"] as const) {
      expect(isDown(vitals({ hp: -3, state }))).toBe(true);
      expect(isRestricted(vitals({ hp: -3, state }))).toBe(false);
    }
  });
});
