import { describe, expect, it } from "vitest";
import { opposedWinner } from "../../../src/rulesets/3x/special/opposed.ts";
import {
  grappleSizeModifier,
  largerSideBonus,
  opposedCheckSizeModifier,
} from "../../../src/rulesets/3x/special/sizeModifiers.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

const side = (who: string, value: number) => ({
  who,
  check: "grapple",
  bonus: [{ label: "modifier", value, rule: "dnd35.opposedCheck" }],
});

describe("opposed checks of the special attacks (seed 000 表：特殊攻击动作, 擒抱检定)", () => {
  it("given two totals, when compared, then the higher wins (seed 000 擒抱检定)", () => {
    const sides = [side("a", 2), side("b", 5)] as const;
    expect(opposedWinner(sides, { naturals: [15, 10], totals: [17, 15] })).toBe(0);
    expect(opposedWinner(sides, { naturals: [3, 10], totals: [5, 15] })).toBe(1);
  });

  it("given equal totals, when compared, then the higher modifier wins, and equal modifiers roll again (seed 000 擒抱检定: 平局 … 重新进行一次对抗检定投骰)", () => {
    expect(
      opposedWinner([side("a", 2), side("b", 5)], { naturals: [13, 10], totals: [15, 15] }),
    ).toBe(1);
    expect(
      opposedWinner([side("a", 5), side("b", 5)], { naturals: [10, 10], totals: [15, 15] }),
    ).toBeUndefined();
  });

  it("given the sizes, when the special size modifier is read, then colossal +16 … fine −16 (seed 000 擒抱检定 特殊体型调整值)", () => {
    expect(grappleSizeModifier("colossal")).toBe(16);
    expect(grappleSizeModifier("huge")).toBe(8);
    expect(grappleSizeModifier("large")).toBe(4);
    expect(grappleSizeModifier("medium")).toBe(0);
    expect(grappleSizeModifier("small")).toBe(-4);
    expect(grappleSizeModifier("fine")).toBe(-16);
  });

  it("given the sizes, when a trip's or bull rush's check is sized, then +4 per step from Medium (seed 000 冲撞BULL RUSH); a disarm's larger side +4 per step (seed 000 卸除武器（DISARM）)", () => {
    expect(opposedCheckSizeModifier("large")).toBe(4);
    expect(opposedCheckSizeModifier("small")).toBe(-4);
    expect(largerSideBonus("huge", "medium")).toBe(8);
    expect(largerSideBonus("medium", "huge")).toBe(0);
  });
});

describe("a special attack the engine does not know (seed 000 表：特殊攻击动作)", () => {
  it("given a fighter's turn, when it declares a special attack of no name in the table, then it is refused naming the table", () => {
    const g = given(
      header(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          goblin("b", "goblins", 1, 0, weapon("morningstar")),
        ],
        "unknown special attack",
      ),
      [20, 10],
    );
    const refused = g
      .when({ kind: "SpecialAttack", attack: "Headbutt", target: "b" } as never)
      .rejects("unknownSpecialAttack");
    expect(refused.rule).toBe("dnd35.specialAttacks");
    expect(refused.message).toBe('no special attack "Headbutt" (表：特殊攻击动作)');
  });
});
