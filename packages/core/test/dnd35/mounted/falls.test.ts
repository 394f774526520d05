import { describe, expect, it } from "vitest";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { mountedHeader } from "./knight.ts";

// The knight (12 hp, Ride +4) on its warhorse (22 hp) at (2,2); initiative d20s knight 10,
// goblin 5, light horse 1. The GM's damage goes through the harm rules like any hit.

const damage = (target: string, amount: number) =>
  ({ kind: "ApplyDamage", target, amount, nonlethal: false, reason: "test" }) as const;

describe("dnd35 falling from a mount (seed 000 骑乘战斗MOUNTED COMBAT 如果你被迫落马, 如果你的坐骑在战斗中跌倒)", () => {
  it("given the knight knocked to −2 hp in the saddle, when the d% is 51, then it falls beside the horse and takes 1d6 (3): −5 hp; on 50 it stays (seed 000 如果你被迫落马: 50%的几率继续留在鞍座上…否则你就会从坐骑上跌落，并受到1d6点的伤害)", () => {
    const g = given(mountedHeader(), [10, 5, 1]);
    g.forceNext(51, 3);
    const r = g.gm(damage("k", 14));
    expect(r.facts("SaddleRolled")).toEqual([
      { rider: "k", roll: 51, chance: 50, stays: false, rule: "dnd35.knockedFromSaddle" },
    ]);
    expect(r.facts("MountChanged")).toEqual([
      {
        rider: "k",
        mount: "h",
        change: "fall",
        at: { x: 1, y: 1 },
        rule: "dnd35.knockedFromSaddle",
      },
    ]);
    expect(r.facts("DamageDealt").map((d) => d.amount)).toEqual([14, 3]);
    expect(r.state.combatants.k!).toMatchObject({ riding: undefined, position: { x: 1, y: 1 } });
    expect(r.state.combatants.k!.vitals.hp).toBe(-5);

    const stays = given(mountedHeader(), [10, 5, 1]);
    stays.forceNext(50);
    const s = stays.gm(damage("k", 14));
    expect(s.facts("SaddleRolled")).toMatchObject([{ roll: 50, stays: true }]);
    expect(s.facts("MountChanged")).toEqual([]);
    expect(s.state.combatants.k!.riding).toBe("h");
    // Already unconscious in the saddle: another hit rolls no second d%.
    expect(stays.gm(damage("k", 1)).facts("SaddleRolled")).toEqual([]);
  });

  it("given a military saddle, when the d% is 75, then the knight stays; 76 throws it (seed 000 如果你是坐在军用鞍座上，则该几率为75%)", () => {
    const saddle = { militarySaddle: true } as const;
    const g = given(mountedHeader({ knight: saddle }), [10, 5, 1]);
    g.forceNext(75);
    expect(g.gm(damage("k", 14)).facts("SaddleRolled")).toMatchObject([
      { chance: 75, stays: true },
    ]);
    const h = given(mountedHeader({ knight: saddle }), [10, 5, 1]);
    h.forceNext(76, 1);
    expect(h.gm(damage("k", 14)).facts("MountChanged")).toHaveLength(1);
  });

  it("given the warhorse struck down, when the knight's Ride is 15 (d20 11 + 4), then it lands unhurt; at 14 it takes 1d6 (4): 8 hp left (seed 000 如果你的坐骑跌倒了，你就必须通过一次DC=15的“骑术”检定来缓和你的落马力道)", () => {
    const g = given(mountedHeader(), [10, 5, 1]);
    g.forceNext(11);
    const r = g.gm(damage("h", 30));
    expect(r.facts("RideChecked")).toEqual([
      {
        rider: "k",
        purpose: "softFall",
        natural: 11,
        bonus: [{ label: "Ride", value: 4, rule: "dnd35.rideSkill" }],
        total: 15,
        dc: 15,
        success: true,
        rule: "dnd35.mountFalls",
      },
    ]);
    expect(r.facts("MountChanged")).toMatchObject([
      { rider: "k", change: "fall", rule: "dnd35.mountFalls" },
    ]);
    expect(r.facts("DamageDealt").map((d) => d.target)).toEqual(["h"]);
    expect(r.state.combatants.k!.vitals.hp).toBe(12);

    const hurt = given(mountedHeader(), [10, 5, 1]);
    hurt.forceNext(10, 4);
    const f = hurt.gm(damage("h", 30));
    expect(f.facts("RideChecked")).toMatchObject([{ total: 14, success: false }]);
    expect(f.facts("DamageDealt")).toMatchObject([
      { target: "h" },
      { target: "k", amount: 4, rule: "dnd35.mountFalls" },
    ]);
    expect(f.state.combatants.k!.vitals.hp).toBe(8);
  });
});
