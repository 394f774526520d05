import { describe, expect, it } from "vitest";
import { warhorse } from "../../../src/rulesets/dnd35/samples/mounts.ts";
import { fighter, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { knight } from "./knight.ts";

// The knight on its warhorse at (2,2)–(3,3); a fighter "f" at (4,2) beside it. Initiative d20s:
// the knight 1, the fighter 20.

describe("dnd35 a ridden mount pushed (seed 000 冲撞BULL RUSH, 骑乘战斗MOUNTED COMBAT)", () => {
  it("given the fighter bull-rushes the warhorse and follows, when it wins, then the horse is pushed 10 ft west (5 ft more for each 5 points it won by) with its rider on its square, and the fighter follows into the squares the horse left, (3,2) and (2,2) (seed 000 冲撞结果: 如果你随他一起移动的话)", () => {
    const roster = [
      knight("h"),
      warhorse("h", "party", 2, 2),
      fighter("f", "foes", 4, 2, weapon("longsword")),
    ];
    const g = given(header(roster, "pushed"), [1, 20]).declining().until("f");
    g.forceNext(20, 1);
    const r = g.when({ kind: "SpecialAttack", attack: "BullRush", target: "h", follow: true });
    const moves = r.facts("Moved").map((m) => [m.actor, m.mode, m.path]);
    expect(moves).toEqual([
      [
        "h",
        "pushed",
        [
          { x: 1, y: 2 },
          { x: 0, y: 2 },
        ],
      ],
      [
        "f",
        "follow",
        [
          { x: 3, y: 2 },
          { x: 2, y: 2 },
        ],
      ],
    ]);
    expect(r.state.combatants.k!.position).toEqual({ x: 0, y: 2 });
  });
});
