import { describe, expect, it } from "vitest";
import { fullAttackSlots, heldBySpec, iterativeAttacks, weapon } from "./index.ts";
import { testSpec } from "./spec.fixture.ts";

describe("iterative attacks (dnd35 全攻击Full Attack)", () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [5, [5]],
    [6, [6, 1]],
    [11, [11, 6, 1]],
    [16, [16, 11, 6, 1]],
    [20, [20, 15, 10, 5]],
    [25, [25, 20, 15, 10]],
  ])("given BAB %i, then attacks at %j, highest first", (bab, attacks) => {
    expect(iterativeAttacks(bab)).toEqual(attacks);
  });
});

describe("full attack slots (dnd35 全攻击Full Attack, 双武器战斗TWO-WEAPON FIGHTING)", () => {
  it("given BAB +6 and an off-hand short sword, then two main-hand attacks and one off-hand", () => {
    const spec = testSpec({
      bab: 6,
      weapons: [weapon("longsword"), weapon("shortsword")],
      offHand: "shortsword",
    });
    expect(fullAttackSlots(spec, heldBySpec(spec))).toEqual([
      { hand: "main", index: 0, weaponId: "longsword" },
      { hand: "main", index: 1, weaponId: "longsword" },
      { hand: "off", index: 0, weaponId: "shortsword" },
    ]);
  });

  it("given no weapons, then the combatant fights with an unarmed strike", () => {
    expect(fullAttackSlots(testSpec({ bab: 1 }), {})).toEqual([
      { hand: "main", index: 0, weaponId: "unarmed-strike" },
    ]);
  });
});
