import { describe, expect, it } from "vitest";
import { abilityModifier } from "./index.ts";

describe("ability modifier (srd dnd35.abilityModifier)", () => {
  it.each([
    [1, -5],
    [3, -4],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [14, 2],
    [17, 3],
    [30, 10],
  ])("given score %i, then %i", (score, mod) => {
    expect(abilityModifier(score)).toBe(mod);
  });
});
