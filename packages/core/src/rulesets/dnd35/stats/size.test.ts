import { describe, expect, it } from "vitest";
import { sizeModifier, unarmedDamage } from "./index.ts";

describe("表：体型修正 (dnd35 表：体型修正)", () => {
  it.each([
    ["colossal", -8],
    ["gargantuan", -4],
    ["huge", -2],
    ["large", -1],
    ["medium", 0],
    ["small", 1],
    ["tiny", 2],
    ["diminutive", 4],
    ["fine", 8],
  ] as const)("given %s, then %i to attack and AC", (size, mod) => {
    expect(sizeModifier(size)).toBe(mod);
  });

  it("given an unarmed strike, then Small 1d2, Medium 1d3, Large 1d4 (dnd35 攻击Attack 徒手攻击伤害)", () => {
    expect(unarmedDamage("small")).toBe("1d2");
    expect(unarmedDamage("medium")).toBe("1d3");
    expect(unarmedDamage("large")).toBe("1d4");
  });
});
