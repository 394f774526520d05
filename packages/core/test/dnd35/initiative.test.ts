import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5 (Dex 13 +1, Improved Initiative +4); goblin: +1 (Dex 13).
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

describe("先攻INITIATIVE (dnd35.initiative)", () => {
  it("initiative is d20 + Dex + Improved Initiative +4, highest first (dnd35 先攻INITIATIVE)", () => {
    // a: 7 + 1 + 4 = 12; g: 10 + 1 = 11 → a acts first although its d20 is lower.
    const g = given(
      header([fighter("a", "p", 0, 0, longsword), goblin("g", "m", 5, 5, morningstar)], "ini-1"),
      [7, 10],
      false,
    );
    const r = g.gm({ kind: "BeginCombat", reason: "test" });
    const dice = r.facts("DiceRolled");
    expect(dice.map((d) => [d.key, d.total])).toEqual([
      ["a/initiative/r0/#1", 7],
      ["g/initiative/r0/#1", 10],
    ]);
    const [rolled] = r.facts("InitiativeRolled");
    expect(rolled!.order).toEqual(["a", "g"]);
    expect(rolled!.rule).toBe("dnd35.initiative");
    expect(rolled!.entries).toEqual([
      {
        id: "a",
        count: 12,
        modifier: 5,
        tiebreak: [],
        breakdown: [
          { label: "d20", value: 7, rule: "dnd35.initiative" },
          { label: "Dex 13", value: 1, rule: "dnd35.initiative" },
          { label: "Improved Initiative", value: 4, rule: "dnd35.feat.improvedInitiative" },
        ],
      },
      {
        id: "g",
        count: 11,
        modifier: 1,
        tiebreak: [],
        breakdown: [
          { label: "d20", value: 10, rule: "dnd35.initiative" },
          { label: "Dex 13", value: 1, rule: "dnd35.initiative" },
        ],
      },
    ]);
    expect(r.facts("TurnStarted")[0]!.actor).toBe("a");
  });

  it("a tied count goes to the higher initiative modifier, with no re-roll (dnd35 先攻INITIATIVE)", () => {
    // g (first in the roster): 14 + 1 = 15; a: 10 + 5 = 15 → a (+5) before g (+1).
    const g = given(
      header([goblin("g", "m", 5, 5, morningstar), fighter("a", "p", 0, 0, longsword)], "ini-2"),
      [14, 10],
      false,
    );
    const r = g.gm({ kind: "BeginCombat", reason: "test" });
    expect(r.facts("DiceRolled")).toHaveLength(2);
    const [rolled] = r.facts("InitiativeRolled");
    expect(rolled!.entries.map((e) => [e.id, e.count, e.modifier, e.tiebreak])).toEqual([
      ["g", 15, 1, []],
      ["a", 15, 5, []],
    ]);
    expect(rolled!.order).toEqual(["a", "g"]);
  });

  it("combatants still tied re-roll, recorded as dice #2, #3… until the tie breaks (dnd35 先攻INITIATIVE)", () => {
    // Two goblins (+1 each): 9 + 1 = 10 both; re-roll #2: 4 and 4, still tied; re-roll #3:
    // 2 and 11 → y before x.
    const g = given(
      header([goblin("x", "m", 0, 0, morningstar), goblin("y", "n", 5, 5, morningstar)], "ini-3"),
      [9, 9, 4, 4, 2, 11],
      false,
    );
    const r = g.gm({ kind: "BeginCombat", reason: "test" });
    const dice = r.facts("DiceRolled");
    expect(dice.map((d) => [d.key, d.total, d.origin])).toEqual([
      ["x/initiative/r0/#1", 9, "forced"],
      ["y/initiative/r0/#1", 9, "forced"],
      ["x/initiative/r0/#2", 4, "forced"],
      ["y/initiative/r0/#2", 4, "forced"],
      ["x/initiative/r0/#3", 2, "forced"],
      ["y/initiative/r0/#3", 11, "forced"],
    ]);
    const [rolled] = r.facts("InitiativeRolled");
    expect(rolled!.entries.map((e) => [e.id, e.count, e.tiebreak])).toEqual([
      ["x", 10, [4, 2]],
      ["y", 10, [4, 11]],
    ]);
    expect(rolled!.order).toEqual(["y", "x"]);
    // The re-rolls break the tie only; the count stays d20 + modifier.
    expect(r.state.order.map((e) => e.count)).toEqual([10, 10]);
    expect(r.facts("TurnStarted")[0]!.actor).toBe("y");
  });

  it("only the tied combatants re-roll (dnd35 先攻INITIATIVE)", () => {
    // x 9 + 1 = 10, y 9 + 1 = 10, z (fighter) 5 + 5 = 10 with the higher modifier: z first
    // without a re-roll; x and y re-roll 17 and 3.
    const g = given(
      header(
        [
          goblin("x", "m", 0, 0, morningstar),
          goblin("y", "m", 1, 0, morningstar),
          fighter("z", "p", 5, 5, longsword),
        ],
        "ini-4",
      ),
      [9, 9, 5, 17, 3],
      false,
    );
    const r = g.gm({ kind: "BeginCombat", reason: "test" });
    const keys = r.facts("DiceRolled").map((d) => d.key);
    expect(keys).toEqual([
      "x/initiative/r0/#1",
      "y/initiative/r0/#1",
      "z/initiative/r0/#1",
      "x/initiative/r0/#2",
      "y/initiative/r0/#2",
    ]);
    expect(r.facts("InitiativeRolled")[0]!.order).toEqual(["z", "x", "y"]);
  });

  it("every round follows the same initiative order (dnd35 先攻INITIATIVE)", () => {
    // a 2 + 5 = 7, b 16 + 1 = 17, c 11 + 5 = 16 → b, c, a in rounds 1, 2 and 3.
    const g = given(
      header(
        [
          fighter("a", "p", 0, 0, longsword),
          goblin("b", "m", 9, 9, morningstar),
          fighter("c", "p", 0, 2, longsword),
        ],
        "ini-5",
      ),
      [2, 16, 11],
    );
    const seen: string[] = [g.state.turn!.actor];
    for (let i = 0; i < 8; i++) {
      for (const t of g.when({ kind: "EndTurn" }).facts("TurnStarted")) seen.push(t.actor);
    }
    expect(seen).toEqual(["b", "c", "a", "b", "c", "a", "b", "c", "a"]);
    expect(g.state.round).toBe(3);
  });

  it("the initiative order is a permutation of the combatants, sorted by count, modifier, re-rolls (dnd35 先攻INITIATIVE)", () => {
    const roster: CombatantSpec[] = [
      fighter("f1", "p", 0, 0, longsword),
      fighter("f2", "p", 0, 1, longsword),
      goblin("g1", "m", 9, 9, morningstar),
      goblin("g2", "m", 9, 10, morningstar),
      {
        ...goblin("g3", "m", 9, 11, morningstar),
        abilities: { ...goblin("g3", "m", 0, 0, morningstar).abilities, dex: 9 },
      },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 5, maxLength: 5 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (faces, seed) => {
          const g = given(header(roster, `perm-${seed}`), faces);
          const order = g.state.order;
          expect(order.map((e) => e.id).sort()).toEqual(roster.map((c) => c.id).sort());
          for (let i = 1; i < order.length; i++) {
            const [hi, lo] = [order[i - 1]!, order[i]!];
            expect(hi.count).toBeGreaterThanOrEqual(lo.count);
            if (hi.count !== lo.count) continue;
            expect(hi.modifier).toBeGreaterThanOrEqual(lo.modifier);
            if (hi.modifier !== lo.modifier) continue;
            // Still tied: the re-rolls decide, and they do decide.
            expect(hi.tiebreak).not.toEqual(lo.tiebreak);
            const at = hi.tiebreak.findIndex((t, k) => t !== lo.tiebreak[k]);
            expect(hi.tiebreak[at]!).toBeGreaterThan(lo.tiebreak[at] ?? 0);
          }
          for (const e of order) {
            const d20 = e.breakdown[0]!.value;
            expect(e.count).toBe(d20 + e.modifier);
          }
          expect(g.state.turn!.actor).toBe(order[0]!.id);
        },
      ),
      { numRuns: 150 },
    );
  });
});
