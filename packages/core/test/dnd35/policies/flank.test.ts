import { describe, expect, it } from "vitest";
import { whyOf } from "../../../src/policies/why.ts";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { fighter } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fight, orc } from "./casters.ts";

const decide = (g: Given, id: string) =>
  tactician(g.state as ThreeXState, id) as CombatantDeclaration;
const ally = (id: string, x: number, y: number) => fighter(id, "party", x, y, weapon("longsword"));

describe("the tactician flanks (seed 000 夹击FLANKING, 延迟DELAY)", () => {
  it("given a fighter beside an orc and an ally beside it too, not opposite, when the fighter chooses, then it takes a 5-foot step to the square opposite the ally, saying so", () => {
    // The orc at (5,5); the ally at (5,4) north of it; the fighter at (6,6), south-east: the
    // square due south, (5,6), is opposite the ally and one step away.
    const g = given(fight("step", [ally("f", 6, 6), ally("a", 5, 4), orc("o", 5, 5)]), [20, 10, 1]);
    const d = decide(g, "f");
    expect(d).toEqual({ kind: "FiveFootStep", to: { x: 5, y: 6 } });
    expect(whyOf(d)).toBe("steps to flank o with a");
    // Then the full attack, +2 for flanking.
    g.when(d);
    const next = decide(g, "f");
    expect(next).toEqual({ kind: "FullAttack", target: "o" });
    const [attack] = g.forceNext(10).when(next).facts("AttackResolved");
    expect(attack!.bonus).toContainEqual(expect.objectContaining({ label: "flanking", value: 2 }));
  });

  it("given a fighter within a move of an orc that no ally threatens yet, and an ally later in the order within a move of it, when the fighter chooses, then it delays until after the ally", () => {
    const g = given(
      fight("delay", [ally("f", 1, 5), ally("a", 9, 5), orc("o", 5, 5)]),
      [20, 10, 1],
    );
    const d = decide(g, "f");
    expect(d).toEqual({ kind: "Delay", after: "a" });
    expect(whyOf(d)).toBe("waits for a to close on o, to flank it");
  });

  it("given no ally who could flank, when the fighter chooses, then it neither steps nor delays for a flank", () => {
    const g = given(fight("alone", [ally("f", 4, 5), orc("o", 5, 5)]), [20, 1]);
    expect(decide(g, "f")).toEqual({ kind: "FullAttack", target: "o" });
  });
});
