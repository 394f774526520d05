import { describe, expect, it } from "vitest";
import type { Armor } from "../../3x/model/combatant.ts";
import { armoredSpeed, effectiveSpeed, runMultiplier, speedFt } from "./index.ts";
import { testSpec } from "./spec.fixture.ts";

const chainmail: Armor = { name: "chainmail", bonus: 5, maxDex: 2, weight: "medium" };
const fullPlate: Armor = { name: "full plate", bonus: 8, maxDex: 1, weight: "heavy" };
const leather: Armor = { name: "leather", bonus: 2, maxDex: 6, weight: "light" };

describe("speed (dnd35 速度SPEED)", () => {
  it("given medium or heavy armor, then 30 ft → 20 ft and 20 ft → 15 ft; light armor keeps 30", () => {
    expect(effectiveSpeed(testSpec({ armor: chainmail })).value).toBe(20);
    expect(effectiveSpeed(testSpec({ speed: 20, armor: fullPlate })).value).toBe(15);
    expect(effectiveSpeed(testSpec({ armor: leather })).value).toBe(30);
  });

  it("given any armor and base speed, then speedFt is the explained speed's value, and its terms add up", () => {
    for (const armor of [undefined, chainmail, fullPlate, leather])
      for (const speed of [5, 20, 30, 40, 60]) {
        const spec = armor === undefined ? testSpec({ speed }) : testSpec({ speed, armor });
        const explained = effectiveSpeed(spec);
        expect(speedFt(spec)).toBe(explained.value);
        expect(explained.breakdown.reduce((n, t) => n + t.value, 0)).toBe(explained.value);
      }
    expect(effectiveSpeed(testSpec({ armor: chainmail })).breakdown.map((t) => t.label)).toEqual([
      "base speed",
      "medium armor",
    ]);
  });

  it("given the SRD table, then 40 → 30, 50 → 35, 60 → 40, 120 → 80", () => {
    expect([40, 50, 60, 120].map(armoredSpeed)).toEqual([30, 35, 40, 80]);
  });

  it("given a run, then ×4, ×3 in heavy armor; the Run feat makes them ×5 and ×4 (dnd35 奔跑Run)", () => {
    expect(runMultiplier(testSpec()).value).toBe(4);
    expect(runMultiplier(testSpec({ armor: fullPlate })).value).toBe(3);
    expect(runMultiplier(testSpec({ feats: ["Run"] })).value).toBe(5);
    expect(runMultiplier(testSpec({ armor: fullPlate, feats: ["Run"] })).value).toBe(4);
    expect(runMultiplier(testSpec({ armor: chainmail })).value).toBe(4);
  });
});
