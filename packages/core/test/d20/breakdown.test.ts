import { describe, expect, it } from "vitest";
import { pushNonZero, ruleTerm } from "../../src/d20/breakdown/index.ts";
import type { Term } from "../../src/model/breakdown.ts";

// Breakdown terms (DESIGN "Every number explains itself"): each cites the rule the edition
// handed in, and a zero term is left out.
describe("breakdown terms citing a handed-in rule (dnd35 命中奖励ATTACK BONUS)", () => {
  it("given terms pushed with a rule of the caller's own, when one is 0, then it is skipped and the others cite that rule (dnd35 命中奖励ATTACK BONUS)", () => {
    const terms: Term[] = [ruleTerm("base", 3, "tiny.base")];
    pushNonZero(terms, "misc", 0, "tiny.misc");
    pushNonZero(terms, "luck", -1, "tiny.luck");
    expect(terms).toEqual([
      { label: "base", value: 3, rule: "tiny.base" },
      { label: "luck", value: -1, rule: "tiny.luck" },
    ]);
  });
});
