import { describe, expect, it } from "vitest";
import type { MapFeature } from "../../src/engine/state.ts";
import type { Square } from "../../src/model/ids.ts";
import type { Armor, CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter "a": initiative +5, AC 17 = 10 + scale mail 4 + heavy shield 2 + Dex 1, speed 20 ft in
// scale mail (30 in leather, 20 in full plate). goblin: initiative +1, morningstar +2.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");
const leather: Armor = { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" };
const fullPlate: Armor = { name: "full plate", bonus: 8, maxDex: 1, weight: "heavy" };

const east = (x0: number, x1: number, y = 5): Square[] =>
  Array.from({ length: x1 - x0 + 1 }, (_, i) => ({ x: x0 + i, y }));

/** Fighter `a` (first) at (0,5) and a 30-hp goblin at (gx,5) on a 40×12 map. */
function track(
  a: Partial<CombatantSpec> = {},
  gx = 39,
  faces: readonly number[] = [],
  terrain: readonly MapFeature[] = [],
  gAware = true,
) {
  const roster = [
    { ...fighter("a", "p", 0, 5, longsword), ...a },
    { ...goblin("g", "m", gx, 5, morningstar, gAware), maxHp: 30 },
  ];
  return given({ ...header(roster, "run"), map: { width: 40, height: 12, terrain } }, [
    15,
    3,
    ...faces,
  ]);
}

describe("奔跑Run (dnd35.run)", () => {
  it("a run goes up to four times speed: 120 ft at speed 30, not 125 (dnd35 奔跑Run)", () => {
    const g = track({ armor: leather });
    const r = g.when({ kind: "Run", path: east(1, 24) });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "Run", rule: "dnd35.run" },
    ]);
    expect(r.facts("Moved")).toEqual([
      { actor: "a", mode: "walk", path: east(1, 24), feet: 120, rule: "dnd35.run" },
    ]);
    expect(r.facts("ConditionAdded")).toEqual([
      {
        target: "a",
        condition: "running",
        until: { round: 2, count: 20, before: "a" },
        rule: "dnd35.run",
      },
    ]);
    const v = track({ armor: leather })
      .when({ kind: "Run", path: east(1, 25) })
      .rejects("tooFar");
    expect(v).toMatchObject({
      rule: "dnd35.run",
      message: "the path costs 125 ft; 120 ft allowed",
    });
  });

  it("in heavy armor a run goes three times speed: 60 ft at speed 20 (dnd35 奔跑Run)", () => {
    expect(
      track({ armor: fullPlate })
        .when({ kind: "Run", path: east(1, 12) })
        .facts("Moved")[0]!.feet,
    ).toBe(60);
    expect(
      track({ armor: fullPlate })
        .when({ kind: "Run", path: east(1, 13) })
        .rejects("tooFar").message,
    ).toBe("the path costs 65 ft; 60 ft allowed");
  });

  it("with the Run feat a run goes five times speed and keeps Dex to AC (dnd35 奔跑Run)", () => {
    const r = track({ armor: leather, feats: ["Run"] }).when({ kind: "Run", path: east(1, 30) });
    expect(r.facts("Moved")[0]!.feet).toBe(150);
    expect(r.facts("ConditionAdded")).toEqual([]);
  });

  it("the runner loses its Dex bonus to AC until its next turn (dnd35 奔跑Run)", () => {
    // a runs 45 ft to the goblin. The goblin's 14 + 2 = 16 hits AC 16 (Dex lost); the next
    // round, after a's turn has begun, the same 16 misses AC 17.
    const g = track({}, 10, [14, 1, 14]);
    g.act({ kind: "Run", path: east(1, 9) }).act({ kind: "EndTurn" });
    const hit = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")[0]!;
    expect(hit.ac).toEqual([
      { label: "base", value: 10, rule: "dnd35.armorClass" },
      { label: "armor (scale mail)", value: 4, rule: "dnd35.armorClass" },
      { label: "shield (heavy wooden shield)", value: 2, rule: "dnd35.armorClass" },
      { label: "Dex 13 bonus lost (running)", value: 0, rule: "dnd35.run" },
    ]);
    expect(hit).toMatchObject({ natural: 14, total: 16, acTotal: 16, hit: true });
    const next = g.when({ kind: "EndTurn" });
    expect(next.facts("ConditionRemoved")).toEqual([
      { target: "a", condition: "running", rule: "dnd35.run" },
    ]);
    g.act({ kind: "EndTurn" });
    const miss = g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")[0]!;
    expect(miss).toMatchObject({ natural: 14, total: 16, acTotal: 17, hit: false });
  });

  it("a run goes in a straight line and not through difficult terrain (dnd35 奔跑Run)", () => {
    const crooked = [...east(1, 4), { x: 5, y: 6 }, { x: 6, y: 7 }];
    expect(track().when({ kind: "Run", path: crooked }).rejects("notStraight").rule).toBe(
      "dnd35.run",
    );
    const slope = [
      { x: 1, y: 5 },
      { x: 2, y: 6 },
      { x: 3, y: 6 },
      { x: 4, y: 7 },
    ];
    // The squares a ruler from (0,5) to (4,7) crosses: 5 + 5 + 5 + 10 (the second diagonal).
    expect(track().when({ kind: "Run", path: slope }).facts("Moved")[0]!.feet).toBe(25);
    const rough = track({}, 39, [], [{ x: 4, y: 5, kind: "difficult" }]);
    const v = rough.when({ kind: "Run", path: east(1, 8) }).rejects("runThroughDifficult");
    expect(v).toMatchObject({
      rule: "dnd35.run",
      message: "no running through difficult terrain (4,5)",
    });
  });

  it("a run is the whole turn: no 5-foot step before or after it, no attack (dnd35 奔跑Run)", () => {
    const before = track();
    before.when({ kind: "FiveFootStep", to: { x: 1, y: 5 } });
    expect(
      before.when({ kind: "Run", path: east(2, 5) }).rejects("moveAfterFiveFootStep").rule,
    ).toBe("dnd35.run");
    const after = track({}, 6);
    after.when({ kind: "Run", path: east(1, 4) });
    after.when({ kind: "FiveFootStep", to: { x: 5, y: 5 } }).rejects("fiveFootStepAfterMove");
    after.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    // A surprise round allows a single standard or move action: no run.
    const ambush = track({}, 39, [], [], false);
    expect(ambush.state.turn).toMatchObject({ actor: "a", restriction: "surprise" });
    ambush.when({ kind: "Run", path: east(1, 4) }).rejects("restrictedTurn");
  });
});
