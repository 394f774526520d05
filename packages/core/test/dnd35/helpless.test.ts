import { describe, expect, it } from "vitest";
import type { Term } from "../../src/model/breakdown.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fighterAndGoblins } from "./fighterAndGoblins.ts";

const sum = (terms: readonly Term[]) => terms.reduce((s, t) => s + t.value, 0);

// Fighter "a" (+4 to hit with a longsword, +1 with a thrown javelin) acts first against goblin
// "b" (5 hp; AC 15: leather 2, light shield 1, Dex 13 +1, Small +1), adjacent to the east.
const fight = () => fighterAndGoblins("helpless");
const fighterFirst = [20, 1, 5]; // counts: a 25, b 2, c 6

const HELPLESS_AC: Term[] = [
  { label: "base", value: 10, rule: "dnd35.armorClass" },
  { label: "armor (leather armor)", value: 2, rule: "dnd35.armorClass" },
  { label: "shield (light wooden shield)", value: 1, rule: "dnd35.armorClass" },
  { label: "Dex treated as 0 (helpless)", value: -5, rule: "dnd35.helpless" },
  { label: "size (small)", value: 1, rule: "dnd35.sizeModifier" },
];

describe("dnd35 无助的防御者HELPLESS DEFENDERS", () => {
  it("a dying goblin's Dex counts as 0 (−5) and it takes −4 AC against melee: AC 15 becomes 10 + 2 + 1 − 5 + 1 − 4 = 5 (dnd35 无助的防御者)", () => {
    const g = given(fight(), [...fighterFirst, 2]);
    g.gm({ kind: "ApplyDamage", target: "b", amount: 6, reason: "a falling beam" });
    expect(g.state.combatants.b?.vitals.state).toBe("dying");
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toEqual([
      ...HELPLESS_AC,
      { label: "helpless vs melee", value: -4, rule: "dnd35.helpless" },
    ]);
    // A natural 2 + 4 = 6 hits AC 5.
    expect(hit).toMatchObject({ natural: 2, total: 6, acTotal: 5, hit: true });
    expect(sum(hit!.ac)).toBe(5);
  });

  it("against a ranged attack a helpless defender only loses its Dex (0, −5), not the −4: the thrown javelin faces AC 9 (dnd35 无助的防御者)", () => {
    const thrower = holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" });
    const g = given(fighterAndGoblins("helpless", thrower), [...fighterFirst, 7]);
    g.gm({ kind: "ApplyDamage", target: "b", amount: 6, reason: "a falling beam" });
    const [hit] = g
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved");
    expect(hit?.ac).toEqual(HELPLESS_AC);
    // 7 + 1 (BAB) + 1 (Dex) = 9 hits AC 9.
    expect(hit).toMatchObject({ natural: 7, total: 9, acTotal: 9, hit: true });
  });

  it('a paralyzed goblin (the GM\'s condition "helpless") is helpless while conscious, and no longer once it is removed: AC 5, then 15 once it has acted (dnd35 无助的防御者)', () => {
    const g = given(fight(), [...fighterFirst, 1, 1]);
    g.gm({ kind: "AddCondition", target: "b", condition: "helpless", reason: "hold person" });
    const [held] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(held?.acTotal).toBe(5);
    expect(held?.ac).toContainEqual({
      label: "helpless vs melee",
      value: -4,
      rule: "dnd35.helpless",
    });
    g.gm({ kind: "RemoveCondition", target: "b", condition: "helpless", reason: "save made" });
    g.act({ kind: "EndTurn" });
    g.until("a");
    const [free] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    // The goblin has acted since, so it keeps its Dex +1: AC 15.
    expect(free?.acTotal).toBe(15);
    expect(free?.ac.map((t) => t.rule)).not.toContain("dnd35.helpless");
  });

  it("a helpless defender with a Dex penalty still counts Dex as 0 (−5), not its own modifier (dnd35 无助的防御者)", () => {
    const clumsy = { ...goblin("b", "goblins", 1, 0, weapon("morningstar")) };
    const h = header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        { ...clumsy, abilities: { ...clumsy.abilities, dex: 6 } },
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ],
      "helpless-clumsy",
    );
    const g = given(h, [...fighterFirst, 10]);
    g.gm({ kind: "AddCondition", target: "b", condition: "helpless", reason: "asleep" });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toContainEqual({
      label: "Dex treated as 0 (helpless)",
      value: -5,
      rule: "dnd35.helpless",
    });
    expect(hit?.acTotal).toBe(5);
  });
});
