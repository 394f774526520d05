import { describe, expect, it } from "vitest";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const LOW = { label: "cover (low obstacle)", value: 4, rule: "dnd35.lowObstacleCover" };

/**
 * Fighter "a" at `a` (longsword, javelin; `inHand` the one it holds) against goblin "b" at `b`
 * (AC 15), low obstacles at `lows` on a 20×20 map; "c" and "d" far off. Initiative faces 3, 20,
 * 1, 2: b, a, d, c.
 */
function setup(
  a: { x: number; y: number },
  b: { x: number; y: number },
  lows: { x: number; y: number }[],
  inHand: "javelin" | "longsword" = "javelin",
) {
  return given(
    {
      ...header(
        [
          holding(fighter("a", "party", a.x, a.y, weapon("longsword")), { main: inHand }),
          goblin("b", "goblins", b.x, b.y, weapon("morningstar")),
          goblin("c", "goblins", 19, 19, weapon("morningstar")),
          fighter("d", "party", 19, 0, weapon("longsword")),
        ],
        "low obstacle",
      ),
      map: { width: 20, height: 20, terrain: lows.map((l) => ({ ...l, kind: "lowObstacle" })) },
    },
    [3, 20, 1, 2, 10],
  )
    .until("a")
    .declining();
}

const javelinAt = (g: ReturnType<typeof setup>) =>
  g.when({ kind: "Attack", target: "b", weapon: "javelin" }).facts("AttackResolved")[0]!;

describe("dnd35 掩蔽COVER 低矮障碍和掩蔽 low obstacles", () => {
  it("a low wall just before the target gives it cover, +4: AC 19 (dnd35 低矮障碍和掩蔽)", () => {
    const hit = javelinAt(setup({ x: 0, y: 2 }, { x: 6, y: 2 }, [{ x: 5, y: 2 }]));
    expect(hit.ac).toContainEqual(LOW);
    expect(hit.acTotal).toBe(19);
  });

  it("a low wall is never total cover: a whole row of it still lets the javelin through, AC 19 (dnd35 低矮障碍和掩蔽)", () => {
    const row = Array.from({ length: 20 }, (_, y) => ({ x: 5, y }));
    expect(javelinAt(setup({ x: 0, y: 2 }, { x: 6, y: 2 }, row)).acTotal).toBe(19);
  });

  it("only within 30 ft of the obstacle: 30 ft away the target has cover, 35 ft away none (dnd35 低矮障碍和掩蔽)", () => {
    const near = javelinAt(setup({ x: 0, y: 2 }, { x: 14, y: 2 }, [{ x: 8, y: 2 }]));
    expect(near.ac).toContainEqual(LOW);
    const far = javelinAt(setup({ x: 0, y: 2 }, { x: 15, y: 2 }, [{ x: 8, y: 2 }]));
    expect(far.ac).not.toContainEqual(LOW);
    expect(far.acTotal).toBe(15);
  });

  it("an attacker nearer the obstacle than its target ignores it: AC 15 (dnd35 低矮障碍和掩蔽)", () => {
    const hit = javelinAt(setup({ x: 0, y: 2 }, { x: 6, y: 2 }, [{ x: 1, y: 2 }]));
    expect(hit.ac).not.toContainEqual(LOW);
    expect(hit.acTotal).toBe(15);
  });

  it("against an adjacent melee attack a line crossing a low wall gives cover too (包括矮墙): AC 19 (dnd35 掩蔽COVER)", () => {
    const [hit] = setup({ x: 0, y: 2 }, { x: 1, y: 3 }, [{ x: 1, y: 2 }], "longsword")
      .when({ kind: "Attack", target: "b" })
      .facts("AttackResolved");
    expect(hit?.ac).toContainEqual(LOW);
    expect(hit?.acTotal).toBe(19);
  });

  it("a low obstacle hampers movement like any obstacle: entering it costs 10 ft (dnd35 地形和障碍物)", () => {
    const g = setup({ x: 0, y: 2 }, { x: 9, y: 9 }, [{ x: 1, y: 2 }]);
    const r = g.when({
      kind: "Move",
      path: [
        { x: 1, y: 2 },
        { x: 2, y: 2 },
      ],
    });
    expect(r.facts("Moved")[0]).toMatchObject({ feet: 15 });
  });
});
