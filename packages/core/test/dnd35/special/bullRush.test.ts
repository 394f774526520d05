import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (Str 16: +3) at (0,0); fighter "b" (Str 10: +0) at (1,0); goblin "c" far off.
// Initiative: a 20, b 10, c 1. In round 1, b has not acted and takes no attack of opportunity.

const weak: CombatantSpec = {
  ...fighter("b", "foes", 1, 0, weapon("longsword")),
  abilities: { str: 10, dex: 13, con: 14, int: 10, wis: 12, cha: 8 },
};

function fight(
  b: CombatantSpec = weak,
  a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword")),
) {
  return header([a, b, goblin("c", "foes", 10, 10, weapon("morningstar"))], "bull rush");
}
const RUSH = { kind: "SpecialAttack", attack: "BullRush", target: "b" } as const;

describe("dnd35 bull rush (seed 000 冲撞BULL RUSH)", () => {
  it("given Str 15 + 3 = 18 against 7 + 0 = 7, won by 11, when the rusher follows, then the defender is pushed 15 ft and the rusher ends beside it (seed 000 冲撞BULL RUSH 冲撞结果)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 7);
    const r = g.when({ ...RUSH, follow: true });
    expect(r.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "standard" }]);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { attack: "BullRush", rolls: [{ totals: [18, 7] }], winner: "a" },
    ]);
    expect(r.facts("Moved")).toEqual([
      {
        actor: "b",
        mode: "pushed",
        path: [
          { x: 2, y: 0 },
          { x: 3, y: 0 },
          { x: 4, y: 0 },
        ],
        feet: 15,
        rule: "dnd35.bullRush",
      },
      {
        actor: "a",
        mode: "follow",
        path: [
          { x: 1, y: 0 },
          { x: 2, y: 0 },
          { x: 3, y: 0 },
        ],
        feet: 15,
        rule: "dnd35.bullRush",
      },
    ]);
  });

  it("given the same win without following, when pushed, then 5 ft only and the rusher stays (seed 000 冲撞BULL RUSH: 将他撞退5英尺)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 7);
    expect(g.when(RUSH).facts("Moved")).toEqual([
      { actor: "b", mode: "pushed", path: [{ x: 2, y: 0 }], feet: 5, rule: "dnd35.bullRush" },
    ]);
  });

  it("given a steady dwarf (+4 stability), when the rusher's 10 + 3 = 13 meets 9 + 0 + 4 = 13, then the tie goes to the higher modifier, the dwarf's, and nobody moves (seed 000 冲撞BULL RUSH; 擒抱检定's ties)", () => {
    const g = given(fight({ ...weak, steady: true }), [20, 10, 1]);
    g.forceNext(10, 9);
    const r = g.when(RUSH);
    expect(r.facts("OpposedCheckRolled")).toMatchObject([
      { rolls: [{ totals: [13, 13] }], winner: "b" },
    ]);
    expect(r.facts("Moved")).toEqual([]);
  });

  it("given a wall 10 ft behind the defender, when won by 11 following, then the push stops at the wall (seed 000 冲撞BULL RUSH)", () => {
    const h = {
      ...fight(),
      map: { width: 20, height: 20, terrain: [{ x: 3, y: 0, kind: "wall" }] },
    };
    const g = given(h as never, [20, 10, 1]);
    g.forceNext(15, 7);
    expect(g.when({ ...RUSH, follow: true }).facts("Moved")).toMatchObject([
      { actor: "b", path: [{ x: 2, y: 0 }] },
      { actor: "a", path: [{ x: 1, y: 0 }] },
    ]);
  });

  it("given round 2, when the rusher moves into the defender's space, then everyone threatening it may take an attack of opportunity, the defender too — not with Improved Bull Rush (seed 000 冲撞BULL RUSH 开始冲撞)", () => {
    const g = given(fight(), [20, 10, 1]).until("b").until("c").until("a");
    const r = g.when(RUSH);
    expect(r.facts("WindowOpened")).toMatchObject([
      { window: "opportunity", candidates: ["b"], trigger: "BullRush" },
    ]);
    const strong = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      feats: ["ImprovedBullRush" as const],
    };
    const h = given(fight(weak, strong), [20, 10, 1]).until("b").until("c").until("a");
    h.forceNext(10, 10);
    const q = h.when(RUSH);
    expect(q.facts("WindowOpened")).toEqual([]);
    expect(q.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus.map((t) => t.value)).toEqual([3, 4]);
  });

  it("given a Huge foe, or one not beside the rusher, when bull rushed without a charge, then it is refused (seed 000 冲撞BULL RUSH)", () => {
    given(fight({ ...weak, size: "huge" }), [20, 10, 1])
      .when(RUSH)
      .rejects("tooLarge");
    const far = { ...weak, position: { x: 5, y: 0 } };
    given(fight(far), [20, 10, 1]).when(RUSH).rejects("notAdjacent");
  });

  it("given a charge of 20 ft ending in a bull rush, when the check is made, then it has +2 for charging and the rusher is charging (AC −2) (seed 000 冲锋CHARGE 冲锋时的攻击, 冲撞BULL RUSH)", () => {
    const far = { ...weak, position: { x: 5, y: 0 } };
    const g = given(fight(far), [20, 10, 1]);
    g.forceNext(10, 10);
    const r = g.when({
      ...RUSH,
      path: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
        { x: 4, y: 0 },
      ],
    });
    expect(r.facts("ActionTaken")).toMatchObject([{ slot: "fullRound" }]);
    expect(r.facts("ConditionAdded")).toMatchObject([{ target: "a", condition: "charging" }]);
    expect(r.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus).toContainEqual({
      label: "charging",
      value: 2,
      rule: "dnd35.bullRush",
    });
  });

  // A third creature "c" beside the pair: a goblin of `side` at (x, y). Round 2, so everyone has
  // acted and may take attacks of opportunity; only foes threaten.
  const beside = (x: number, y: number, side: string) =>
    header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        weak,
        goblin("c", side, x, y, weapon("morningstar")),
      ],
      "bull rush",
    );

  it("given the rusher's ally beside the defender, when the defender is pushed, then its forced move provokes from the ally and not from the rusher, and the ally's attack on it strikes the rusher on a d% of 25 or less (seed 000 冲撞BULL RUSH 冲撞结果, 开始冲撞)", () => {
    const g = given(beside(1, 1, "party"), [20, 10, 1])
      .until("b")
      .until("c")
      .until("a");
    const r = g.when(RUSH);
    expect(r.facts("WindowOpened")).toMatchObject([{ candidates: ["b"], trigger: "BullRush" }]);
    g.forceNext(15, 7);
    // The check is made once the defender declines; the push then asks the ally, not the rusher.
    const push = g.respond(false);
    expect(push.facts("WindowOpened")).toMatchObject([
      { candidates: ["c"], trigger: "move", provoker: "b" },
    ]);
    g.forceNext(12, 10);
    const aoo = g.respond(true);
    expect(aoo.facts("AttackResolved")).toMatchObject([
      {
        attacker: "c",
        target: "a",
        natural: 12,
        stray: { aimedAt: "b", die: "1d100", roll: 10, percent: 25, rule: "dnd35.bullRush" },
      },
    ]);
    expect(aoo.facts("Moved")).toMatchObject([{ actor: "b", mode: "pushed" }]);
  });

  it("given the rusher following past a foe, when it leaves a square the foe threatens, then it provokes from the foe but not from the defender, and a d% of 80 keeps the foe's attack on the rusher (seed 000 冲撞BULL RUSH 冲撞结果: 如果你随他一起移动的话，你也会引发借机攻击)", () => {
    const g = given(beside(2, 1, "foes"), [20, 10, 1])
      .until("b")
      .until("c")
      .until("a");
    g.forceNext(15, 7);
    const r = g.when({ ...RUSH, follow: true });
    // Entering b's space provokes from b only (the goblin at (2,1) does not reach (0,0)).
    expect(r.facts("WindowOpened")).toMatchObject([{ candidates: ["b"], trigger: "BullRush" }]);
    const push = g.respond(false);
    expect(push.facts("OpposedCheckRolled")).toMatchObject([{ winner: "a" }]);
    // The push, then the rusher's first step into the defender's square; leaving it provokes.
    expect(push.facts("Moved")).toMatchObject([
      { actor: "b", mode: "pushed", feet: 15 },
      { actor: "a", mode: "follow", path: [{ x: 1, y: 0 }] },
    ]);
    expect(push.facts("WindowOpened")).toMatchObject([
      { candidates: ["c"], trigger: "move", provoker: "a" },
    ]);
    g.forceNext(12, 80);
    const aoo = g.respond(true);
    expect(aoo.facts("AttackResolved")).toMatchObject([
      { attacker: "c", target: "a", stray: { aimedAt: "a", roll: 80, percent: 25 } },
    ]);
    expect(aoo.facts("Moved")).toMatchObject([{ actor: "a", mode: "follow" }]);
  });

  it("given the defender's own attack of opportunity on the rusher, when it is rolled, then it cannot strike the defender itself: no stray die (seed 000 冲撞BULL RUSH: 除防御者以外的任何人)", () => {
    const g = given(fight(), [20, 10, 1]).until("b").until("c").until("a");
    g.when(RUSH);
    g.forceNext(12);
    const aoo = g.respond(true);
    const [roll] = aoo.facts("AttackResolved");
    expect(roll).toMatchObject({ attacker: "b", target: "a" });
    expect(roll!.stray).toBeUndefined();
  });
});
