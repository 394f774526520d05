import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter: initiative +5, longsword +4 (1d8+3); goblin: initiative +1, flat-footed AC 14.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/** Fighter `a` at (5,5), a 30-hp goblin `g` 10 ft east at (7,5); d20s 15 and 3 put a first. */
function apart(a: Partial<CombatantSpec> = {}, faces: readonly number[] = []) {
  return given(
    header(
      [
        { ...fighter("a", "p", 5, 5, longsword), ...a },
        { ...goblin("g", "m", 7, 5, morningstar), maxHp: 30 },
      ],
      "five-foot-step",
    ),
    [15, 3, ...faces],
  );
}

describe("五尺快步Take 5-Foot Step (dnd35.fiveFootStep)", () => {
  it("a 5-foot step after a move is rejected (dnd35 五尺快步Take 5-Foot Step)", () => {
    const g = apart();
    g.when({ kind: "Move", path: [{ x: 5, y: 6 }] });
    const v = g.when({ kind: "FiveFootStep", to: { x: 6, y: 6 } }).rejects("fiveFootStepAfterMove");
    expect(v.rule).toBe("dnd35.fiveFootStep");
  });

  it("a second 5-foot step is rejected (dnd35 五尺快步Take 5-Foot Step)", () => {
    const g = apart();
    g.when({ kind: "FiveFootStep", to: { x: 5, y: 6 } });
    const v = g.when({ kind: "FiveFootStep", to: { x: 5, y: 7 } }).rejects("secondFiveFootStep");
    expect(v.rule).toBe("dnd35.fiveFootStep");
  });

  it("a move after a 5-foot step is rejected (dnd35 五尺快步Take 5-Foot Step)", () => {
    const g = apart();
    g.when({ kind: "FiveFootStep", to: { x: 5, y: 6 } });
    const v = g.when({ kind: "Move", path: [{ x: 5, y: 7 }] }).rejects("moveAfterFiveFootStep");
    expect(v.rule).toBe("dnd35.fiveFootStep");
  });

  it("no crawl after a 5-foot step: crawling is movement (dnd35 五尺快步Take 5-Foot Step, 爬行Crawling)", () => {
    const g = apart();
    g.gm({ kind: "AddCondition", target: "a", condition: "prone", reason: "tripped" });
    g.when({ kind: "FiveFootStep", to: { x: 5, y: 6 } });
    const v = g.when({ kind: "Crawl", to: { x: 5, y: 7 } }).rejects("moveAfterFiveFootStep");
    expect(v.rule).toBe("dnd35.fiveFootStep");
    // Standing up moves nobody: that move action is still there.
    g.when({ kind: "Activity", activity: "StandUp" });
  });

  it("a creature with speed 5 ft cannot take a 5-foot step (dnd35 五尺快步Take 5-Foot Step)", () => {
    const g = apart({ speed: 5 });
    const v = g.when({ kind: "FiveFootStep", to: { x: 6, y: 5 } }).rejects("tooSlow");
    expect(v.rule).toBe("dnd35.fiveFootStep");
    // It may still move those 5 ft as a move action.
    g.when({ kind: "Move", path: [{ x: 6, y: 5 }] });
  });

  it("a 5-foot step before a full attack is legal (dnd35 五尺快步Take 5-Foot Step)", () => {
    // a steps to (6,5), next to g, and full-attacks: 10 + 4 = 14 against flat-footed AC 14,
    // 1 + 3 = 4 damage.
    const g = apart({}, [10, 1]);
    const step = g.when({ kind: "FiveFootStep", to: { x: 6, y: 5 } });
    expect(step.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fiveFootStep", action: "FiveFootStep", rule: "dnd35.fiveFootStep" },
    ]);
    expect(step.facts("Moved")).toEqual([
      {
        actor: "a",
        mode: "fiveFootStep",
        path: [{ x: 6, y: 5 }],
        feet: 5,
        rule: "dnd35.fiveFootStep",
      },
    ]);
    expect(g.state.turn).toMatchObject({ fiveFootStepUsed: true, moved: false, actionsTaken: 0 });
    const r = g.when({ kind: "FullAttack", target: "g" });
    expect(r.facts("ActionTaken")[0]!.slot).toBe("fullRound");
    expect(r.facts("AttackResolved")[0]).toMatchObject({ total: 14, acTotal: 14, hit: true });
    expect(g.state.combatants.g!.vitals.hp).toBe(26);
  });

  it("a 5-foot step after a full attack, or with a standard action, is legal (dnd35 五尺快步Take 5-Foot Step)", () => {
    const full = apart({ position: { x: 6, y: 5 } });
    full.when({ kind: "FullAttack", target: "g" });
    full.when({ kind: "FiveFootStep", to: { x: 6, y: 4 } });
    expect(full.state.combatants.a!.position).toEqual({ x: 6, y: 4 });

    const standard = apart();
    standard.when({ kind: "FiveFootStep", to: { x: 6, y: 5 } });
    standard.when({ kind: "Attack", target: "g" });
    expect(standard.state.turn).toMatchObject({ standardUsed: true, fiveFootStepUsed: true });
  });

  it("a 5-foot step goes to a free neighbouring square (dnd35 五尺快步Take 5-Foot Step)", () => {
    const g = apart();
    expect(g.when({ kind: "FiveFootStep", to: { x: 5, y: 7 } }).rejects("notAStep").rule).toBe(
      "dnd35.fiveFootStep",
    );
    const near = apart({ position: { x: 6, y: 5 } });
    near.when({ kind: "FiveFootStep", to: { x: 7, y: 5 } }).rejects("occupied");
  });

  it("no 5-foot step in a round with a charge (dnd35 冲锋CHARGE)", () => {
    const g = apart({ position: { x: 3, y: 5 } });
    g.when({
      kind: "Charge",
      target: "g",
      path: [
        { x: 4, y: 5 },
        { x: 5, y: 5 },
        { x: 6, y: 5 },
      ],
    });
    g.when({ kind: "FiveFootStep", to: { x: 6, y: 4 } }).rejects("fiveFootStepAfterMove");
  });
});
