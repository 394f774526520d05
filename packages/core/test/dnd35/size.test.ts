import { describe, expect, it } from "vitest";
import type { MapFeature } from "../../src/engine/state.ts";
import type { CombatantSpec, Weapon } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// fighter "a": initiative +5, longsword (reach 5 ft). The ogre is a Large fighter (initiative +5):
// its space is 2×2 squares from its top-left square (8,5), i.e. (8..9, 5..6), and its natural
// reach 10 ft (seed 000 表：生物体型和尺寸, tall).
const longsword = weapon("longsword");

function withOgre(
  aAt: { x: number; y: number },
  ogreFirst: boolean,
  ogreWeapon: Weapon = weapon("greatsword"),
  terrain: readonly MapFeature[] = [],
) {
  const roster: CombatantSpec[] = [
    fighter("a", "p", aAt.x, aAt.y, longsword),
    { ...fighter("ogre", "m", 8, 5, ogreWeapon), size: "large", maxHp: 30 },
  ];
  return given(
    { ...header(roster, "size"), map: { width: 20, height: 12, terrain } },
    ogreFirst ? [3, 15] : [15, 3],
  );
}

describe("战斗中大型和小型生物 (dnd35.bigAndLittle)", () => {
  it("a Large creature fills 2×2 squares: nobody ends in them, and every square along its sides is next to it (dnd35 战斗中大型和小型生物)", () => {
    const g = withOgre({ x: 5, y: 6 }, false);
    g.when({
      kind: "Move",
      path: [
        { x: 6, y: 6 },
        { x: 7, y: 6 },
        { x: 8, y: 6 },
      ],
    }).rejects("occupied");
    g.when({
      kind: "Move",
      path: [
        { x: 6, y: 7 },
        { x: 7, y: 7 },
        { x: 8, y: 7 },
        { x: 9, y: 7 },
      ],
    });
    // (9,7) is below the ogre's bottom-right square (9,6): adjacent, though 10 ft from (8,5).
    expect(g.when({ kind: "Attack", target: "ogre" }).facts("AttackResolved")).toHaveLength(1);

    const corner = withOgre({ x: 10, y: 7 }, false);
    expect(corner.when({ kind: "Attack", target: "ogre" }).facts("AttackResolved")).toHaveLength(1);
    const far = withOgre({ x: 11, y: 7 }, false);
    expect(far.when({ kind: "Attack", target: "ogre" }).rejects("outOfReach").message).toBe(
      "ogre is 10 ft away; reach is 5 ft",
    );
  });

  it("a Large creature has 10 ft natural reach, counted from its closest square (dnd35 战斗中大型和小型生物)", () => {
    // a at (6,6): two squares west of the ogre's (8,6), 10 ft.
    const near = withOgre({ x: 6, y: 6 }, true);
    expect(near.when({ kind: "Attack", target: "a" }).facts("AttackResolved")).toHaveLength(1);
    const far = withOgre({ x: 5, y: 6 }, true);
    expect(far.when({ kind: "Attack", target: "a" }).rejects("outOfReach").message).toBe(
      "a is 15 ft away; reach is 10 ft",
    );
  });

  it("a Large creature with a reach weapon reaches 20 ft but not 10 ft or closer (dnd35 战斗中大型和小型生物)", () => {
    const spear = weapon("longspear");
    withOgre({ x: 6, y: 6 }, true, spear).when({ kind: "Attack", target: "a" }).rejects("tooClose");
    for (const x of [5, 4]) {
      const g = withOgre({ x, y: 6 }, true, spear);
      expect(
        g.when({ kind: "Attack", target: "a" }).facts("AttackResolved"),
        `x ${x}`,
      ).toHaveLength(1);
    }
    withOgre({ x: 3, y: 6 }, true, spear)
      .when({ kind: "Attack", target: "a" })
      .rejects("outOfReach");
  });

  it("a Large creature moves at the cost of the worst square of its space and does not fit a one-square gap (dnd35 战斗中大型和小型生物, 地形和障碍物)", () => {
    const terrain = [
      { x: 10, y: 6, kind: "difficult" },
      { x: 11, y: 5, kind: "wall" },
      { x: 11, y: 7, kind: "wall" },
    ];
    const g = withOgre({ x: 2, y: 2 }, true, weapon("greatsword"), terrain);
    // From (8,5) to (9,5): its new space (9..10, 5..6) holds the difficult (10,6).
    expect(g.when({ kind: "Move", path: [{ x: 9, y: 5 }] }).facts("Moved")[0]!.feet).toBe(10);
    g.when({ kind: "Move", path: [{ x: 10, y: 5 }] }).rejects("blockedTerrain");
    g.when({ kind: "Move", path: [{ x: 10, y: 6 }] }).rejects("blockedTerrain");
  });

  it("a Tiny creature has reach 0: it enters its foe's square to attack, and may stay there (dnd35 战斗中大型和小型生物)", () => {
    const rat: CombatantSpec = { ...goblin("rat", "m", 6, 5, weapon("dagger")), size: "tiny" };
    const g = given(
      {
        ...header([fighter("a", "p", 5, 5, longsword), rat], "tiny"),
        map: { width: 12, height: 12 },
      },
      [3, 15],
    );
    const v = g.when({ kind: "Attack", target: "a" }).rejects("outOfReach");
    expect(v).toMatchObject({
      rule: "dnd35.bigAndLittle",
      message: "a is 5 ft away; reach is 0 ft",
    });
    g.when({ kind: "Move", path: [{ x: 5, y: 5 }] });
    expect(g.state.combatants.rat!.position).toEqual({ x: 5, y: 5 });
    expect(g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")).toHaveLength(1);
  });
});
