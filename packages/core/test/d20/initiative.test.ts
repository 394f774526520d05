import { describe, expect, it } from "vitest";
import {
  compareEntries,
  type InitiativeRules,
  rollInitiativeWith,
  tiedGroups,
} from "../../src/d20/initiative/index.ts";
import type { InitiativeEntry } from "../../src/log/facts.ts";
import { type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// Initiative order with tie-break keys (seed 000 先攻INITIATIVE: ties go to the higher modifier,
// those still tied re-roll), with the modifier handed in by a ruleset of the test's own.
const MODS: Record<string, number> = { a: 2, b: 2, c: 5, d: 0 };
const RULES: InitiativeRules<TinyState> = {
  rule: "tiny.initiative",
  modifier: (_state, id) => ({
    value: MODS[id]!,
    breakdown: [{ label: "quickness", value: MODS[id]!, rule: "tiny.quick" }],
  }),
};

const entry = (id: string, count: number, modifier: number, tiebreak: number[] = []) =>
  ({ id, count, modifier, tiebreak, breakdown: [] }) as InitiativeEntry;

describe("initiative order with tie-break keys (dnd35 先攻INITIATIVE)", () => {
  it("given entries, when compared, then the higher count, then the higher modifier, then the re-rolls go first (dnd35 先攻INITIATIVE)", () => {
    const sorted = [
      entry("a", 12, 1),
      entry("b", 15, 0),
      entry("c", 12, 3),
      entry("d", 12, 1, [4]),
      entry("e", 12, 1, [9]),
    ].sort(compareEntries);
    expect(sorted.map((e) => e.id)).toEqual(["b", "c", "e", "d", "a"]);
  });

  it("given two ties, when grouped, then each group is listed in the order it first appears (dnd35 先攻INITIATIVE)", () => {
    const es = [entry("a", 10, 1), entry("b", 12, 0), entry("c", 10, 1), entry("d", 12, 0)];
    expect(tiedGroups(es)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(tiedGroups([entry("a", 10, 1), entry("b", 10, 2)])).toEqual([]);
  });

  it("given a and b tied on count and modifier, when initiative is rolled, then they re-roll as keyed sub-dice and the order cites the handed-in rule (dnd35 先攻INITIATIVE)", () => {
    const state = tinyState(["a", "b", "c"]);
    // a 10+2, b 10+2, c 7+5: all at 12; c wins on its modifier, a and b re-roll 3 and 3, then 5 and 6.
    const ctx = tinyContext(state, [10, 10, 7, 3, 3, 5, 6]);
    rollInitiativeWith(ctx, ["a", "b", "c"], RULES);
    const dice = ctx.emitted.filter((e) => e.type === "DiceRolled").map((e) => e.data.key);
    expect(dice).toEqual([
      "a/initiative/r1/#1",
      "b/initiative/r1/#1",
      "c/initiative/r1/#1",
      "a/initiative/r1/#2",
      "b/initiative/r1/#2",
      "a/initiative/r1/#3",
      "b/initiative/r1/#3",
    ]);
    const rolled = ctx.emitted.at(-1)!;
    expect(rolled.type).toBe("InitiativeRolled");
    expect(rolled.data.order).toEqual(["c", "b", "a"]);
    expect(rolled.data.rule).toBe("tiny.initiative");
    const a = (rolled.data.entries as InitiativeEntry[])[0]!;
    expect(a).toEqual({
      id: "a",
      count: 12,
      modifier: 2,
      tiebreak: [3, 5],
      breakdown: [
        { label: "d20", value: 10, rule: "tiny.initiative" },
        { label: "quickness", value: 2, rule: "tiny.quick" },
      ],
    });
  });

  it("given d already in the order at 9 (+0), when latecomers b and e tie it, then they re-roll only among themselves and both go after d (dnd35 先攻INITIATIVE)", () => {
    const state = tinyState(["a", "d", "b", "e"]);
    state.order = [entry("a", 14, 2), entry("d", 9, 0)];
    // b and e roll 9 + 0 each, then re-roll 6 and 2: b before e, and d before both.
    const ctx = tinyContext(state, [9, 9, 6, 2]);
    const slow: InitiativeRules<TinyState> = {
      ...RULES,
      modifier: () => ({ value: 0, breakdown: [] }),
    };
    rollInitiativeWith(ctx, ["b", "e"], slow);
    expect(ctx.emitted.filter((e) => e.type === "DiceRolled")).toHaveLength(4);
    expect(ctx.emitted.at(-1)!.data.order).toEqual(["a", "d", "b", "e"]);
  });
});
