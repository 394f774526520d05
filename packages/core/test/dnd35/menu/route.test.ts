import { describe, expect, it } from "vitest";
import type { MapFeature } from "../../../src/engine/state.ts";
import type { Square } from "../../../src/model/ids.ts";
import type { Armor, CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { checkDeclaration } from "../../../src/rulesets/dnd35/checkDeclaration.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { dnd35Commands } from "../../../src/rulesets/dnd35/words/menu/typed.ts";

// Fighter "a" in leather (speed 30) acts first; goblin "g" far off unless placed.
const leather: Armor = { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" };
const at = (s: readonly Square[], x: number, y: number) => s.some((q) => q.x === x && q.y === y);

function field(
  a: Square,
  terrain: readonly MapFeature[],
  others: readonly CombatantSpec[] = [goblin("g", "m", 15, 10, weapon("morningstar"))],
) {
  const roster = [
    { ...fighter("a", "p", a.x, a.y, weapon("longsword")), armor: leather },
    ...others,
  ];
  return given({ ...header(roster, "route"), map: { width: 20, height: 12, terrain } }, [
    19,
    ...others.map(() => 2),
  ]);
}

/** The path of the move `typed` reads to, checked by the rules. */
function typedMove(state: ThreeXState, typed: string): Square[] {
  const read = dnd35Commands.parse(state, "a", typed);
  if (read === undefined || !("decl" in read) || !("path" in read.decl))
    throw new Error(`not a move: ${JSON.stringify(read)}`);
  expect(checkDeclaration(state, "a", read.decl as never)).toBeUndefined();
  return read.decl.path as Square[];
}

describe("d20 play's typed moves: the default route and waypoints (dnd35 移动, 地形和障碍物, 移动穿过一个方格)", () => {
  it("given a pit on the straight way, when `move 4,5` is typed, then the route goes round it and the rules accept it (dnd35 地形和障碍物)", () => {
    const g = field({ x: 2, y: 5 }, [{ x: 3, y: 5, kind: "pit" }]);
    const path = typedMove(g.state, "move 4,5");
    expect(at(path, 3, 5)).toBe(false);
    expect(path.at(-1)).toEqual({ x: 4, y: 5 });
  });

  it("given a strip of difficult ground, when a move across it is typed, then the route walks round it for 25 ft rather than through it for 35 ft (dnd35 地形和障碍物 困难地形)", () => {
    const strip = [2, 3, 4].map((x) => ({ x, y: 5, kind: "difficult" }));
    const g = field({ x: 1, y: 5 }, strip);
    const path = typedMove(g.state, "move 5,5");
    expect(path.some((s) => s.y === 5 && s.x >= 2 && s.x <= 4)).toBe(false);
    expect(path).toHaveLength(4);
  });

  it("given a Large foe beside the way, when a move past it is typed, then the route enters none of its four squares (dnd35 移动穿过一个方格, 表：生物体型和尺寸)", () => {
    const ogre = { ...goblin("o", "m", 3, 4, weapon("morningstar")), size: "large" as const };
    const g = field({ x: 2, y: 5 }, [], [ogre]);
    const path = typedMove(g.state, "move 5,5");
    for (const [x, y] of [
      [3, 4],
      [4, 4],
      [3, 5],
      [4, 5],
    ] as const)
      expect(at(path, x, y)).toBe(false);
    expect(path.at(-1)).toEqual({ x: 5, y: 5 });
  });

  it("given an ally on one of two ways as short, when the move is typed, then the route takes the way round the ally (dnd35 移动穿过一个方格)", () => {
    const ally = fighter("b", "p", 3, 5, weapon("longsword"));
    const g = field({ x: 2, y: 5 }, [], [ally, goblin("g", "m", 15, 10, weapon("morningstar"))]);
    expect(typedMove(g.state, "move 4,4")).toEqual([
      { x: 3, y: 4 },
      { x: 4, y: 4 },
    ]);
  });

  it("given waypoints, when `move 2,8 5,8` is typed, then the move goes through 2,8 and ends at 5,8, one move of 30 ft (dnd35 移动)", () => {
    const g = field({ x: 2, y: 5 }, []);
    const path = typedMove(g.state, "move 2,8 5,8");
    expect(path.map((s) => `${s.x},${s.y}`).join(" ")).toBe("2,6 2,7 2,8 3,8 4,8 5,8");
    const moved = g.when({ kind: "Move", path }).facts("Moved");
    expect(moved.at(-1)).toMatchObject({ feet: 30 });
  });

  it("given a square walled in, when a move to it is typed, then it is refused in words: no way there (dnd35 地形和障碍物)", () => {
    const walls = [
      [9, 4],
      [10, 4],
      [11, 4],
      [9, 5],
      [11, 5],
      [9, 6],
      [10, 6],
      [11, 6],
    ].map(([x, y]) => ({ x: x!, y: y!, kind: "wall" }));
    const g = field({ x: 2, y: 5 }, walls);
    expect(dnd35Commands.parse(g.state, "a", "move 10,5")).toEqual({
      refused: { id: "dnd35:typed.noWay", params: { to: { x: 10, y: 5 } } },
    });
  });
});
