import { seededDice } from "@d20/events";
import { describe, expect, it } from "vitest";
import { runFight } from "../../src/driver/runFight.ts";
import type { MapFeature } from "../../src/engine/state.ts";
import type { Square } from "../../src/model/ids.ts";
import type { Armor, CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { attackNearest } from "../../src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../../src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fighter, fourVsFour, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { dnd35Laws, lawSuite } from "../../src/testing.ts";

// fighter: initiative +5, speed 20 ft in scale mail (40 in leather with speed 40); goblin +1.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");
const leather: Armor = { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" };

const feature = (kind: string) => (s: Square) => ({ x: s.x, y: s.y, kind });
const east = (x0: number, x1: number, y = 5): Square[] =>
  Array.from({ length: x1 - x0 + 1 }, (_, i) => ({ x: x0 + i, y }));
const diagonal = (from: Square, k: number): Square[] =>
  Array.from({ length: k }, (_, i) => ({ x: from.x + i + 1, y: from.y + i + 1 }));

/** Fighter `a` (first) at (ax,ay) and a 30-hp goblin at (gx,gy) on a 20×12 map. */
function field(
  at: Square,
  gAt: Square,
  terrain: readonly MapFeature[],
  a: Partial<CombatantSpec> = {},
  faces: readonly number[] = [],
) {
  const roster = [
    { ...fighter("a", "p", at.x, at.y, longsword), ...a },
    { ...goblin("g", "m", gAt.x, gAt.y, morningstar), maxHp: 30 },
  ];
  return given({ ...header(roster, "terrain"), map: { width: 20, height: 12, terrain } }, [
    15,
    3,
    ...faces,
  ]);
}

describe("地形和障碍物 (dnd35.terrain)", () => {
  it("a square of difficult terrain costs 2 squares, an obstacle's too (dnd35 地形和障碍物)", () => {
    for (const kind of ["difficult", "obstacle"]) {
      const g = field({ x: 5, y: 5 }, { x: 18, y: 10 }, [{ x: 6, y: 5, kind }]);
      expect(g.when({ kind: "Move", path: east(6, 7) }).facts("Moved")[0]!.feet, kind).toBe(15);
    }
  });

  it("five diagonals in difficult terrain cost 15 squares, 75 ft (dnd35 地形和障碍物)", () => {
    const path = diagonal({ x: 2, y: 2 }, 5);
    const rough = path.map(feature("difficult"));
    const g = field({ x: 2, y: 2 }, { x: 18, y: 10 }, rough, { speed: 40, armor: leather });
    expect(g.when({ kind: "Move", path }).rejects("tooFar").message).toBe(
      "the path costs 75 ft; 40 ft allowed",
    );
    // A withdraw moves up to double speed, 80 ft: enough.
    expect(g.when({ kind: "Withdraw", path }).facts("Moved")[0]!.feet).toBe(75);
  });

  it("a wall or a pit cannot be crossed (dnd35 地形和障碍物)", () => {
    for (const kind of ["wall", "pit"]) {
      const g = field({ x: 5, y: 5 }, { x: 18, y: 10 }, [{ x: 6, y: 5, kind }]);
      const v = g.when({ kind: "Move", path: east(6, 7) }).rejects("blockedTerrain");
      expect(v).toMatchObject({
        rule: "dnd35.terrain",
        message: "(6,5): a wall or pit blocks the way",
      });
    }
  });

  it("a charge across difficult terrain or an obstacle is rejected with the charge's rule (dnd35 冲锋CHARGE, 地形和障碍物)", () => {
    for (const kind of ["difficult", "obstacle"]) {
      const g = field({ x: 0, y: 5 }, { x: 6, y: 5 }, [{ x: 3, y: 5, kind }]);
      const v = g.when({ kind: "Charge", target: "g", path: east(1, 5) }).rejects("chargeHampered");
      expect(v).toMatchObject({
        rule: "dnd35.charge",
        message: "difficult terrain or an obstacle at (3,5) is in the charge's way",
      });
    }
    // The same charge on clear ground is legal.
    const clear = field(
      { x: 0, y: 5 },
      { x: 6, y: 5 },
      [{ x: 3, y: 7, kind: "difficult" }],
      {},
      [9, 1],
    );
    expect(
      clear.when({ kind: "Charge", target: "g", path: east(1, 5) }).facts("Moved")[0]!.feet,
    ).toBe(25);
  });

  it("no 5-foot step into or out of difficult terrain (dnd35 五尺快步Take 5-Foot Step, 地形和障碍物)", () => {
    const into = field({ x: 5, y: 5 }, { x: 18, y: 10 }, [{ x: 6, y: 5, kind: "difficult" }]);
    const v = into.when({ kind: "FiveFootStep", to: { x: 6, y: 5 } }).rejects("hamperedStep");
    expect(v).toMatchObject({
      rule: "dnd35.fiveFootStep",
      message: "no 5-foot step into or out of difficult terrain or an obstacle (6,5)",
    });
    const outOf = field({ x: 5, y: 5 }, { x: 18, y: 10 }, [{ x: 5, y: 5, kind: "difficult" }]);
    outOf.when({ kind: "FiveFootStep", to: { x: 4, y: 5 } }).rejects("hamperedStep");
    // Walking out costs the square entered: 5 ft.
    expect(outOf.when({ kind: "Move", path: [{ x: 4, y: 5 }] }).facts("Moved")[0]!.feet).toBe(5);
  });

  it("policies walk round walls and through difficult ground: 4-vs-4 fights on a walled map finish, laws holding (dnd35 地形和障碍物)", () => {
    // A wall across the middle (y 8) with a two-square gap at x 10–11, a pit, and a band of
    // difficult terrain in front of the bandits (y 10).
    const terrain = [
      ...[...Array(20).keys()]
        .filter((x) => x !== 10 && x !== 11)
        .map((x) => ({ x, y: 8, kind: "wall" })),
      { x: 5, y: 6, kind: "pit" },
      ...[...Array(20).keys()].map((x) => ({ x, y: 10, kind: "difficult" })),
    ];
    for (let i = 0; i < 30; i++) {
      const seed = `walled-${i}`;
      const h = { ...fourVsFour(seed), map: { width: 20, height: 20, terrain } };
      const policy = (id: string) =>
        id.startsWith("战士") === (i % 2 === 0) ? fullAttackOrCharge : attackNearest;
      const run = runFight(h, policy, seededDice(seed));
      expect(run.timedOut, seed).toBe(false);
      lawSuite(dnd35Laws).check({ header: h, run });
      const blocked = new Set(
        terrain.filter((f) => f.kind !== "difficult").map((f) => `${f.x},${f.y}`),
      );
      for (const e of run.events) {
        if (e.type !== "Moved") continue;
        for (const sq of e.data.path) expect(blocked.has(`${sq.x},${sq.y}`), seed).toBe(false);
      }
    }
  });
});
