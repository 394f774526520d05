import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (base +1, Str 16: +3, Medium: grapple +4) at (0,0); goblin "b" (base +1, Str 11:
// +0, Small: grapple −3, Dex 13: Escape Artist +1) at (1,0); goblin "c" far off; fighter "e"
// (grapple +4) at (1,1). Initiative: a 20, e 15, b 10, c 1.

function fight(extra: CombatantSpec[] = []) {
  return header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
      ...extra,
    ],
    "grapple",
  );
}
const GRAPPLE = { kind: "SpecialAttack", attack: "Grapple", target: "b" } as const;

/** The goblin held by the fighter (a touch 15, a hold 10 + 4 against 5 − 3, 1d3 2 + 3 damage). */
function held(extra: CombatantSpec[] = [], order = [20, 10, 1]) {
  const g = given(fight(extra), order);
  g.forceNext(15, 10, 5, 2);
  g.when(GRAPPLE);
  return g;
}

/** The goblin held by the fighter and by fighter e, who joined (10 + 4 against 5 − 3). */
function heldByTwo() {
  const g = held([fighter("e", "party", 1, 1, weapon("longsword"))], [20, 10, 1, 15]);
  g.act({ kind: "EndTurn" }).until("e");
  g.forceNext(10, 5);
  g.when(GRAPPLE);
  g.act({ kind: "EndTurn" }).until("b");
  return g;
}

const dice = (r: { events: readonly { type: string; data: unknown }[] }) =>
  r.events.filter((e) => e.type === "DiceRolled").map((e) => (e.data as { key: string }).key);

describe("dnd35 grapple options (seed 000 当你处于擒抱状态时, 多人擒抱)", () => {
  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it escapes with one d20 of 20 (20 − 3 = 17) against a's 10 + 4 = 14 and e's 12 + 4 = 16, then one die of its own, one per grappler, its 17 in both facts, and it is free", () => {
    const g = heldByTwo();
    g.forceNext(20, 10, 12);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "escape", rolls: [{ naturals: [20, 10], totals: [17, 14] }], winner: "b" },
      { purpose: "escape", rolls: [{ naturals: [20, 12], totals: [17, 16] }], winner: "b" },
    ]);
    expect(dice(r)).toEqual([
      "b/escape-grapple/r1/#1",
      "a/escape-grapple/r1/#1",
      "e/escape-grapple/r1/#1",
    ]);
    expect(r.facts("GrappleChanged")).toMatchObject([{ change: "escape", a: "b" }]);
    expect(r.state.combatants.b!.grappling).toEqual([]);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when its one check of 20 − 3 = 17 beats a's 1 + 4 = 5 but not e's 19 + 4 = 23, then it stays held", () => {
    const g = heldByTwo();
    g.forceNext(20, 1, 19);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled").map((o) => [o.rolls[0]!.totals, o.winner])).toEqual([
      [[17, 5], "b"],
      [[17, 23], "e"],
    ]);
    expect(r.facts("GrappleChanged")).toEqual([]);
    expect(r.state.combatants.b!.grappling.sort()).toEqual(["a", "e"]);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it ties a at 17 − 3 = 14 against 10 + 4 = 14, then the higher modifier (a's +4) wins and no second grappler is checked", () => {
    const g = heldByTwo();
    g.forceNext(17, 10);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escape" });
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [14, 14] }], winner: "a" },
    ]);
    expect(dice(r)).toHaveLength(2);
  });

  it("seed 000 多人擒抱 脱离擒抱: given the goblin held by a and e, when it slips free with Escape Artist 19 + 1 = 20 against a's 10 + 4 = 14 and e's 15 + 4 = 19, then one Escape Artist die, a standard action, and it is free", () => {
    const g = heldByTwo();
    g.forceNext(19, 10, 15);
    const r = g.when({ kind: "SpecialAttack", attack: "Grapple", option: "escapeArtist" });
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "b", slot: "standard" }]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "escapeArtist", rolls: [{ naturals: [19, 10], totals: [20, 14] }], winner: "b" },
      { purpose: "escapeArtist", rolls: [{ naturals: [19, 15], totals: [20, 19] }], winner: "b" },
    ]);
    expect(dice(r).filter((k) => k.startsWith("b/"))).toEqual([
      "b/escapeArtist-escape-artist/r1/#1",
    ]);
    expect(r.state.combatants.b!.grappling).toEqual([]);
  });
});
