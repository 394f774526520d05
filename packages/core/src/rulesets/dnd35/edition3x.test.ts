import { describe, expect, it } from "vitest";
import { DND35_PRICING } from "./battlefield/costModel.ts";
import { DND35_3X } from "./edition3x.ts";
import { dnd35Rules } from "./rulesIndex.ts";

// Every rule id the shared code (rulesets/3x, d20/) may cite for dnd35 is handed in here, so
// this list is the whole of it: each must be an entry of dnd35's rules index.
const handedIn = [
  ...Object.values(DND35_3X.rules),
  ...DND35_3X.twoWeapon.feats.map((f) => f.rule),
  ...Object.values(DND35_PRICING.rules),
];

describe("the ids dnd35 hands the 3.x layer and the d20 grid (dnd35 rules index)", () => {
  it("every id the 3x code and the grid may cite for dnd35 is in dnd35's rules index (dnd35 伤害DAMAGE, 测量距离)", () => {
    expect(handedIn.length).toBeGreaterThan(30);
    expect(handedIn.filter((id) => !(id in dnd35Rules))).toEqual([]);
  });

  it("each concept maps to its own dnd35 id, as the code cited before the move (dnd35 防御等级ARMOR CLASS)", () => {
    for (const [concept, id] of Object.entries(DND35_3X.rules)) {
      const feat = concept.match(/^feat([A-Z].*)$/)?.[1];
      const expected =
        feat === undefined
          ? `dnd35.${concept}`
          : `dnd35.feat.${feat[0]!.toLowerCase()}${feat.slice(1)}`;
      expect(id, concept).toBe(expected);
    }
  });
});
