import { describe, expect, it } from "vitest";
import { initiativeModifier, ruleTerm } from "./index.ts";
import { abilities, testSpec } from "./spec.fixture.ts";

describe("initiative modifier (dnd35 先攻INITIATIVE)", () => {
  it("given Dex 14 and Improved Initiative, then +2 +4 = +6", () => {
    const r = initiativeModifier(
      testSpec({ abilities: abilities({ dex: 14 }), feats: ["ImprovedInitiative"] }),
    );
    expect(r).toEqual({
      value: 6,
      breakdown: [
        ruleTerm("Dex 14", 2, "dnd35.initiative"),
        ruleTerm("Improved Initiative", 4, "dnd35.feat.improvedInitiative"),
      ],
    });
  });

  it("given Dex 10 and no feat, then the Dex term still shows (+0) with a misc +1", () => {
    const r = initiativeModifier(testSpec({ initiativeMisc: 1 }));
    expect(r.value).toBe(1);
    expect(r.breakdown.map((t) => t.label)).toEqual(["Dex 10", "misc"]);
  });
});
