import { describe, expect, it } from "vitest";
import { DND35_PRICING } from "./battlefield/costModel.ts";
import { DND35_3X } from "./edition3x.ts";
import { KNOWN_CONDITIONS } from "./knownConditions.ts";
import { dnd35Rules } from "./rulesIndex.ts";

// Every rule id the shared code (rulesets/3x, d20/) may cite for dnd35 is handed in here, so
// this list is the whole of it: each must be an entry of dnd35's rules index.
const handedIn = [
  ...Object.values(DND35_3X.rules),
  ...DND35_3X.twoWeapon.feats.map((f) => f.rule),
  ...Object.values(DND35_PRICING.rules),
  // ── tactics-3x ──
  DND35_3X.concentration.damaged.rule,
  DND35_3X.concentration.defensive.rule,
  DND35_3X.cover.cover.rule,
  DND35_3X.cover.low.rule,
  DND35_3X.cover.soft.rule,
  ...DND35_3X.cover.byCondition.map((c) => c.term.rule),
  DND35_3X.modifiers.higherGround.rule,
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

  it("the conditions dnd35's tables hand the 3.x layer are conditions dnd35 knows (dnd35 隐蔽CONCEALMENT, 掩蔽COVER, 战斗修正COMBAT MODIFIERS)", () => {
    const named = [
      ...DND35_3X.concealment.map((r) => r.condition),
      ...DND35_3X.cover.byCondition.map((r) => r.condition),
      ...DND35_3X.modifiers.attacker.map((r) => r.condition),
      ...DND35_3X.modifiers.defender.map((r) => r.condition),
      ...DND35_3X.modifiers.dexLost,
    ];
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((n) => !KNOWN_CONDITIONS.includes(n))).toEqual([]);
    // 3.5's own numbers (seed 000 隐蔽CONCEALMENT: 20%, total 50%; 专注: + spell level in both).
    expect(DND35_3X.concealment.map((r) => [r.missChance, r.total])).toEqual([
      [50, true],
      [50, true],
      [20, false],
    ]);
    expect(DND35_3X.concentration.damaged).toMatchObject({ base: 10, spellLevel: true });
    expect(DND35_3X.concentration.defensive).toMatchObject({ base: 15, spellLevel: true });
  });
});
