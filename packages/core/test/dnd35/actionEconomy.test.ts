import { describe, expect, it } from "vitest";
import type { CombatantDeclaration } from "../../src/rulesets/3x/log/declarations.ts";
import type { ActionSlot } from "../../src/rulesets/3x/log/facts.ts";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5, longsword +4, speed 30 → 20 ft in scale mail (seed 000 速度SPEED),
// 12 hp. goblin: initiative +1, AC 15 (flat-footed 14).
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/** Fighter `a` at (0,0) next to a 30-hp goblin `g` at (1,0); a d20 of 15 vs 3 puts a first. */
function duel(a: Partial<CombatantSpec> = {}, seed = "economy") {
  return header(
    [
      { ...fighter("a", "p", 0, 0, longsword), ...a },
      { ...goblin("g", "m", 1, 0, morningstar), maxHp: 30 },
    ],
    seed,
  );
}

describe("动作类型 (dnd35.actionTypes)", () => {
  it("a standard action and then a move action in one turn (dnd35 动作类型)", () => {
    // a rolls 2: 2 + 4 = 6 misses; then moves 10 ft.
    const g = given(duel(), [15, 3, 2]);
    const attack = g.when({ kind: "Attack", target: "g" });
    expect(attack.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "standard", action: "Attack", rule: "dnd35.attackAction" },
    ]);
    const move = g.when({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
    });
    expect(move.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "move", action: "Move", rule: "dnd35.move" },
    ]);
    expect(move.facts("Moved")).toEqual([
      {
        actor: "a",
        mode: "walk",
        path: [
          { x: 0, y: 1 },
          { x: 0, y: 2 },
        ],
        feet: 10,
        rule: "dnd35.move",
      },
    ]);
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
    const noStandard = g.when({ kind: "TotalDefense" }).rejects("noStandardAction");
    expect(noStandard.rule).toBe("dnd35.actionTypes");
    expect(g.when({ kind: "Move", path: [{ x: 0, y: 3 }] }).rejects("noMoveAction").rule).toBe(
      "dnd35.actionTypes",
    );
  });

  it("a move action and then a standard action in one turn (dnd35 动作类型)", () => {
    const g = given(duel(), [15, 3, 2]);
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    const attack = g.when({ kind: "Attack", target: "g" });
    expect(attack.facts("ActionTaken")[0]!.slot).toBe("standard");
    expect(attack.facts("AttackResolved")).toHaveLength(1);
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("a second move action takes the place of the standard action (dnd35 动作类型)", () => {
    // Two moves of 20 ft each (speed 20 in scale mail): 40 ft down the column.
    const g = given(duel(), [15, 3]);
    const down = (from: number) => [1, 2, 3, 4].map((i) => ({ x: 0, y: from + i }));
    g.when({ kind: "Move", path: down(0) });
    const second = g.when({ kind: "Move", path: down(4) });
    expect(second.facts("ActionTaken")[0]!.slot).toBe("move");
    expect(g.state.combatants.a!.position).toEqual({ x: 0, y: 8 });
    expect(g.state.turn).toMatchObject({ standardUsed: true, moveUsed: true, actionsTaken: 2 });
    g.when({ kind: "TotalDefense" }).rejects("noStandardAction");
    g.when({ kind: "Move", path: [{ x: 0, y: 9 }] }).rejects("noMoveAction");
  });

  it("a move action covers at most the creature's speed: 20 ft in scale mail (dnd35 移动Move)", () => {
    const g = given(duel(), [15, 3]);
    const v = g
      .when({ kind: "Move", path: [1, 2, 3, 4, 5].map((y) => ({ x: 0, y })) })
      .rejects("tooFar");
    expect(v).toMatchObject({ rule: "dnd35.move", message: "the path costs 25 ft; 20 ft allowed" });
    // Diagonals cost 5, 10, 5: three of them are 20 ft.
    g.when({ kind: "Move", path: [1, 2, 3].map((i) => ({ x: i - 1, y: i })) });
    expect(g.state.combatants.a!.position).toEqual({ x: 2, y: 3 });
  });

  it("a full-round action takes the whole turn: nothing but a 5-foot step besides (dnd35 整轮动作FULL-ROUND ACTIONS)", () => {
    const g = given(duel(), [15, 3, 2]);
    const full = g.when({ kind: "FullAttack", target: "g" });
    expect(full.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "FullAttack", rule: "dnd35.fullAttack" },
    ]);
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).rejects("noMoveAction");
    g.when({ kind: "TotalDefense" }).rejects("noStandardAction");
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    const step = g.when({ kind: "FiveFootStep", to: { x: 0, y: 1 } });
    expect(step.facts("Moved")[0]).toMatchObject({ mode: "fiveFootStep", feet: 5 });
  });

  it("no full-round action after a standard or a move action (dnd35 整轮动作FULL-ROUND ACTIONS)", () => {
    const afterAttack = given(duel(), [15, 3, 2]);
    afterAttack.when({ kind: "Attack", target: "g" });
    const v = afterAttack.when({ kind: "FullAttack", target: "g" }).rejects("noFullRoundAction");
    expect(v.rule).toBe("dnd35.fullRoundAction");

    const afterMove = given(duel(), [15, 3]);
    afterMove.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    afterMove.when({ kind: "FullAttack", target: "g" }).rejects("noFullRoundAction");
  });

  it("each declaration spends the action the Actions in Combat table gives it (dnd35 战斗中的动作)", () => {
    // Standard: attack, total defense. Move: move. Full-round: full attack, charge. A 5-foot
    // step is not an action (并非单独动作) and has its own slot.
    const cases: [CombatantDeclaration, Partial<CombatantSpec>, ActionSlot][] = [
      [{ kind: "Attack", target: "g" }, {}, "standard"],
      [{ kind: "TotalDefense" }, {}, "standard"],
      [{ kind: "Move", path: [{ x: 0, y: 1 }] }, {}, "move"],
      [{ kind: "FullAttack", target: "g" }, {}, "fullRound"],
      [
        { kind: "Charge", target: "g", path: [4, 3, 2, 1].map((y) => ({ x: 1, y })) },
        { position: { x: 1, y: 5 } },
        "fullRound",
      ],
      [{ kind: "FiveFootStep", to: { x: 0, y: 1 } }, {}, "fiveFootStep"],
    ];
    for (const [decl, a, slot] of cases) {
      const r = given(duel(a), [15, 3]).when(decl);
      expect(r.facts("ActionTaken").map((t) => [t.action, t.slot])).toEqual([[decl.kind, slot]]);
    }
  });

  it("ending the turn is not an action: it spends nothing and the next count comes up (dnd35 动作类型)", () => {
    const g = given(duel(), [15, 3]);
    const r = g.when({ kind: "EndTurn" });
    expect(r.events.map((e) => e.type)).toEqual(["Declared", "TurnEnded", "TurnStarted"]);
    expect(r.facts("TurnStarted")[0]!.actor).toBe("g");
  });
});

describe("受限行动 Restricted Activity (dnd35.actionTypes)", () => {
  /** A disabled fighter `a` (0 hp), a fighter ally `b` far off, and the goblin `g`. */
  function disabled() {
    // a 15 + 5 = 20, b 2 + 5 = 7, g 3 + 1 = 4.
    return header(
      [
        { ...fighter("a", "p", 0, 0, longsword), hp: 0 },
        fighter("b", "p", 9, 9, longsword),
        { ...goblin("g", "m", 1, 0, morningstar), maxHp: 30 },
      ],
      "disabled",
    );
  }

  it("a disabled creature (0 hp) gets one move action, then nothing (dnd35 瘫痪DISABLED（0HP）)", () => {
    const g = given(disabled(), [15, 2, 3]);
    expect(g.state.turn).toMatchObject({ actor: "a", restriction: "disabled" });
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    const v = g.when({ kind: "Attack", target: "g" }).rejects("restrictedTurn");
    expect(v.rule).toBe("dnd35.disabled");
    g.when({ kind: "Move", path: [{ x: 0, y: 2 }] }).rejects("restrictedTurn");
    g.when({ kind: "FullAttack", target: "g" }).rejects("restrictedTurn");
  });

  it("a disabled creature's standard action drops it to −1 and dying, ending its turn (dnd35 瘫痪DISABLED（0HP）)", () => {
    // a rolls 2: 2 + 4 = 6 misses; then 1 damage for the strenuous action.
    const g = given(disabled(), [15, 2, 3, 2]);
    const r = g.when({ kind: "Attack", target: "g" });
    expect(r.events.map((e) => e.type)).toEqual([
      "Declared",
      "ActionTaken",
      "DiceRolled",
      "AttackResolved",
      "VitalsChanged",
      "TurnEnded",
      "TurnStarted",
    ]);
    expect(r.facts("VitalsChanged")[0]).toMatchObject({
      target: "a",
      vitals: { hp: -1, state: "dying" },
      rule: "dnd35.disabled",
    });
    expect(r.facts("TurnStarted")[0]!.actor).toBe("b");
  });

  it("no full-round action on a disabled turn (dnd35 受限行动)", () => {
    const g = given(disabled(), [15, 2, 3]);
    g.when({ kind: "FullAttack", target: "g" }).rejects("restrictedTurn");
  });

  it("a creature dropped to 0 hp during its own turn has no action left after the one it took (dnd35 瘫痪DISABLED（0HP）)", () => {
    // a (12 hp) moves, then a trap deals it 12: disabled, its move was its one action.
    const g = given(duel({}, "disabled-mid-turn"), [15, 3]);
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    g.play({ by: "gm", decl: { kind: "ApplyDamage", target: "a", amount: 12, reason: "a trap" } });
    expect(g.state.combatants.a!.vitals).toMatchObject({ hp: 0, state: "disabled" });
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
    const v = g.when({ kind: "Attack", target: "g" }).rejects("restrictedTurn");
    expect(v).toMatchObject({
      rule: "dnd35.disabled",
      message: "a restricted turn (disabled) allows a single standard or move action",
    });
    g.when({ kind: "EndTurn" });
  });

  it("a creature dropped to 0 hp before acting takes a single action, no full-round one (dnd35 瘫痪DISABLED（0HP）)", () => {
    const g = given(duel({}, "disabled-at-start"), [15, 3]);
    g.play({ by: "gm", decl: { kind: "ApplyDamage", target: "a", amount: 12, reason: "a trap" } });
    g.when({ kind: "FullAttack", target: "g" }).rejects("restrictedTurn");
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
    g.when({ kind: "Move", path: [{ x: 0, y: 2 }] }).rejects("restrictedTurn");
  });

  /** `a` (12 hp) is staggered by 12 nonlethal damage during the goblin's turn (g 16, a 8). */
  function staggered() {
    return given(duel({}, "staggered"), [3, 15]).play({
      by: "gm",
      decl: { kind: "ApplyDamage", target: "a", amount: 12, nonlethal: true, reason: "a sap" },
    });
  }

  it("a staggered creature (nonlethal = hp) gets one standard action, then nothing (dnd35 非致命伤NONLETHAL DAMAGE)", () => {
    const g = staggered();
    expect(g.state.combatants.a!.vitals).toMatchObject({ hp: 12, nonlethal: 12 });
    const turn = g.when({ kind: "EndTurn" }).facts("TurnStarted")[0]!;
    expect(turn).toEqual({
      actor: "a",
      round: 1,
      restriction: "staggered",
      rule: "dnd35.sequence",
    });
    g.when({ kind: "Attack", target: "g" });
    const v = g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).rejects("restrictedTurn");
    expect(v.rule).toBe("dnd35.staggered");
  });
});

describe("开始/完成整轮动作Start/Complete Full-Round Action (dnd35.startCompleteFullRound)", () => {
  /** The staggered fighter `a` on its turn in round 1 (initiative count 8). */
  function staggeredTurn() {
    return given(duel({}, "start-complete"), [3, 15])
      .play({
        by: "gm",
        decl: { kind: "ApplyDamage", target: "a", amount: 12, nonlethal: true, reason: "a sap" },
      })
      .until("a");
  }

  it("a restricted turn starts a full-round action as its standard action and completes it next round (dnd35 开始/完成整轮动作)", () => {
    const g = staggeredTurn();
    const start = g.when({ kind: "StartFullRound", action: "light a torch" });
    expect(start.facts("ActionTaken")).toEqual([
      {
        actor: "a",
        slot: "standard",
        action: "StartFullRound",
        rule: "dnd35.startCompleteFullRound",
      },
    ]);
    expect(start.facts("ConditionAdded")).toEqual([
      {
        target: "a",
        condition: "fullRoundStarted:light a torch",
        until: { round: 3, count: 8, before: "a" },
        rule: "dnd35.startCompleteFullRound",
      },
    ]);
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).rejects("restrictedTurn");
    g.when({ kind: "CompleteFullRound", action: "light a torch" }).rejects("restrictedTurn");

    g.act({ kind: "EndTurn" }).until("a");
    expect(g.state.turn).toMatchObject({ round: 2, restriction: "staggered" });
    const done = g.when({ kind: "CompleteFullRound", action: "light a torch" });
    expect(done.facts("ActionTaken")[0]!.slot).toBe("standard");
    expect(done.facts("ConditionRemoved")).toEqual([
      {
        target: "a",
        condition: "fullRoundStarted:light a torch",
        rule: "dnd35.startCompleteFullRound",
      },
    ]);
    expect(g.state.combatants.a!.conditions).toEqual([]);
  });

  it("starting a full-round action needs a restricted turn (dnd35 开始/完成整轮动作)", () => {
    const g = given(duel(), [15, 3]);
    const v = g.when({ kind: "StartFullRound", action: "light a torch" }).rejects("notRestricted");
    expect(v.rule).toBe("dnd35.startCompleteFullRound");
  });

  it.each(["FullAttack", "Charge", "Run", "Withdraw"])(
    "%s cannot be started as a standard action (dnd35 开始/完成整轮动作)",
    (action) => {
      const g = staggeredTurn();
      const v = g.when({ kind: "StartFullRound", action }).rejects("cannotStart");
      expect(v.rule).toBe("dnd35.startCompleteFullRound");
    },
  );

  it("nothing to complete without a start (dnd35 开始/完成整轮动作)", () => {
    const g = staggeredTurn();
    g.when({ kind: "CompleteFullRound", action: "light a torch" }).rejects("notStarted");
  });

  it("a started action not completed on the next turn lapses (dnd35 开始/完成整轮动作)", () => {
    const g = staggeredTurn();
    g.act({ kind: "StartFullRound", action: "light a torch" }).act({ kind: "EndTurn" }).until("a");
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(g.state.turn).toMatchObject({ actor: "a", round: 3 });
    expect(g.state.combatants.a!.conditions).toEqual([]);
    g.when({ kind: "CompleteFullRound", action: "light a torch" }).rejects("notStarted");
  });

  it("completing is a standard action on an unrestricted turn too: not after an attack (dnd35 开始/完成整轮动作)", () => {
    // Round 1 a (staggered) starts; in round 2, before a's turn, the GM heals 5, which also
    // heals 5 nonlethal (12 → 7 < 12 hp): a's turn is no longer restricted.
    const g = staggeredTurn();
    g.act({ kind: "StartFullRound", action: "light a torch" }).act({ kind: "EndTurn" });
    g.play({
      by: "gm",
      decl: { kind: "ApplyHealing", target: "a", amount: 5, reason: "a potion" },
    });
    g.until("a");
    expect(g.state.turn).toMatchObject({ round: 2 });
    expect(g.state.turn!.restriction).toBeUndefined();
    g.when({ kind: "Attack", target: "g" });
    const v = g
      .when({ kind: "CompleteFullRound", action: "light a torch" })
      .rejects("noStandardAction");
    expect(v.rule).toBe("dnd35.actionTypes");
    // The move action is still there.
    g.when({ kind: "Move", path: [{ x: 0, y: 1 }] });
  });
});
