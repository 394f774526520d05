import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5, longsword +4 (1d8+3); goblin: initiative +1, AC 15, flat-footed AC 14.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/**
 * `a`: an aware fighter; `u`: an unaware goblin next to it (20 hp so that it lasts); `k`: an
 * aware goblin across the room. Roster order a, u, k.
 */
function ambush(
  options: Record<string, unknown> = {},
  seed = "surprise",
): ReturnType<typeof header> {
  const roster: CombatantSpec[] = [
    fighter("a", "p", 0, 0, longsword),
    { ...goblin("u", "m", 1, 0, morningstar, false), maxHp: 20 },
    goblin("k", "m", 8, 8, morningstar),
  ];
  return header(roster, seed, options);
}

describe("突袭SURPRISE (dnd35.surprise)", () => {
  it("only the aware roll initiative and act in the surprise round, in initiative order; the rest roll before round 1 (dnd35 突袭SURPRISE)", () => {
    // Aware, in roster order: a 6 + 5 = 11, k 12 + 1 = 13 → k, a. After the surprise round
    // u rolls 15 + 1 = 16 and goes first in round 1.
    const g = given(ambush(), [6, 12, 15], false);
    const begin = g.gm({ kind: "BeginCombat", reason: "an ambush" });
    expect(begin.facts("CombatBegan")).toEqual([{ surprise: true, rule: "dnd35.surprise" }]);
    expect(begin.facts("DiceRolled").map((d) => d.key)).toEqual([
      "a/initiative/r0/#1",
      "k/initiative/r0/#1",
    ]);
    expect(begin.facts("InitiativeRolled")[0]!.order).toEqual(["k", "a"]);
    expect(begin.facts("RoundStarted")).toEqual([
      { round: 0, surprise: true, rule: "dnd35.surprise" },
    ]);
    expect(begin.facts("TurnStarted")).toEqual([
      { actor: "k", round: 0, restriction: "surprise", rule: "dnd35.surprise" },
    ]);

    const second = g.when({ kind: "EndTurn" });
    expect(second.facts("TurnStarted")).toEqual([
      { actor: "a", round: 0, restriction: "surprise", rule: "dnd35.surprise" },
    ]);

    const round1 = g.when({ kind: "EndTurn" });
    expect(round1.events.map((e) => e.type)).toEqual([
      "Declared",
      "TurnEnded",
      "DiceRolled",
      "InitiativeRolled",
      "RoundStarted",
      "TurnStarted",
    ]);
    expect(round1.facts("DiceRolled").map((d) => [d.key, d.total])).toEqual([
      ["u/initiative/r0/#1", 15],
    ]);
    const [late] = round1.facts("InitiativeRolled");
    expect(late!.entries.map((e) => [e.id, e.count])).toEqual([["u", 16]]);
    expect(late!.order).toEqual(["u", "k", "a"]);
    expect(round1.facts("RoundStarted")).toEqual([
      { round: 1, surprise: false, rule: "dnd35.combatRound" },
    ]);
    expect(round1.facts("TurnStarted")).toEqual([{ actor: "u", round: 1, rule: "dnd35.sequence" }]);
  });

  it("an unaware creature cannot act in the surprise round: its input is notAwaited (dnd35 突袭SURPRISE 未觉察到对手的作战者)", () => {
    const g = given(ambush(), [6, 12]);
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "k" });
    g.when({ by: "u", decl: { kind: "Attack", target: "a" } }).rejects("notAwaited");
  });

  it("a surprise-round turn allows one standard action: attack, then no move (dnd35 突袭SURPRISE)", () => {
    // a 11, k 13. a rolls 10 → 14 against u's flat-footed AC 14: hit for 1 + 3 = 4.
    const g = given(ambush(), [6, 12, 10, 1]).until("a");
    const r = g.when({ kind: "Attack", target: "u" });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "standard", action: "Attack", rule: "dnd35.attackAction" },
    ]);
    expect(r.facts("AttackResolved")[0]).toMatchObject({ total: 14, acTotal: 14, hit: true });
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
    const v = g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).rejects("restrictedTurn");
    expect(v.rule).toBe("dnd35.surprise");
    g.when({ kind: "TotalDefense" }).rejects("restrictedTurn");
    g.when({ kind: "EndTurn" });
  });

  it("a surprise-round turn allows one move action: move, then no attack (dnd35 突袭SURPRISE)", () => {
    const g = given(ambush(), [6, 12]).until("a");
    const r = g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    expect(r.facts("ActionTaken")[0]!.slot).toBe("move");
    expect(r.facts("Moved")[0]).toMatchObject({ mode: "walk", feet: 5 });
    g.when({ kind: "Attack", target: "u" }).rejects("restrictedTurn");
    g.when({ kind: "Move", path: [{ x: 0, y: 2 }] }).rejects("restrictedTurn");
  });

  it("no full attack in the surprise round (dnd35 突袭SURPRISE)", () => {
    const g = given(ambush(), [6, 12]).until("a");
    expect(g.when({ kind: "FullAttack", target: "u" }).rejects("restrictedTurn").rule).toBe(
      "dnd35.surprise",
    );
  });

  it("no 5-foot step in the surprise round while the house option surpriseFiveFootStep is off (dnd35 突袭SURPRISE)", () => {
    const g = given(ambush(), [6, 12]).until("a");
    const v = g
      .when({ kind: "FiveFootStep", to: { x: 0, y: 1 } })
      .rejects("fiveFootStepInSurprise");
    expect(v.rule).toBe("dnd35.surprise");
    // The standard action is still there.
    g.when({ kind: "Attack", target: "u" });
  });

  it("with surpriseFiveFootStep on, a 5-foot step plus the one standard action (dnd35 突袭SURPRISE)", () => {
    // a steps to (1,1), still next to u, then attacks: 10 + 4 = 14 against flat-footed AC 14.
    const g = given(ambush({ surpriseFiveFootStep: true }), [6, 12, 10, 1]).until("a");
    const step = g.when({ kind: "FiveFootStep", to: { x: 1, y: 1 } });
    expect(step.facts("ActionTaken")[0]!.slot).toBe("fiveFootStep");
    expect(step.facts("Moved")[0]).toMatchObject({ mode: "fiveFootStep", feet: 5 });
    const hit = g.when({ kind: "Attack", target: "u" });
    expect(hit.facts("AttackResolved")[0]).toMatchObject({ total: 14, hit: true });
    g.when({ kind: "Move", path: [{ x: 1, y: 2 }] }).rejects("moveAfterFiveFootStep");
    g.when({ kind: "Attack", target: "u" }).rejects("restrictedTurn");
  });

  it("an unaware creature is still flat-footed in round 1 until its own turn (dnd35 突袭SURPRISE 未觉察到对手的作战者)", () => {
    // Surprise: a 15 + 5 = 20, k 2 + 1 = 3. a hits u (10 + 4 = 14 vs flat-footed 14) for 4.
    // u rolls 1 + 1 = 2: round 1 goes a, k, u. a's 10 + 4 = 14 still hits AC 14.
    const g = given(ambush(), [15, 2, 10, 1, 1, 10, 1]);
    g.act({ kind: "Attack", target: "u" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(g.state).toMatchObject({ round: 1, surprise: false });
    expect(g.state.order.map((e) => e.id)).toEqual(["a", "k", "u"]);
    expect(g.state.combatants.a!.flatFooted).toBe(false);
    expect(g.state.combatants.k!.flatFooted).toBe(false);
    expect(g.state.combatants.u!.flatFooted).toBe(true);

    const attack = g.when({ kind: "Attack", target: "u" }).facts("AttackResolved")[0]!;
    expect(attack).toMatchObject({ total: 14, acTotal: 14, hit: true });
    expect(attack.ac).toContainEqual({
      label: "Dex 13 bonus lost (flat-footed)",
      value: 0,
      rule: "dnd35.flatFooted",
    });
    expect(g.state.combatants.u!.vitals.hp).toBe(12);
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "u" });
    expect(g.state.combatants.u!.flatFooted).toBe(false);
  });

  it("nobody aware: no surprise round, everyone rolls and round 1 starts (dnd35 决定觉察情况)", () => {
    const roster = [
      fighter("a", "p", 0, 0, longsword, false),
      goblin("u", "m", 1, 0, morningstar, false),
      goblin("k", "m", 8, 8, morningstar, false),
    ];
    const r = given(header(roster, "nobody"), [6, 12, 15], false).gm({
      kind: "BeginCombat",
      reason: "a chance meeting",
    });
    expect(r.facts("CombatBegan")).toEqual([{ surprise: false, rule: "dnd35.sequence" }]);
    expect(r.facts("DiceRolled")).toHaveLength(3);
    // Roster order a, u, k: a 6 + 5 = 11, u 12 + 1 = 13, k 15 + 1 = 16.
    expect(r.facts("InitiativeRolled")[0]!.order).toEqual(["k", "u", "a"]);
    expect(r.facts("RoundStarted")).toEqual([
      { round: 1, surprise: false, rule: "dnd35.combatRound" },
    ]);
    expect(r.facts("TurnStarted")).toEqual([{ actor: "k", round: 1, rule: "dnd35.sequence" }]);
  });

  it("everybody aware: no surprise round (dnd35 决定觉察情况)", () => {
    const roster = [
      fighter("a", "p", 0, 0, longsword),
      goblin("u", "m", 1, 0, morningstar),
      goblin("k", "m", 8, 8, morningstar),
    ];
    const r = given(header(roster, "everybody"), [6, 12, 15], false).gm({
      kind: "BeginCombat",
      reason: "a standoff",
    });
    expect(r.facts("CombatBegan")[0]!.surprise).toBe(false);
    expect(r.facts("RoundStarted")[0]).toMatchObject({ round: 1, surprise: false });
    expect(r.state.order.map((e) => e.id)).toEqual(["k", "u", "a"]);
    expect(r.facts("TurnStarted")[0]!.restriction).toBeUndefined();
  });

  it("a latecomer tied with an aware combatant goes after it, even if latecomers re-rolled among themselves (dnd35 先攻INITIATIVE)", () => {
    // Surprise: a (aware) 6 + 5 = 11. After it, b and c (unaware, +5) roll 6 and 6 → 11 too,
    // tied with each other: re-rolls 3 and 7 put c before b; both stay behind a.
    const roster = [
      fighter("a", "p", 0, 0, longsword),
      fighter("b", "m", 5, 5, longsword, false),
      fighter("c", "m", 6, 6, longsword, false),
    ];
    const g = given(header(roster, "latecomers"), [6, 6, 6, 3, 7]);
    const r = g.when({ kind: "EndTurn" });
    expect(r.facts("DiceRolled").map((d) => [d.key, d.total])).toEqual([
      ["b/initiative/r0/#1", 6],
      ["c/initiative/r0/#1", 6],
      ["b/initiative/r0/#2", 3],
      ["c/initiative/r0/#2", 7],
    ]);
    expect(r.facts("InitiativeRolled")[0]!.order).toEqual(["a", "c", "b"]);
    expect(r.facts("TurnStarted")[0]!.actor).toBe("a");
  });
});
