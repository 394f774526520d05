import { describe, expect, it } from "vitest";
import type { Armor } from "../../3x/model/combatant.ts";
import { armorClass, flatFootedAc, ruleTerm, touchAc } from "./index.ts";
import { abilities, testSpec } from "./spec.fixture.ts";

const chainShirt: Armor = { name: "chain shirt", bonus: 4, maxDex: 4, weight: "light" };
const fullPlate: Armor = { name: "full plate", bonus: 8, maxDex: 1, weight: "heavy" };

// A Small rogue: chain shirt +4, light shield +1, Dex 14 (+2), a +1 dodge bonus.
const rogue = testSpec({
  size: "small",
  abilities: abilities({ dex: 14 }),
  armor: chainShirt,
  shield: { name: "light wooden shield", bonus: 1 },
  dodge: 1,
});

describe("armor class (dnd35 防御等级ARMOR CLASS)", () => {
  it("AC = 10 + armor + shield + Dex + size (dnd35 防御等级ARMOR CLASS)", () => {
    const ac = armorClass(rogue, { flatFooted: false });
    expect(ac.value).toBe(19);
    expect(ac.breakdown.map((t) => [t.label, t.value, t.rule])).toEqual([
      ["base", 10, "dnd35.armorClass"],
      ["armor (chain shirt)", 4, "dnd35.armorClass"],
      ["shield (light wooden shield)", 1, "dnd35.armorClass"],
      ["Dex 14", 2, "dnd35.armorClass"],
      ["size (small)", 1, "dnd35.sizeModifier"],
      ["dodge", 1, "dnd35.armorClass"],
    ]);
  });

  it("given the same rogue flat-footed, then it loses Dex and dodge: 16 (dnd35 先攻INITIATIVE)", () => {
    const ac = flatFootedAc(rogue);
    expect(ac.value).toBe(16);
    expect(ac.breakdown).toContainEqual(
      ruleTerm("Dex 14 bonus lost (flat-footed)", 0, "dnd35.flatFooted"),
    );
    expect(ac.breakdown.some((t) => t.label === "dodge")).toBe(false);
  });

  it("given a touch attack, then armor and shield do not count: 14 (dnd35 接触攻击Touch Attacks)", () => {
    expect(touchAc(rogue).value).toBe(14);
  });

  it("given full plate (max Dex +1) and Dex 16, then only +1 of the +3 counts (dnd35 防御等级ARMOR CLASS)", () => {
    const ac = armorClass(testSpec({ abilities: abilities({ dex: 16 }), armor: fullPlate }), {
      flatFooted: false,
    });
    expect(ac.value).toBe(19);
    expect(ac.breakdown).toContainEqual(
      ruleTerm("Dex 16 (capped by max Dex 1)", 1, "dnd35.armorClass"),
    );
  });

  it("given Dex 8 (−1), when flat-footed, then the penalty still applies (dnd35 防御等级ARMOR CLASS)", () => {
    const clumsy = testSpec({ abilities: abilities({ dex: 8 }) });
    expect(armorClass(clumsy, { flatFooted: false }).value).toBe(9);
    expect(flatFootedAc(clumsy).value).toBe(9);
  });

  it("given total defense +4 dodge and a −2 charge penalty, when flat-footed, then only the dodge goes (dnd35 闪避加值)", () => {
    const ctx = {
      dodge: [ruleTerm("total defense", 4, "dnd35.totalDefense")],
      other: [ruleTerm("charged", -2, "dnd35.charge")],
    };
    expect(armorClass(testSpec(), { ...ctx, flatFooted: false }).value).toBe(12);
    expect(armorClass(testSpec(), { ...ctx, flatFooted: true }).value).toBe(8);
  });

  it("given natural armor, enhancement and deflection, then touch keeps only deflection (dnd35 接触攻击Touch Attacks)", () => {
    const ogre = testSpec({
      size: "large",
      armor: { name: "+1 hide", bonus: 3, maxDex: 4, enhancement: 1, weight: "medium" },
      naturalArmor: 5,
      deflection: 2,
    });
    expect(armorClass(ogre, { flatFooted: false }).value).toBe(10 + 3 + 1 - 1 + 5 + 2);
    expect(touchAc(ogre).value).toBe(10 - 1 + 2);
  });
});
