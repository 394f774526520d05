import { describe, expect, it } from "vitest";
import { ruleTerm, saveBonus } from "./index.ts";
import { abilities, testSpec } from "./spec.fixture.ts";

describe("saving throws (dnd35 豁免检定SAVING THROWS)", () => {
  const spec = testSpec({
    abilities: abilities({ con: 14, dex: 8, wis: 13 }),
    baseSaves: { fort: 4, ref: 1, will: 1 },
  });

  it("given Fort +4 and Con 14, then +6 (强韧检定需加上体质修正)", () => {
    expect(saveBonus(spec, "fort")).toEqual({
      value: 6,
      breakdown: [
        ruleTerm("base Fortitude", 4, "dnd35.savingThrows"),
        ruleTerm("Con 14", 2, "dnd35.savingThrows"),
      ],
    });
  });

  it("given Ref +1 with Dex 8 and Will +1 with Wis 13, then +0 and +2", () => {
    expect(saveBonus(spec, "ref").value).toBe(0);
    expect(saveBonus(spec, "will").value).toBe(2);
  });
});
