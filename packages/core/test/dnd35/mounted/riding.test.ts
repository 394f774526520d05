import { describe, expect, it } from "vitest";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { mountedHeader } from "./knight.ts";

const SWORD = { holds: { main: "longsword" } } as const;

// Initiative d20s, in roster order of those who roll: the knight 10 (+5: Dex 1, Improved
// Initiative 4 → 15), goblin 5, light horse 1. The warhorse rolls none: it takes its rider's count.

describe("dnd35 mounted combat: a rider and its mount (seed 000 骑乘战斗MOUNTED COMBAT)", () => {
  it("given a knight starting on its warhorse, when initiative is rolled, then the horse takes the knight's count and acts just before it (seed 000 骑乘战斗: 依照你的先攻权数值来作出行动)", () => {
    const g = given(mountedHeader(), [10, 5, 1]);
    const order = g.state.order.map((e) => e.id);
    expect(order.indexOf("h")).toBe(order.indexOf("k") - 1);
    const k = g.state.order.find((e) => e.id === "k")!;
    expect(g.state.order.find((e) => e.id === "h")).toMatchObject({ count: k.count });
    expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "h" });
  });

  it("given the knight on its horse, when the fight starts, then it stands on the horse's square and fills its 2×2 space: a foe beside the horse's far side is within the knight's 5 ft (seed 000 骑乘战斗: 视为你使用你的坐骑所占据的空间)", () => {
    const g = given(mountedHeader({ gx: 4, knight: SWORD }), [10, 5, 1]);
    const k = g.state.combatants.k!;
    expect(k.position).toEqual({ x: 2, y: 2 });
    expect(k.riding).toBe("h");
    expect(k.spaceSide).toBe(2);
    // The goblin at (4,2) is beside the horse's squares (3,2)/(3,3): the knight's longsword reaches.
    g.until("k");
    const hit = g.when({ kind: "Attack", target: "g", weapon: "longsword" });
    expect(hit.facts("AttackResolved")).toHaveLength(1);
  });

  it("given the horse's turn, when it moves 30 ft, then the knight moves with it, on the horse's own move action (seed 000 骑乘战斗: 坐骑本身则是用它自己的动作来进行移动)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).until("h");
    const path = [3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2 }));
    const moved = g.when({ kind: "Move", path });
    expect(moved.facts("ActionTaken")).toMatchObject([{ actor: "h", slot: "move" }]);
    expect(moved.state.combatants.k!.position).toEqual({ x: 8, y: 2 });
    expect(moved.state.combatants.h!.turnMovement).toMatchObject({ rider: "k", feet: 30 });
  });

  it("given the knight mounted, when it declares a move, a 5-foot step or a charge of its own, then each is refused: a rider moves with its mount (seed 000 骑乘战斗)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).until("k");
    const v = g.when({ kind: "Move", path: [{ x: 2, y: 1 }] }).rejects("riderMoves");
    expect(v.rule).toBe("dnd35.mountedCombat");
    expect(v.message).toContain("k rides h");
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 2 } }).rejects("riderMoves");
    g.when({ kind: "Charge", target: "g", path: [{ x: 3, y: 2 }] }).rejects("riderMoves");
  });

  it("given the horse moved 30 ft, when the knight declares a full attack in melee, then it is refused, but a single attack is not (seed 000 骑乘战斗: 如果你的坐骑移动超过5英尺，那么你就只能进行一次近战攻击)", () => {
    const g = given(mountedHeader({ gx: 10, knight: SWORD }), [10, 5, 1]).until("h");
    g.act({ kind: "Move", path: [3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2 })) });
    g.until("k");
    const v = g
      .when({ kind: "FullAttack", target: "g", weapon: "longsword" })
      .rejects("singleAttack");
    expect(v.rule).toBe("dnd35.mountedSingleAttack");
    expect(v.message).toBe("h moved 30 ft this turn: its rider makes only a single melee attack");
    const one = g.when({ kind: "Attack", target: "g", weapon: "longsword" });
    expect(one.facts("AttackResolved")).toHaveLength(1);
  });
});
