import { describe, expect, it } from "vitest";
import { heldWeapons } from "../../3x/gear/index.ts";
import { newCombatant } from "../../3x/state/index.ts";
import { fullAttackSlots, weapon } from "./index.ts";
import { BEAR_BITE, BITE, brownBear, CLAWS } from "./naturals.fixture.ts";
import { testSpec } from "./spec.fixture.ts";

// SRD Combat/Monsters: natural weapons (outside the seeds): a full attack makes every natural
// attack once, none iterative; beside a manufactured weapon they are secondary, and a limb that
// holds the weapon makes none.

// What each hand holds as the fight starts (the gear model's default: seed 000 拔出或者收回武器).
const heldAtStart = (spec: ReturnType<typeof testSpec>) => heldWeapons(newCombatant(spec));
const slotsOf = (spec: ReturnType<typeof testSpec>) => fullAttackSlots(spec, heldAtStart(spec));

describe("full attack slots with natural weapons (SRD natural weapons, dnd35.naturalAttacks)", () => {
  it("given a brown bear, then claw, claw and bite, each once, the bite secondary", () => {
    expect(slotsOf(brownBear("bear", 0, 0))).toEqual([
      { hand: "main", index: 0, weaponId: "claw", natural: "primary" },
      { hand: "main", index: 0, weaponId: "claw", natural: "primary" },
      { hand: "main", index: 0, weaponId: "bite", natural: "secondary" },
    ]);
  });

  it("given natural weapons and BAB +11, then no iterative natural attacks", () => {
    const slots = slotsOf(brownBear("bear", 0, 0, { bab: 11 }));
    expect(slots.map((s) => [s.weaponId, s.index])).toEqual([
      ["claw", 0],
      ["claw", 0],
      ["bite", 0],
    ]);
  });

  it("given a longsword, BAB +6 and a bite, then the iteratives and the bite as a secondary attack", () => {
    const spec = testSpec({ bab: 6, weapons: [weapon("longsword"), BITE] });
    expect(slotsOf(spec)).toEqual([
      { hand: "main", index: 0, weaponId: "longsword" },
      { hand: "main", index: 1, weaponId: "longsword" },
      { hand: "main", index: 0, weaponId: "bite", natural: "secondary" },
    ]);
  });

  it("given a one-handed weapon and two claws, then only the claw of the free hand is added", () => {
    const spec = testSpec({ weapons: [weapon("scimitar"), CLAWS] });
    expect(slotsOf(spec).map((s) => [s.weaponId, s.natural])).toEqual([
      ["scimitar", undefined],
      ["claw", "secondary"],
    ]);
  });

  it("given a two-handed weapon, or a weapon in each hand, then no claw, but the bite", () => {
    const great = testSpec({ weapons: [weapon("greatsword"), CLAWS, BEAR_BITE] });
    expect(slotsOf(great).map((s) => s.weaponId)).toEqual(["greatsword", "bite"]);
    const two = testSpec({
      weapons: [weapon("longsword"), weapon("shortsword"), CLAWS, BEAR_BITE],
      offHand: "shortsword",
    });
    expect(slotsOf(two).map((s) => [s.weaponId, s.hand])).toEqual([
      ["longsword", "main"],
      ["shortsword", "off"],
      ["bite", "main"],
    ]);
  });

  it("given a bow in hand, then no natural attacks beside it (the SRD mixes them with melee weapons)", () => {
    const spec = testSpec({ bab: 6, weapons: [weapon("longbow"), BITE] });
    expect(slotsOf(spec).map((s) => s.weaponId)).toEqual(["longbow", "longbow"]);
  });

  it("given what is held, then the slots follow it, not the list: nothing held is natural attacks only", () => {
    const spec = testSpec({ weapons: [weapon("longsword"), CLAWS] });
    expect(fullAttackSlots(spec, {}).map((s) => [s.weaponId, s.natural])).toEqual([
      ["claw", "primary"],
      ["claw", "primary"],
    ]);
  });

  it("given a two-handed weapon named in both hands (the gear model's grip), then one weapon's attacks, no off-hand one, and the bite", () => {
    const spec = testSpec({ bab: 6, weapons: [weapon("greatsword"), CLAWS, BEAR_BITE] });
    const held = { main: "greatsword", off: "greatsword" };
    expect(fullAttackSlots(spec, held).map((s) => [s.weaponId, s.hand, s.index])).toEqual([
      ["greatsword", "main", 0],
      ["greatsword", "main", 1],
      ["bite", "main", 0],
    ]);
  });

  it("given a heavy shield in the other hand, then its claw is not added either; a buckler leaves the hand free", () => {
    const shielded = (kind: "heavy" | "buckler") =>
      testSpec({
        weapons: [weapon("scimitar"), CLAWS],
        shield: { name: kind, bonus: kind === "heavy" ? 2 : 1, kind },
      });
    expect(slotsOf(shielded("heavy")).map((s) => s.weaponId)).toEqual(["scimitar"]);
    expect(slotsOf(shielded("buckler")).map((s) => s.weaponId)).toEqual(["scimitar", "claw"]);
    const clawsAndShield = testSpec({ weapons: [CLAWS], shield: { name: "s", bonus: 2 } });
    expect(slotsOf(clawsAndShield).map((s) => s.weaponId)).toEqual(["claw"]);
  });

  it("held at the start: the first manufactured melee weapon in the main hand, the offHand in the other, nothing for a bear (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    expect(heldAtStart(testSpec({ weapons: [BITE, weapon("longsword")] }))).toEqual({
      main: "longsword",
    });
    expect(
      heldAtStart(
        testSpec({ weapons: [weapon("longsword"), weapon("dagger")], offHand: "dagger" }),
      ),
    ).toEqual({ main: "longsword", off: "dagger" });
    expect(heldAtStart(brownBear("bear", 0, 0))).toEqual({});
  });
});
