import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const SOFT = { label: "soft cover", value: 4, rule: "dnd35.softCover" };
const COVER = { label: "cover", value: 4, rule: "dnd35.cover" };
const IMPROVED = { label: "improved cover", value: 8, rule: "dnd35.improvedCover" };

/**
 * Goblin "b" at (`bx`,2) acts first (AC 15 = 10 + leather 2 + shield 1 + Dex 1 + Small 1), then
 * the attacker "a" at (0,2), by default a fighter with its javelin in hand; "d" stands where given; goblin "c" far off. Initiative faces 3, 20,
 * 1, 2: counts a 8, b 21, c 2, d 7 (fighters +4 Improved Initiative, +1 Dex). Then the d20 10.
 */
function setup(
  d: CombatantSpec,
  options: {
    a?: CombatantSpec;
    bx?: number;
    walls?: readonly { x: number; y: number }[];
    improved?: boolean;
  } = {},
) {
  const g = given(
    {
      ...header(
        [
          options.a ??
            holding(fighter("a", "party", 0, 2, weapon("longsword")), { main: "javelin" }),
          goblin("b", "goblins", options.bx ?? 6, 2, weapon("morningstar")),
          goblin("c", "goblins", 9, 9, weapon("morningstar")),
          d,
        ],
        "cover",
      ),
      map: {
        width: 10,
        height: 10,
        terrain: (options.walls ?? []).map((w) => ({ ...w, kind: "wall" })),
      },
    },
    [3, 20, 1, 2, 10],
  ).until("a");
  if (options.improved === true)
    g.gm({ kind: "AddCondition", target: "b", condition: "improvedCover", reason: "arrow slit" });
  return g;
}

const javelin = (g: ReturnType<typeof setup>) =>
  g.when({ kind: "Attack", target: "b", weapon: "javelin" }).facts("AttackResolved")[0]!;

describe("dnd35 掩蔽COVER 软掩蔽 soft cover", () => {
  it("an ally standing on the corner-to-corner lines gives the goblin soft cover against the javelin: AC 15 + 4 = 19 (dnd35 软掩蔽)", () => {
    const hit = javelin(setup(fighter("d", "party", 3, 2, weapon("longsword"))));
    expect(hit.ac).toContainEqual(SOFT);
    expect(hit.acTotal).toBe(19);
  });

  it("so does a foe: another goblin between them, AC 19 (dnd35 软掩蔽: 生物，甚至你的敌人)", () => {
    const hit = javelin(setup(goblin("d", "goblins", 3, 2, weapon("morningstar"))));
    expect(hit.ac).toContainEqual(SOFT);
    expect(hit.acTotal).toBe(19);
  });

  it("a creature beside the lines, or one whose side the best corner's lines only run along, gives none: AC 15 (dnd35 软掩蔽)", () => {
    const off = javelin(setup(fighter("d", "party", 3, 0, weapon("longsword"))));
    expect(off.ac).not.toContainEqual(SOFT);
    expect(off.acTotal).toBe(15);
    const along = javelin(setup(fighter("d", "party", 3, 1, weapon("longsword"))));
    expect(along.acTotal).toBe(15);
  });

  it("soft cover is against ranged attacks only: a longspear's reach over an ally's square meets AC 15 (dnd35 软掩蔽, PHB errata)", () => {
    const spearman = fighter("a", "party", 0, 2, weapon("longspear"));
    const g = setup(fighter("d", "party", 1, 2, weapon("longsword")), { a: spearman, bx: 2 });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).not.toContainEqual(SOFT);
    expect(hit?.acTotal).toBe(15);
  });

  it("a dead creature is no creature: a slain ally on the line gives no soft cover, AC 15 (dnd35 软掩蔽)", () => {
    const g = setup(fighter("d", "party", 3, 2, weapon("longsword")));
    g.gm({ kind: "ApplyDamage", target: "d", amount: 30, reason: "a boulder" });
    expect(g.state.combatants.d?.vitals.state).toBe("dead");
    expect(javelin(g).acTotal).toBe(15);
  });

  it("cover does not stack: a wall and an ally both on the lines give one +4, AC 19 (dnd35 掩蔽)", () => {
    const hit = javelin(
      setup(fighter("d", "party", 4, 2, weapon("longsword")), { walls: [{ x: 2, y: 2 }] }),
    );
    expect(hit.ac).toContainEqual(COVER);
    expect(hit.ac).not.toContainEqual(SOFT);
    expect(hit.acTotal).toBe(19);
  });
});

describe("dnd35 掩蔽COVER 变化掩蔽程度 improved cover", () => {
  it("improved cover, the GM's call, is +8 in place of +4: the javelin past an ally meets AC 15 + 8 = 23 (dnd35 变化掩蔽程度)", () => {
    const hit = javelin(
      setup(fighter("d", "party", 3, 2, weapon("longsword")), { improved: true }),
    );
    expect(hit.ac).toContainEqual(IMPROVED);
    expect(hit.ac).not.toContainEqual(SOFT);
    expect(hit.acTotal).toBe(23);
  });

  it("improved cover counts against melee too: the adjacent longsword meets AC 23 (dnd35 变化掩蔽程度)", () => {
    const a = fighter("a", "party", 0, 2, weapon("longsword"));
    const g = setup(fighter("d", "party", 9, 0, weapon("longsword")), { a, bx: 1, improved: true });
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toContainEqual(IMPROVED);
    expect(hit?.acTotal).toBe(23);
  });
});

/** Fighter "a" at (0,2) against goblin "b" at `b`, with walls; initiative as in `setup`. */
function melee(
  b: { x: number; y: number },
  walls: readonly { x: number; y: number }[],
  main = weapon("longsword"),
) {
  const g = given(
    {
      ...header(
        [
          fighter("a", "party", 0, 2, main),
          goblin("b", "goblins", b.x, b.y, weapon("morningstar")),
          goblin("c", "goblins", 9, 9, weapon("morningstar")),
          fighter("d", "party", 9, 0, weapon("longsword")),
        ],
        "melee cover",
      ),
      map: { width: 10, height: 10, terrain: walls.map((w) => ({ ...w, kind: "wall" })) },
    },
    [3, 20, 1, 2, 10],
  ).until("a");
  return g.when({ kind: "Attack", target: "b" });
}

describe("dnd35 掩蔽COVER against melee attacks", () => {
  it("a goblin diagonally past a wall's corner has cover against the longsword, a line between the squares crossing the wall: AC 15 + 4 = 19 (dnd35 掩蔽)", () => {
    const [hit] = melee({ x: 1, y: 3 }, [{ x: 1, y: 2 }]).facts("AttackResolved");
    expect(hit?.ac).toContainEqual(COVER);
    expect(hit?.acTotal).toBe(19);
    expect(melee({ x: 1, y: 3 }, []).facts("AttackResolved")[0]?.acTotal).toBe(15);
  });

  it("a wall beside two squares side by side is not between them: no cover, AC 15 (dnd35 掩蔽)", () => {
    const [hit] = melee({ x: 1, y: 2 }, [{ x: 1, y: 1 }]).facts("AttackResolved");
    expect(hit?.ac).not.toContainEqual(COVER);
    expect(hit?.acTotal).toBe(15);
  });

  it("a longspear reaching past a wall square uses the ranged rule: cover, AC 19; past a solid wall, total cover and no attack (dnd35 掩蔽 全掩蔽)", () => {
    const [hit] = melee({ x: 2, y: 2 }, [{ x: 1, y: 2 }], weapon("longspear")).facts(
      "AttackResolved",
    );
    expect(hit?.ac).toContainEqual(COVER);
    expect(hit?.acTotal).toBe(19);
    const wall = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((y) => ({ x: 1, y }));
    expect(melee({ x: 2, y: 2 }, wall, weapon("longspear")).rejects("totalCover").rule).toBe(
      "dnd35.cover",
    );
  });
});
