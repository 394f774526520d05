import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { scatterFromIntersection } from "../../../src/rulesets/3x/special/splash.ts";
import { splashCandidates } from "../../../src/rulesets/dnd35/laws/special/splash.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { type WeaponId, weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { attackTexts } from "../../../src/rulesets/dnd35/words/attacks.ts";
import { declarationTexts } from "../../../src/rulesets/dnd35/words/declarations.ts";
import { splashTexts } from "../../../src/rulesets/dnd35/words/splash.ts";

// The grid-intersection throw (seed 000 投掷泼溅武器THROW SPLASH WEAPON, its second and third
// paragraphs). Fighter "a" (Dex 13: +1, BAB +1) at (0,0) holds a flask of alchemist's fire;
// goblins "b" at (2,0), "c" at (3,0) and "d" at (3,1) (Small, 5 hp), "e" far off at (12,12).
// An intersection `at` is the top-left corner of square `at`: (3,1) is touched by the squares
// (2,0), (3,0), (2,1) and (3,1). Its distance from a is along the grid lines from the nearest
// corner of a's square, (1,1) or (1,0): 2 squares, 10 ft — one full range increment (10 ft),
// −2, and a miss scatters 2 squares. Initiative d20s: a 20, then the goblins.

const SEC = "seed 000 投掷泼溅武器THROW SPLASH WEAPON";

function fight(flask: WeaponId, extra: readonly CombatantSpec[] = []) {
  return header(
    [
      fighter("a", "party", 0, 0, weapon(flask)),
      goblin("b", "foes", 2, 0, weapon("morningstar")),
      goblin("c", "foes", 3, 0, weapon("morningstar")),
      goblin("d", "foes", 3, 1, weapon("morningstar")),
      goblin("e", "foes", 12, 12, weapon("morningstar")),
      ...extra,
    ],
    "splash-intersection",
  );
}
const INIT = [20, 10, 9, 8, 7];
const AT_3_1 = {
  kind: "SpecialAttack",
  attack: "ThrowSplash",
  item: "alchemists-fire",
  at: { x: 3, y: 1 },
} as const;

describe(`dnd35 throw splash weapon at a grid intersection (${SEC})`, () => {
  it(`${SEC}: given alchemist's fire aimed at the intersection at the corner of (3,1), 10 ft off, when the d20 is 5: +1 BAB +1 Dex −2 range = 5 against AC 5 (b's touch AC 11 would be a miss), then it hits: no creature takes direct-hit damage, b, c and d in the squares touching the point take 1 splash each, e none, and the flask is used up`, () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(5);
    const t = g.when(AT_3_1);
    const [roll] = t.facts("AttackResolved");
    expect(roll).toMatchObject({
      attacker: "a",
      at: { x: 3, y: 1 },
      natural: 5,
      total: 5,
      acTotal: 5,
      ac: [{ label: "grid intersection", value: 5, rule: "dnd35.throwSplash" }],
      hit: true,
      critical: false,
      rule: "dnd35.throwSplash",
    });
    expect(roll!.target).toBeUndefined();
    expect(roll!.bonus.map((x) => x.value)).toEqual([1, 1, -2]);
    // 但是就不会有生物受到直接命中伤害: splash only, no 1d6.
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount, d.breakdown[0]!.label])).toEqual([
      ["b", 1, "alchemist's fire splash"],
      ["c", 1, "alchemist's fire splash"],
      ["d", 1, "alchemist's fire splash"],
    ]);
    expect(t.facts("SplashLanded")).toEqual([
      {
        thrower: "a",
        item: "alchemists-fire",
        intersection: { x: 3, y: 1 },
        at: { x: 3, y: 1 },
        hit: ["b", "c", "d"],
        rule: "dnd35.throwSplash",
      },
    ]);
    expect(t.events.filter((e) => e.type === "DiceRolled")).toHaveLength(1);
    expect(["b", "c", "d", "e"].map((id) => t.state.combatants[id]!.vitals.hp)).toEqual([
      4, 4, 4, 5,
    ]);
    expect(t.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "useUp", item: "alchemists-fire" },
    ]);
  });

  it(`${SEC}: given the same throw, when the d20 is 4 (4 against AC 5: a miss) and the d8 is 1, then it scatters straight back toward a — west, the nearest of the eight directions to a's square — 2 squares (10 ft: the second range increment) to the intersection (1,1), the corner of a's own square: a takes 1 splash and the goblins none; the flask is used up`, () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(4, 1);
    const t = g.when(AT_3_1);
    expect(t.facts("AttackResolved")).toMatchObject([{ total: 4, acTotal: 5, hit: false }]);
    expect(t.facts("SplashLanded")).toEqual([
      {
        thrower: "a",
        item: "alchemists-fire",
        intersection: { x: 3, y: 1 },
        at: { x: 1, y: 1 },
        scatter: { roll: 1, squares: 2 },
        hit: ["a"],
        rule: "dnd35.throwSplash",
      },
    ]);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([["a", 1]]);
    expect(t.state.combatants.a!.vitals.hp).toBe(11);
    expect(t.facts("GearChanged")).toMatchObject([{ change: "useUp" }]);
  });

  it(`${SEC}: given the intersection at the corner of (6,1), 25 ft off (two full increments: −4, so d20 + 1 + 1 − 4), when the d20 is 6 (4 against AC 5: a miss) and the d8 is 5 (1 back west, then north-west, north, north-east, east clockwise), then it lands 3 squares east (the third range increment) at the intersection (9,1): goblins f at (9,1) and g at (8,0), whose squares touch it, are splashed; h at (10,2), diagonally beyond, is not`, () => {
    const g = given(
      fight("alchemists-fire", [
        goblin("f", "foes", 9, 1, weapon("morningstar")),
        goblin("g", "foes", 8, 0, weapon("morningstar")),
        goblin("h", "foes", 10, 2, weapon("morningstar")),
      ]),
      [...INIT, 6, 5, 4],
    );
    g.forceNext(6, 5);
    const t = g.when({ ...AT_3_1, at: { x: 6, y: 1 } });
    expect(t.facts("AttackResolved")).toMatchObject([{ natural: 6, total: 4, hit: false }]);
    expect(t.facts("SplashLanded")).toMatchObject([
      { intersection: { x: 6, y: 1 }, at: { x: 9, y: 1 }, scatter: { roll: 5, squares: 3 } },
    ]);
    expect(t.facts("SplashLanded")[0]!.hit).toEqual(["f", "g"]);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([
      ["f", 1],
      ["g", 1],
    ]);
    expect(t.state.combatants.h!.vitals.hp).toBe(5);
  });

  it(`${SEC}: given a Large ogre filling (4,1)–(5,2), when a flask hits the intersection at the corner of (4,2), on the ogre's edge (15 ft: −2; d20 10 = 10 against AC 5), then d at (3,1) and the ogre, whose space includes two of the four squares touching the point, take 1 splash each, and c at (3,0) none (seed 000 投掷泼溅武器: 和该点相接的所有方格里的生物)`, () => {
    const ogre: CombatantSpec = {
      ...fighter("o", "foes", 4, 1, weapon("longsword")),
      size: "large",
    };
    const g = given(fight("alchemists-fire", [ogre]), [...INIT, 6]);
    g.forceNext(10);
    const t = g.when({ ...AT_3_1, at: { x: 4, y: 2 } });
    expect(t.facts("AttackResolved")).toMatchObject([{ total: 10, acTotal: 5, hit: true }]);
    expect(t.facts("DamageDealt").map((d) => [d.target, d.amount])).toEqual([
      ["d", 1],
      ["o", 1],
    ]);
    expect(t.state.combatants.c!.vitals.hp).toBe(5);
  });

  it(`${SEC}: given a Large ogre filling (6,6)–(7,7), when a flask is aimed at the intersection at the corner of (7,7), inside its body, then it is refused — throw at the ogre — while the corner of (6,6), on its edge, may be thrown at (seed 000 投掷泼溅武器: 你就必须以该生物作为目标)`, () => {
    const ogre: CombatantSpec = {
      ...fighter("o", "foes", 6, 6, weapon("longsword")),
      size: "large",
    };
    const g = given(fight("alchemists-fire", [ogre]), [...INIT, 6]);
    const covered = g.when({ ...AT_3_1, at: { x: 7, y: 7 } }).rejects("splashCoveredIntersection");
    expect(covered.rule).toBe("dnd35.throwSplash");
    expect(covered.message).toBe("o's body covers that grid intersection: throw at o instead");
    // 35 ft off: within the flask's 50 ft (five increments of 10 ft).
    g.forceNext(15);
    const edge = g.when({ ...AT_3_1, at: { x: 6, y: 6 } });
    expect(edge.facts("SplashLanded")).toMatchObject([{ at: { x: 6, y: 6 }, hit: ["o"] }]);
  });

  it(`${SEC}: given declarations that name no target and no point, both, a point off the map's grid lines, a point beyond the flask's 50 ft, a point behind walls, or a longsword, then each is refused with its reason`, () => {
    const g = given(fight("alchemists-fire"), INIT);
    const refused = (decl: object, code: string) => g.when(decl as never).rejects(code);
    const item = "alchemists-fire";
    expect(
      refused({ kind: "SpecialAttack", attack: "ThrowSplash", item }, "splashNoTarget").message,
    ).toBe(
      "name what alchemists-fire is thrown at: a creature (target) or a grid intersection (at)",
    );
    expect(refused({ ...AT_3_1, target: "b" }, "splashTargetAndIntersection").rule).toBe(
      "dnd35.throwSplash",
    );
    // The grid lines of a 20 × 20 map run 0…20: (20,0) is on its edge, (21,0) and (−1,3) off it.
    const off = refused({ ...AT_3_1, at: { x: 21, y: 0 } }, "splashOffGrid");
    expect(off.message).toMatch(/x from 0 to 20 and y from 0 to 20/);
    refused({ ...AT_3_1, at: { x: -1, y: 3 } }, "splashOffGrid");
    refused({ ...AT_3_1, at: { x: 1.5, y: 3 } }, "splashOffGrid");
    // (12,0): 11 squares from a's corner (1,0), 55 ft, beyond five increments.
    const far = refused({ ...AT_3_1, at: { x: 12, y: 0 } }, "outOfRange");
    expect([far.rule, far.message]).toEqual([
      "dnd35.rangePenalty",
      "the grid intersection (12,0) is 55 ft away: beyond 50 ft",
    ]);
    // (11,0) is 50 ft: the last increment.
    g.forceNext(20);
    expect(g.when({ ...AT_3_1, at: { x: 11, y: 0 } }).facts("SplashLanded")).toHaveLength(1);
    const sword = given(fight("longsword"), INIT);
    expect(sword.when({ ...AT_3_1, item: "longsword" }).rejects("notSplashWeapon").message).toBe(
      "longsword is not a splash weapon (alchemist's fire, acid flask, holy water)",
    );
    const walled = header(
      [
        fighter("a", "party", 0, 0, weapon("alchemists-fire")),
        goblin("b", "foes", 5, 5, weapon("morningstar")),
      ],
      "splash-walled",
    );
    const behind = given(
      {
        ...walled,
        map: {
          width: 20,
          height: 20,
          terrain: [
            { x: 1, y: 0, kind: "wall" },
            { x: 1, y: 1, kind: "wall" },
          ],
        },
      },
      [20, 10],
    );
    const wall = behind.when(AT_3_1).rejects("totalCover");
    expect([wall.rule, wall.message]).toEqual([
      "dnd35.cover",
      "walls stand between the thrower and the grid intersection (3,1): no line of effect",
    ]);
  });

  it(`${SEC}: given goblin f beside a after every goblin has acted, when a throws at an intersection, then f may take an attack of opportunity first, as against any ranged attack (seed 000 借机攻击), and the roll against AC 5 comes after`, () => {
    const g = given(fight("alchemists-fire", [goblin("f", "foes", 1, 1, weapon("morningstar"))]), [
      ...INIT,
      6,
    ]);
    for (let i = 0; i < 6; i++) g.act({ kind: "EndTurn" });
    const t = g.when(AT_3_1);
    expect(t.facts("WindowOpened")).toMatchObject([
      { trigger: "ThrowSplash", candidates: ["f"], rule: "dnd35.throwSplash" },
    ]);
    expect(t.facts("AttackResolved")).toEqual([]);
    g.forceNext(12);
    const after = g.respond(false);
    expect(after.facts("AttackResolved")).toMatchObject([{ attacker: "a", at: { x: 3, y: 1 } }]);
    expect(after.facts("SplashLanded")).toMatchObject([{ intersection: { x: 3, y: 1 } }]);
  });

  it(`${SEC}: given a throw at an intersection, then the declaration, the roll and the landing each say it was at the grid intersection`, () => {
    const g = given(fight("alchemists-fire"), INIT);
    g.forceNext(4, 5);
    const t = g.when(AT_3_1);
    expect(declarationTexts["dnd35:declaration.SpecialAttack"](AT_3_1)).toBe(
      "ThrowSplash (item alchemists-fire, at the grid intersection (3,1))",
    );
    expect(attackTexts["dnd35:event.AttackResolved"](t.facts("AttackResolved")[0]!)).toBe(
      "a misses the grid intersection (3,1) with alchemists-fire: d20 4 +1 base attack bonus +1 Dex 13 −2 range (10 ft) = 4 vs AC 5 (+5 grid intersection)",
    );
    expect(splashTexts["dnd35:event.SplashLanded"](t.facts("SplashLanded")[0]!)).toBe(
      "a's alchemists-fire, thrown at the grid intersection (3,1), scatters (d8 5) 2 squares and lands at the grid intersection (5,1), splashing no one",
    );
    const hit = given(fight("alchemists-fire"), INIT);
    hit.forceNext(5);
    expect(
      splashTexts["dnd35:event.SplashLanded"](hit.when(AT_3_1).facts("SplashLanded")[0]!),
    ).toBe(
      "a's alchemists-fire lands at the grid intersection (3,1) it was thrown at, splashing b, c, d",
    );
  });

  it(`${SEC}: given goblins b, c and d together and an ally p at (4,0), when the random policy lists its throws, then beside each foe it offers the corners of the foes' squares that two or more foes and no ally touch: (3,0) and (3,1), not (4,1) or (4,0), which p touches`, () => {
    const g = given(fight("alchemists-fire", [goblin("p", "party", 4, 0, weapon("morningstar"))]), [
      ...INIT,
      6,
    ]);
    const { state } = g;
    const throws = splashCandidates({
      state,
      me: state.combatants.a!,
      foes: ["b", "c", "d", "e"],
      allies: ["p"],
      near: [],
      pick: () => 0,
    });
    expect(
      throws.filter((d) => "target" in d).map((d) => (d as { target: string }).target),
    ).toEqual(["b", "c", "d", "e"]);
    expect(throws.filter((d) => "at" in d).map((d) => (d as { at: object }).at)).toEqual([
      { x: 3, y: 0 },
      { x: 3, y: 1 },
    ]);
  });

  it(`${SEC}: given a miss at an intersection, when the d8 is 1, then it scatters straight back toward the centre of the thrower's space, the nearest of the eight directions: north-west from (3,3) toward a Medium thrower at (0,0), east from (3,1) toward a Large one filling (5,0)–(6,1)`, () => {
    expect(scatterFromIntersection({ x: 0, y: 0 }, 1, { x: 3, y: 3 }, 1, 2)).toEqual({
      x: 1,
      y: 1,
    });
    expect(scatterFromIntersection({ x: 5, y: 0 }, 2, { x: 3, y: 1 }, 1, 1)).toEqual({
      x: 4,
      y: 1,
    });
    // 2–8 go on clockwise: from west, 2 is north-west and 8 south-west.
    expect(scatterFromIntersection({ x: 0, y: 0 }, 1, { x: 3, y: 1 }, 2, 2)).toEqual({
      x: 1,
      y: -1,
    });
    expect(scatterFromIntersection({ x: 0, y: 0 }, 1, { x: 3, y: 1 }, 8, 2)).toEqual({
      x: 1,
      y: 3,
    });
  });
});
