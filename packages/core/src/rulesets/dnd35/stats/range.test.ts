import { describe, expect, it } from "vitest";
import { maxRangeFt, rangePenalty } from "./index.ts";

const longbow = { increment: 100, kind: "projectile" } as const;
const javelin = { increment: 30, kind: "thrown" } as const;

describe("range penalty (srd dnd35.rangePenalty; dnd35 攻击Attack 远程攻击Ranged Attacks)", () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, -2],
    [199, -2],
    [200, -4],
    [999, -18],
    [1000, -20],
  ])(
    "given a longbow at %i ft, then %i (−2 per full increment between attacker and target)",
    (ft, penalty) => {
      expect(rangePenalty(longbow, ft)).toBe(penalty);
    },
  );

  it("given max range, then 10 increments for projectiles and 5 for thrown weapons", () => {
    expect(maxRangeFt(longbow)).toBe(1000);
    expect(maxRangeFt(javelin)).toBe(150);
    expect(rangePenalty(javelin, 150)).toBe(-10);
    expect(rangePenalty(javelin, 155)).toEqual({
      kind: "outOfRange",
      distanceFt: 155,
      maxFt: 150,
      rule: "dnd35.rangePenalty",
    });
  });

  it("given the SRD's shortbow (60 ft): 59 ft is free, 60 ft is −2, 200 ft — three full increments — is −6", () => {
    const shortbow = { increment: 60, kind: "projectile" } as const;
    expect([
      rangePenalty(shortbow, 59),
      rangePenalty(shortbow, 60),
      rangePenalty(shortbow, 200),
    ]).toEqual([0, -2, -6]);
  });

  it("given a negative distance, then it is bad input", () => {
    expect(() => rangePenalty(longbow, -5)).toThrow(RangeError);
  });
});
