import { describe, expect, it } from "vitest";
import type { ThreeXEvent as FightEvent } from "../../../src/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero, wizard } from "./fixtures.ts";

/** The seq of the first event matching, and where the condition was removed. */
function removedBefore(events: readonly FightEvent[], condition: string): string | undefined {
  let removed = false;
  for (const e of events) {
    if (e.type === "ConditionRemoved" && e.data.condition === condition) removed = true;
    if (removed && e.type === "TurnStarted") return e.data.actor;
  }
  return undefined;
}

// W (wizard, 20) at (5,5), F (fighter, 10) at (6,5), X (fighter, foes, 15) far off.
function table() {
  return given(
    fightOf([wizard("W", "mages", 5, 5), hero("F", "party", 6, 5), hero("X", "mages", 19, 19)]),
    [19, 9, 14],
  );
}

describe("dnd35 战斗轮THE COMBAT ROUND: an effect of one round ends just before the same count next round, as counts move (the 3.0 seed's 回合 example)", () => {
  it("cast at count 20, 'dazed for one round' ends just before count 20 next round (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const g = table().until("W");
    g.forceNext(10, 1);
    const cast = g.when({ kind: "Cast", spell: "daze", target: "F", defensively: true });
    expect(cast.facts("ConditionAdded")).toMatchObject([
      { target: "F", condition: "dazed", until: { round: 2, count: 20, before: "W" } },
    ]);
    const rest: FightEvent[] = [];
    for (let i = 0; i < 4; i++) rest.push(...g.when({ kind: "EndTurn" }).events);
    expect(removedBefore(rest, "dazed")).toBe("W");
  });

  it("cast by a readied action that fired at count 10, it ends just before count 10 next round, where the readier now acts (dnd35 准备的先攻结果, 战斗轮THE COMBAT ROUND)", () => {
    const g = table().until("W");
    g.when({
      kind: "Ready",
      action: { kind: "Cast", spell: "daze", defensively: true },
      trigger: { on: "attacks", by: "F" },
    });
    g.act({ kind: "EndTurn" });
    g.act({ kind: "EndTurn" }); // X
    // F attacks W at count 10: W fires first (concentration 10 + 6 ≥ 15; F's Will 1 fails).
    g.when({ kind: "Attack", target: "W" });
    g.forceNext(10, 1);
    const fired = g.respond(true);
    expect(fired.facts("ConditionAdded")).toMatchObject([
      { target: "F", condition: "dazed", until: { round: 2, count: 10, before: "W" } },
    ]);
    const rest: FightEvent[] = [];
    for (let i = 0; i < 4 && g.state.awaiting.kind === "declaration"; i++)
      rest.push(...g.when({ kind: "EndTurn" }).events);
    // Round 2 runs X (15), then W at 10 (just before F): the daze ends just before W's turn.
    expect(removedBefore(rest, "dazed")).toBe("W");
    expect(g.state.order.map((e) => e.id)).toEqual(["X", "W", "F"]);
  });

  it("cast by a caster tied at its count and second by the tie-break, it ends before the first creature at that count acts next round (dnd35 战斗轮THE COMBAT ROUND, 先攻INITIATIVE)", () => {
    // W and X both roll 15; the re-rolls (3 for W, 18 for X) put X first.
    const g = given(
      fightOf([wizard("W", "mages", 5, 5), hero("F", "party", 6, 5), hero("X", "mages", 19, 19)]),
      [14, 9, 14, 3, 18],
    );
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["X", 15],
      ["W", 15],
      ["F", 10],
    ]);
    g.until("W");
    g.forceNext(10, 1);
    const cast = g.when({ kind: "Cast", spell: "daze", target: "F", defensively: true });
    expect(cast.facts("ConditionAdded")).toMatchObject([
      { until: { round: 2, count: 15, before: "W" } },
    ]);
    const rest: FightEvent[] = [];
    for (let i = 0; i < 3; i++) rest.push(...g.when({ kind: "EndTurn" }).events);
    expect(removedBefore(rest, "dazed")).toBe("X");
  });

  it("cast after stepping in from a delay at count 15 behind X, it ends just before count 15 next round, before X acts there (dnd35 延迟的先攻结果, 战斗轮THE COMBAT ROUND)", () => {
    const g = table().until("W");
    g.when({ kind: "Delay", after: "X" });
    g.act({ kind: "EndTurn" }); // X ends: W steps in at 15
    expect(g.state.awaiting).toMatchObject({ actor: "W" });
    g.forceNext(10, 1);
    const cast = g.when({ kind: "Cast", spell: "daze", target: "F", defensively: true });
    expect(cast.facts("ConditionAdded")).toMatchObject([
      { until: { round: 2, count: 15, before: "W" } },
    ]);
    const rest: FightEvent[] = [];
    for (let i = 0; i < 4; i++) rest.push(...g.when({ kind: "EndTurn" }).events);
    // Round 2 runs X (15) then W (15): the count is reached at X.
    expect(g.state.order.map((e) => e.id)).toEqual(["X", "W", "F"]);
    expect(removedBefore(rest, "dazed")).toBe("X");
  });
});
