import { describe, expect, it } from "vitest";
import type { MapFeature } from "../../src/engine/state.ts";
import type { RuleViolation } from "../../src/engine/violation.ts";
import type { Square } from "../../src/model/ids.ts";
import { fightState } from "../../src/registry/engine.ts";
import type { Armor, CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { dnd35 } from "../../src/rulesets/dnd35/ruleset.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { violationText } from "../../src/words/violationText.ts";

// fighter: initiative +5, speed 20 ft in scale mail (30 in leather); goblin: initiative +1.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");
const leather: Armor = { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" };

/** A 20×12 map with the given features; initiative faces in roster order. */
function field(
  roster: readonly CombatantSpec[],
  terrain: readonly MapFeature[] = [],
  faces: readonly number[] = [],
) {
  return given({ ...header(roster, "movement"), map: { width: 20, height: 12, terrain } }, faces);
}

/** Fighter `a` (first, count 20) at (x,y); a goblin far off at (18,10). */
function alone(x: number, y: number, a: Partial<CombatantSpec> = {}, terrain: MapFeature[] = []) {
  return field(
    [{ ...fighter("a", "p", x, y, longsword), ...a }, goblin("g", "m", 18, 10, morningstar)],
    terrain,
    [15, 3],
  );
}

const diagonal = (from: Square, k: number): Square[] =>
  Array.from({ length: k }, (_, i) => ({ x: from.x + i + 1, y: from.y + i + 1 }));

describe("移动，位置，距离 (dnd35.tacticalMovement)", () => {
  it("the header's map keeps its size and features in the state (dnd35 移动，位置，距离)", () => {
    const terrain = [
      { x: 3, y: 4, kind: "difficult" },
      { x: 5, y: 5, kind: "wall" },
    ];
    const h = {
      ...header([fighter("a", "p", 0, 0, longsword)], "map"),
      map: { width: 8, height: 6, terrain },
    };
    expect(fightState(h).map).toEqual({ width: 8, height: 6, terrain });
    expect(dnd35.checkHeader(h)).toBeUndefined();
    // A map that leaves its size out is 20×20 with nothing on it.
    expect(fightState({ ...h, map: null }).map).toEqual({ width: 20, height: 20, terrain: [] });
  });

  it("a bad map is rejected naming the field (dnd35 移动，位置，距离)", () => {
    const h = header([fighter("a", "p", 0, 0, longsword)], "map");
    const lava = {
      ...h,
      map: {
        width: 8,
        height: 6,
        terrain: [
          { x: 1, y: 1, kind: "difficult" },
          { x: 2, y: 1, kind: "obstacle" },
          { x: 3, y: 1, kind: "pit" },
          { x: 4, y: 1, kind: "lava" },
        ],
      },
    };
    expect(shown(dnd35.checkHeader(lava))).toMatchObject({
      code: "badMap",
      rule: "dnd35.terrain",
      message:
        'map.terrain[3]: unknown kind "lava" (one of difficult, obstacle, wall, pit, lowObstacle, high)',
    });
    expect(() => fightState({ ...h, map: { width: 0 } })).toThrow(
      "header: map.width: must be an integer ≥ 1",
    );
    const offMap = { ...h, map: { width: 8, height: 6, terrain: [{ x: 8, y: 0, kind: "wall" }] } };
    expect(() => fightState(offMap)).toThrow("map.terrain[0].x: must be an integer from 0 to 7");
    const onWall = { ...h, map: { width: 8, height: 6, terrain: [{ x: 0, y: 0, kind: "wall" }] } };
    expect(shown(dnd35.checkHeader(onWall))).toMatchObject({
      message: "roster[0].position: a medium creature at (0,0) stands on a wall or pit",
    });
  });

  it("a move off the map is rejected (dnd35 移动，位置，距离)", () => {
    const v = alone(0, 5)
      .when({ kind: "Move", path: [{ x: -1, y: 5 }] })
      .rejects("offMap");
    expect(v.rule).toBe("dnd35.tacticalMovement");
  });
});

// A header's refusal with its words, as the CLI shows them.
function shown(v: RuleViolation | undefined) {
  return v === undefined ? v : { ...v, message: violationText(v, dnd35.words) };
}

describe("测量距离 (dnd35.measuringDistance)", () => {
  it("a path of five diagonals costs 7 squares, 35 ft; a sixth makes 9 squares (dnd35 测量距离)", () => {
    // Speed 40 in leather: 1 + 2 + 1 + 2 + 1 = 7 squares fit, 7 + 2 = 9 (45 ft) do not.
    const g = alone(2, 2, { speed: 40, armor: leather });
    const r = g.when({ kind: "Move", path: diagonal({ x: 2, y: 2 }, 5) });
    expect(r.facts("Moved")).toEqual([
      { actor: "a", mode: "walk", path: diagonal({ x: 2, y: 2 }, 5), feet: 35, rule: "dnd35.move" },
    ]);
    const six = alone(2, 2, { speed: 40, armor: leather });
    expect(
      six.when({ kind: "Move", path: diagonal({ x: 2, y: 2 }, 6) }).rejects("tooFar"),
    ).toMatchObject({
      rule: "dnd35.move",
      message: "the path costs 45 ft; 40 ft allowed",
    });
  });

  it("cutting a wall's corner on a diagonal is rejected, even with a 5-foot step (dnd35 测量距离)", () => {
    const wall = [{ x: 6, y: 5, kind: "wall" }];
    const g = alone(5, 5, {}, wall);
    const v = g.when({ kind: "Move", path: [{ x: 6, y: 6 }] }).rejects("cutsCorner");
    expect(v).toMatchObject({
      rule: "dnd35.measuringDistance",
      message: "the diagonal step to (6,6) cuts a wall's corner",
    });
    expect(g.when({ kind: "FiveFootStep", to: { x: 6, y: 6 } }).rejects("cutsCorner").rule).toBe(
      "dnd35.measuringDistance",
    );
    // The long way round the corner is fine: (5,6) then (6,6).
    g.when({
      kind: "Move",
      path: [
        { x: 5, y: 6 },
        { x: 6, y: 6 },
      ],
    }).facts("Moved");
    expect(g.state.combatants.a!.position).toEqual({ x: 6, y: 6 });
  });

  it("a pit or a creature, even a foe, may be passed diagonally (dnd35 测量距离)", () => {
    const pit = alone(5, 5, {}, [{ x: 6, y: 5, kind: "pit" }]);
    expect(pit.when({ kind: "FiveFootStep", to: { x: 6, y: 6 } }).facts("Moved")[0]!.feet).toBe(5);
    const foes = field(
      [
        fighter("a", "p", 5, 5, longsword),
        goblin("g", "m", 6, 5, morningstar),
        goblin("h", "m", 5, 6, morningstar),
      ],
      [],
      [15, 3, 2],
    );
    expect(foes.when({ kind: "Move", path: [{ x: 6, y: 6 }] }).facts("Moved")[0]!.feet).toBe(5);
  });
});

describe("移动穿过一个方格 (dnd35.movingThrough)", () => {
  /** a at (5,5), its ally b at (6,5), goblin g at (7,5), goblin h far off: a acts first. */
  const line = () =>
    field(
      [
        fighter("a", "p", 5, 5, longsword),
        fighter("b", "p", 6, 5, longsword),
        goblin("g", "m", 7, 5, morningstar),
        goblin("h", "m", 18, 10, morningstar),
      ],
      [],
      [15, 10, 3, 2],
    );
  const east = (x0: number, x1: number): Square[] =>
    Array.from({ length: x1 - x0 + 1 }, (_, i) => ({ x: x0 + i, y: 5 }));

  it("an ally's square may be passed, not ended in (dnd35 移动穿过一个方格)", () => {
    const g = line();
    expect(g.when({ kind: "Move", path: [{ x: 6, y: 5 }] }).rejects("occupied").rule).toBe(
      "dnd35.movingThrough",
    );
    const r = g.when({
      kind: "Move",
      path: [
        { x: 6, y: 5 },
        { x: 6, y: 6 },
      ],
    });
    expect(r.facts("Moved")[0]!.feet).toBe(10);
  });

  it("a standing foe's square cannot be passed; a helpless foe's can, and a move may end there (dnd35 移动穿过一个方格)", () => {
    const g = line();
    const v = g.when({ kind: "Move", path: east(6, 8) }).rejects("blockedByFoe");
    expect(v).toMatchObject({ rule: "dnd35.movingThrough", message: "g blocks square (7,5)" });
    // 6 damage leaves the 5-hp goblin dying at −1: helpless.
    g.gm({ kind: "ApplyDamage", target: "g", amount: 6, reason: "a falling rock" });
    expect(g.state.combatants.g!.vitals.state).toBe("dying");
    expect(g.when({ kind: "Move", path: east(6, 8) }).facts("Moved")[0]!.feet).toBe(15);

    const h = line();
    h.gm({ kind: "ApplyDamage", target: "g", amount: 6, reason: "a falling rock" });
    h.when({ kind: "Move", path: east(6, 7) });
    expect(h.state.combatants.a!.position).toEqual({ x: 7, y: 5 });
  });

  it("a foe helpless though awake (paralyzed, asleep) may be passed, and a move may end in its square (dnd35 移动穿过一个方格, 无助的防御者HELPLESS DEFENDERS)", () => {
    const g = line();
    g.gm({ kind: "AddCondition", target: "g", condition: "helpless", reason: "hold person" });
    expect(g.when({ kind: "Move", path: east(6, 8) }).facts("Moved")[0]!.feet).toBe(15);
    const h = line();
    h.gm({ kind: "AddCondition", target: "g", condition: "helpless", reason: "hold person" });
    h.when({ kind: "Move", path: east(6, 7) });
    expect(h.state.combatants.a!.position).toEqual({ x: 7, y: 5 });
  });

  it("creatures three size categories apart may pass through each other, but not stop (dnd35 移动穿过一个方格)", () => {
    // A Gargantuan foe fills (7..10, 3..6); a Medium fighter (30 ft in leather) crosses it.
    const giant = (size: CombatantSpec["size"]) =>
      field(
        [
          { ...fighter("a", "p", 6, 5, longsword), armor: leather },
          { ...fighter("G", "m", 7, 3, longsword), size },
        ],
        [],
        [15, 1],
      );
    const across = east(7, 11);
    expect(giant("gargantuan").when({ kind: "Move", path: across }).facts("Moved")[0]!.feet).toBe(
      25,
    );
    giant("gargantuan")
      .when({ kind: "Move", path: east(7, 8) })
      .rejects("occupied");
    // A Large foe (one size up) is in the way.
    giant("large")
      .when({
        kind: "Move",
        path: [
          { x: 7, y: 4 },
          { x: 8, y: 4 },
          { x: 9, y: 4 },
        ],
      })
      .rejects("blockedByFoe");
  });
});

describe("特殊移动规则 (dnd35.doubledCost, dnd35.minimumMove)", () => {
  it("a square whose cost doubles twice costs 4 squares, 6 on a diagonal (dnd35 特殊移动规则)", () => {
    const both = [
      { x: 6, y: 5, kind: "difficult" },
      { x: 6, y: 5, kind: "obstacle" },
    ];
    const g = alone(5, 5, {}, both);
    expect(g.when({ kind: "Move", path: [{ x: 6, y: 5 }] }).facts("Moved")[0]!.feet).toBe(20);
    const diag = alone(5, 4, {}, both);
    expect(diag.when({ kind: "Move", path: [{ x: 6, y: 5 }] }).rejects("tooFar").message).toBe(
      "the path costs 30 ft; 20 ft allowed",
    );
  });

  it("the minimum move: a full-round action moves 5 ft however slowed, and it is not a 5-foot step (dnd35 特殊移动规则, 在困难地形上移动五尺)", () => {
    // Speed 5 ft (leather): difficult terrain makes the next square cost 10 ft, 15 diagonally.
    const rough = [
      { x: 6, y: 5, kind: "difficult" },
      { x: 6, y: 6, kind: "difficult" },
    ];
    const slow = alone(5, 5, { speed: 5, armor: leather }, rough);
    expect(slow.when({ kind: "Move", path: [{ x: 6, y: 5 }] }).rejects("tooFar").message).toBe(
      "the path costs 10 ft; 5 ft allowed",
    );
    slow.when({ kind: "FiveFootStep", to: { x: 6, y: 5 } }).rejects("tooSlow");
    const r = slow.when({ kind: "MinimumMove", to: { x: 6, y: 6 } });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "MinimumMove", rule: "dnd35.minimumMove" },
    ]);
    expect(r.facts("Moved")).toEqual([
      { actor: "a", mode: "walk", path: [{ x: 6, y: 6 }], feet: 5, rule: "dnd35.minimumMove" },
    ]);
    expect(slow.state.turn).toMatchObject({ moved: true, fiveFootStepUsed: false });
    slow.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");

    const quick = alone(5, 5, {}, [{ x: 6, y: 6, kind: "difficult" }]);
    quick.when({ kind: "MinimumMove", to: { x: 6, y: 6 } });
    quick.when({ kind: "FiveFootStep", to: { x: 7, y: 7 } }).rejects("fiveFootStepAfterMove");
  });

  it("the minimum move goes through nothing impassable and not after a 5-foot step (dnd35 在困难地形上移动五尺)", () => {
    const walled = alone(5, 5, {}, [{ x: 6, y: 5, kind: "wall" }]);
    expect(
      walled.when({ kind: "MinimumMove", to: { x: 6, y: 5 } }).rejects("blockedTerrain").rule,
    ).toBe("dnd35.terrain");
    walled.when({ kind: "MinimumMove", to: { x: 6, y: 6 } }).rejects("cutsCorner");
    walled.when({ kind: "MinimumMove", to: { x: 5, y: 7 } }).rejects("brokenPath");
    walled.when({ kind: "FiveFootStep", to: { x: 5, y: 6 } });
    const v = walled
      .when({ kind: "MinimumMove", to: { x: 5, y: 7 } })
      .rejects("moveAfterFiveFootStep");
    expect(v.rule).toBe("dnd35.minimumMove");
  });
});
