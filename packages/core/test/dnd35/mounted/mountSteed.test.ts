import { describe, expect, it } from "vitest";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { mountedHeader } from "./knight.ts";

// The knight on foot at (1,2), beside its warhorse at (2,2); goblin far off. Initiative d20s:
// the knight 10, the warhorse 2, the goblin 5, the light horse 1 — so the horse acts after the goblin.

const onFoot = () => given(mountedHeader({ mounted: false }), [10, 2, 5, 1]);

describe("dnd35 mounting and dismounting a steed (seed 000 上下坐骑Mount/Dismount a Steed)", () => {
  it("given a knight beside its warhorse, when it mounts, then it takes the move action, provokes nothing, sits on the horse's square, and the horse moves to just before it in the order (seed 000 上下坐骑: 上下坐骑需要一个移动动作)", () => {
    const g = onFoot().until("k");
    const r = g.when({ kind: "SpecialAttack", attack: "MountSteed", target: "h" });
    expect(r.facts("ActionTaken")).toMatchObject([
      { actor: "k", slot: "move", rule: "dnd35.mountSteed" },
    ]);
    expect(r.facts("WindowOpened")).toEqual([]);
    expect(r.facts("MountChanged")).toEqual([
      { rider: "k", mount: "h", change: "mount", rule: "dnd35.mountSteed" },
    ]);
    expect(r.state.combatants.k!.position).toEqual({ x: 2, y: 2 });
    const order = r.state.order.map((e) => e.id);
    expect(order.indexOf("h")).toBe(order.indexOf("k") - 1);
    expect(r.facts("OrderChanged")).toMatchObject([
      { target: "h", before: "k", rule: "dnd35.mountedCombat" },
    ]);
  });

  it("given a fast mount, when the Ride check is 20 (d20 16 + Ride 4), then it is a free action and the move action is left; at 19 it takes the move action all the same (seed 000 快速上下坐骑: DC20的骑术检定…如果检定失败，上下坐骑则是一个移动动作)", () => {
    const good = onFoot().until("k");
    good.forceNext(16);
    const r = good.when({ kind: "SpecialAttack", attack: "MountSteed", target: "h", fast: true });
    expect(r.facts("RideChecked")).toMatchObject([
      {
        rider: "k",
        purpose: "fastMount",
        natural: 16,
        total: 20,
        dc: 20,
        success: true,
        rule: "dnd35.fastMount",
      },
    ]);
    expect(r.facts("ActionTaken")).toMatchObject([{ slot: "free" }]);
    expect(r.state.turn!.moveUsed).toBe(false);
    const bad = onFoot().until("k");
    bad.forceNext(15);
    const f = bad.when({ kind: "SpecialAttack", attack: "MountSteed", target: "h", fast: true });
    expect(f.facts("RideChecked")).toMatchObject([{ total: 19, success: false }]);
    expect(f.facts("ActionTaken")).toMatchObject([
      { slot: "free" },
      { slot: "move", rule: "dnd35.fastMount" },
    ]);
    expect(f.facts("MountChanged")).toHaveLength(1);
    expect(f.state.turn!.moveUsed).toBe(true);
  });

  it("given the move action spent, when a fast mount is declared, then it is refused (seed 000 快速上下坐骑: 在你该轮内不能以移动动作上下坐骑的时候你不能快速上下坐骑)", () => {
    const g = given(
      mountedHeader({ mounted: false, knight: { holds: { main: "longsword" } } }),
      [10, 2, 5, 1],
    ).until("k");
    g.act({ kind: "Activity", activity: "DrawWeapon", item: "javelin" });
    g.forceNext(1);
    g.act({ kind: "Attack", target: "g", weapon: "javelin", thrown: true });
    const v = g
      .when({ kind: "SpecialAttack", attack: "MountSteed", target: "h", fast: true })
      .rejects("fastNeedsMove");
    expect(v.rule).toBe("dnd35.fastMount");
  });

  it("given steeds that cannot be mounted, when declared, then each is refused with its reason: not beside it, a foe, not larger, already ridden (seed 000 上下坐骑)", () => {
    const g = onFoot().until("k");
    g.when({ kind: "SpecialAttack", attack: "MountSteed", target: "p" }).rejects("notAdjacent");
    g.when({ kind: "SpecialAttack", attack: "MountSteed", target: "g" }).rejects("notAlly");
    g.when({ kind: "SpecialAttack", attack: "MountSteed", target: "k" }).rejects("selfTarget");
    g.act({ kind: "SpecialAttack", attack: "MountSteed", target: "h" });
    g.when({ kind: "SpecialAttack", attack: "MountSteed", target: "h" }).rejects("alreadyRiding");
  });

  it("given the knight mounted, when it dismounts to a square beside the horse, then it stands there in its own space; to a square not beside it, refused (seed 000 上下坐骑)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).until("k");
    const v = g
      .when({ kind: "SpecialAttack", attack: "DismountSteed", to: { x: 6, y: 6 } })
      .rejects("notBeside");
    expect(v.message).toBe("(6,6) is not a square beside h's space");
    g.when({ kind: "SpecialAttack", attack: "DismountSteed", to: { x: 2, y: 2 } }).rejects(
      "notBeside",
    );
    const r = g.when({ kind: "SpecialAttack", attack: "DismountSteed", to: { x: 4, y: 3 } });
    expect(r.facts("MountChanged")).toEqual([
      { rider: "k", mount: "h", change: "dismount", at: { x: 4, y: 3 }, rule: "dnd35.mountSteed" },
    ]);
    expect(r.state.combatants.k!).toMatchObject({
      position: { x: 4, y: 3 },
      riding: undefined,
      spaceSide: undefined,
    });
  });

  it("given a rider, when the GM moves it, then it is refused: the GM moves the mount (seed 000 骑乘战斗)", () => {
    const g = given(mountedHeader(), [10, 5, 1]);
    g.gm({ kind: "MoveCreature", target: "k", to: { x: 9, y: 9 }, reason: "test" }).rejects(
      "riderMoves",
    );
    const r = g.gm({ kind: "MoveCreature", target: "h", to: { x: 9, y: 9 }, reason: "test" });
    expect(r.state.combatants.k!.position).toEqual({ x: 9, y: 9 });
  });
});
