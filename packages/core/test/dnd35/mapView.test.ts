import { describe, expect, it } from "vitest";
import type { FightEvent } from "../../src/log/fightEvent.ts";
import type { Square } from "../../src/model/ids.ts";
import { threatens } from "../../src/rulesets/3x/threat/index.ts";
import { dnd35 } from "../../src/rulesets/dnd35/ruleset.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// The map view's questions (issue "Rulesets as modules"), asked of dnd35 at known positions.
const map = dnd35.map;

/** Every square within `max` squares of (cx, cy) by `keep`, in row order. */
function around(cx: number, cy: number, max: number, keep: (dx: number, dy: number) => boolean) {
  const out: Square[] = [];
  for (let y = cy - max; y <= cy + max; y++)
    for (let x = cx - max; x <= cx + max; x++) if (keep(x - cx, y - cy)) out.push({ x, y });
  return out;
}

/**
 * Fighter "a" (given weapon, and a javelin; `inHand` the one it holds if not the first) at
 * (ax,ay) acts first against goblin "b" at (bx,by); goblin "c" far off (or where given); walls
 * where given. Initiative faces 20, 1, 1: a first.
 */
function fight(
  main = weapon("longsword"),
  at: { ax?: number; ay?: number; bx?: number; by?: number; cx?: number; cy?: number } = {},
  walls: readonly Square[] = [],
  inHand?: string,
) {
  const a = fighter("a", "party", at.ax ?? 5, at.ay ?? 5, main);
  return given(
    {
      ...header(
        [
          inHand === undefined ? a : holding(a, { main: inHand }),
          goblin("b", "goblins", at.bx ?? 6, at.by ?? 5, weapon("morningstar")),
          goblin("c", "goblins", at.cx ?? 19, at.cy ?? 19, weapon("morningstar")),
        ],
        "map-view",
      ),
      map: { width: 20, height: 20, terrain: walls.map((w) => ({ ...w, kind: "wall" })) },
    },
    [20, 1, 1],
  ).until("a");
}

describe("dnd35 map view: threatened squares and reach", () => {
  it("given a fighter with a longsword at (5,5), when asked what it threatens, then the 8 squares around it (dnd35 借机攻击ATTACKS OF OPPORTUNITY 威胁范围)", () => {
    const g = fight();
    expect(map.threatenedSquares(g.state, "a")).toEqual(
      around(5, 5, 1, (dx, dy) => dx !== 0 || dy !== 0),
    );
    expect(map.reach(g.state, "a")).toEqual({
      naturalFt: 5,
      weapons: [
        { weapon: "longsword", maxFt: 5, minFt: -1, threatens: true, rule: "dnd35.attackAction" },
      ],
      rule: "dnd35.bigAndLittle",
    });
  });

  it("given a longspear, when asked, then the ring 10 ft away and not the adjacent squares: 12 squares, corners 15 ft off left out (dnd35 战斗中大型和小型生物, 攻击Attack 近战攻击)", () => {
    const g = fight(weapon("longspear"), { bx: 9 });
    const ring = around(
      5,
      5,
      2,
      (dx, dy) =>
        Math.max(Math.abs(dx), Math.abs(dy)) === 2 && Math.min(Math.abs(dx), Math.abs(dy)) <= 1,
    );
    expect(ring).toHaveLength(12);
    expect(map.threatenedSquares(g.state, "a")).toEqual(ring);
    expect(map.reach(g.state, "a").weapons[0]).toMatchObject({
      weapon: "longspear",
      maxFt: 10,
      minFt: 5,
      threatens: true,
    });
  });

  it("given a fighter at the map's corner, when asked, then only the squares on the map", () => {
    const g = fight(weapon("longsword"), { ax: 0, ay: 0, bx: 1, by: 0 });
    expect(map.threatenedSquares(g.state, "a")).toEqual([
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ]);
  });

  it("given a paralyzed fighter, when asked, then it threatens nothing and its weapon threatens no square (dnd35 无助的防御者HELPLESS DEFENDERS)", () => {
    const g = fight();
    g.gm({ kind: "AddCondition", target: "a", condition: "paralyzed", reason: "hold person" });
    expect(map.threatenedSquares(g.state, "a")).toEqual([]);
    expect(map.reach(g.state, "a").weapons[0]?.threatens).toBe(false);
  });

  it("given a longsword, a longspear and a whip, then a square is threatened exactly when the engine's threat test says a creature standing there is threatened (dnd35 借机攻击ATTACKS OF OPPORTUNITY 威胁范围)", () => {
    for (const main of [weapon("longsword"), weapon("longspear"), weapon("whip")]) {
      const g = fight(main, { bx: 9, by: 9 });
      const a = g.state.combatants.a!;
      const b = g.state.combatants.b!;
      const squares = map.threatenedSquares(g.state, "a");
      for (let y = 0; y < 20; y++)
        for (let x = 0; x < 20; x++) {
          const own = x === 5 && y === 5;
          const engine = !own && threatens(a, { position: { x, y }, spec: b.spec });
          expect(
            squares.some((q) => q.x === x && q.y === y),
            `${main.id} (${x},${y})`,
          ).toBe(engine);
        }
    }
  });

  it("given an id not in the fight, then a RangeError names it", () => {
    expect(() => map.reach(fight().state, "nobody")).toThrow('no combatant "nobody" in this fight');
  });
});

describe("dnd35 map view: cover and line of sight", () => {
  it("given a wall square between fighter and goblin, when asked about a ranged attack, then cover +4 — what the javelin meets (dnd35 掩蔽COVER)", () => {
    const g = fight(
      weapon("longsword"),
      { ax: 0, ay: 2, bx: 6, by: 2 },
      [{ x: 2, y: 2 }],
      "javelin",
    );
    const cover = map.cover(g.state, "a", "b", "ranged");
    expect(cover).toEqual({ degree: "cover", acBonus: 4, rule: "dnd35.cover" });
    const [hit] = g
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved");
    expect(hit?.ac).toContainEqual({ label: "cover", value: cover.acBonus, rule: cover.rule });
  });

  it("given open ground, when asked, then no cover either way (dnd35 掩蔽COVER)", () => {
    const g = fight(weapon("longsword"), { ax: 0, ay: 2, bx: 6, by: 2 });
    expect(map.cover(g.state, "a", "b", "ranged")).toEqual({
      degree: "none",
      acBonus: 0,
      rule: "dnd35.cover",
    });
    expect(map.cover(g.state, "a", "b", "melee").degree).toBe("none");
  });

  it("given the goblin standing between the fighter and the far goblin, when asked, then soft cover against ranged attacks only (dnd35 软掩蔽)", () => {
    const g = fight(weapon("longsword"), { ax: 0, ay: 2, bx: 3, by: 2, cx: 6, cy: 2 });
    expect(map.cover(g.state, "a", "c", "ranged")).toEqual({
      degree: "soft",
      acBonus: 4,
      rule: "dnd35.softCover",
    });
  });

  it("given a solid wall across the map, when asked, then total cover, no line of effect nor of sight (dnd35 掩蔽COVER 全掩蔽)", () => {
    const wall = Array.from({ length: 20 }, (_, y) => ({ x: 3, y }));
    const g = fight(weapon("longsword"), { ax: 0, ay: 2, bx: 6, by: 2 }, wall);
    expect(map.cover(g.state, "a", "b", "ranged")).toEqual({
      degree: "total",
      acBonus: undefined,
      rule: "dnd35.cover",
    });
    expect(map.lineOfSight(g.state, "a", "b")).toEqual({
      effect: false,
      sight: false,
      why: "walls block every line",
      rule: "dnd35.cover",
    });
  });

  it("given an invisible goblin, when asked, then a line of effect but no line of sight (dnd35 隐蔽CONCEALMENT 全隐蔽)", () => {
    const g = fight(weapon("longsword"), { ax: 0, ay: 2, bx: 6, by: 2 });
    expect(map.lineOfSight(g.state, "a", "b")).toEqual({
      effect: true,
      sight: true,
      rule: "dnd35.concealment",
    });
    g.gm({ kind: "AddCondition", target: "b", condition: "invisible", reason: "a spell" });
    expect(map.lineOfSight(g.state, "a", "b")).toMatchObject({
      effect: true,
      sight: false,
      rule: "dnd35.concealment",
    });
    // The charge rule asks the same question (dnd35 冲锋CHARGE: no charge without a line of sight).
    g.when({
      kind: "Charge",
      target: "b",
      path: [
        { x: 1, y: 2 },
        { x: 2, y: 2 },
        { x: 3, y: 2 },
        { x: 4, y: 2 },
        { x: 5, y: 2 },
      ],
    }).rejects("noLineOfSight");
  });

  it("given a GM's improved cover on the goblin, when asked, then improved cover +8 (dnd35 掩蔽COVER 变化掩蔽程度)", () => {
    const g = fight(weapon("longsword"), { ax: 0, ay: 2, bx: 6, by: 2 });
    g.gm({ kind: "AddCondition", target: "b", condition: "improvedCover", reason: "arrow slit" });
    expect(map.cover(g.state, "a", "b", "ranged")).toEqual({
      degree: "improved",
      acBonus: 8,
      rule: "dnd35.improvedCover",
    });
  });
});

describe("dnd35 map view: the path a move took", () => {
  it("given the fighter walks three squares, when its Moved fact is asked about with the state before it, then where it stood and every square it entered (dnd35 移动Move)", () => {
    const g = fight(weapon("longsword"), { bx: 9, by: 9 });
    const before = structuredClone(g.state);
    const path = [
      { x: 5, y: 4 },
      { x: 5, y: 3 },
      { x: 4, y: 2 },
    ];
    const r = g.when({ kind: "Move", path });
    const moved = r.events.find((e) => e.type === "Moved")!;
    expect(map.movePath(before, moved)).toEqual({
      actor: "a",
      mode: "walk",
      from: { x: 5, y: 5 },
      squares: path,
      feet: 15,
      rule: "dnd35.move",
    });
    expect(map.movePath(before, r.events[0]! as FightEvent)).toBeUndefined();
  });
});
