import { describe, expect, it } from "vitest";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { mountedHeader } from "./knight.ts";

// The knight (Str 14, Dex 13, Ride +4) on its warhorse (Str 16, Large) at (2,2)–(3,3); the goblin
// (Small, Str 11, Dex 13) at `gx`. Initiative d20s: knight 10, goblin 5 (or 20 to go first), light
// horse 1.

describe("dnd35 trip a mounted foe (seed 000 拌摔TRIP 绊摔乘骑中的对手)", () => {
  it("given the goblin beside the horse trips the knight, when its Str check (d20 20, Str 0, Small −4: 16) beats the knight's Ride (d20 5 + 4: 9, better than Str +2 or Dex +1), then the knight is pulled off beside the horse and falls prone (seed 000 绊摔乘骑中的对手: 防御者可以用“骑术”检定来代替…将骑手从他的坐骑上拉下来)", () => {
    const g = given(mountedHeader({ gx: 4 }), [10, 20, 1])
      .declining()
      .until("g");
    g.forceNext(19, 20, 5);
    const r = g.when({ kind: "SpecialAttack", attack: "Trip", target: "k" });
    const [check] = r.facts("OpposedCheckRolled");
    expect(check!.sides[1]).toEqual({
      who: "k",
      check: "Ride",
      bonus: [{ label: "Ride", value: 4, rule: "dnd35.tripMounted" }],
    });
    expect(check!.rolls).toEqual([{ naturals: [20, 5], totals: [16, 9] }]);
    expect(r.facts("MountChanged")).toEqual([
      {
        rider: "k",
        mount: "h",
        change: "pulledOff",
        at: { x: 1, y: 1 },
        rule: "dnd35.tripMounted",
      },
    ]);
    expect(r.facts("ConditionAdded")).toMatchObject([{ target: "k", condition: "prone" }]);
    expect(r.state.combatants.k!.riding).toBeUndefined();
  });
});

describe("dnd35 mounted overrun and Trample (seed 000 闯越OVERRUN 乘骑闯越（践踏）)", () => {
  it("given the knight has Trample, when its warhorse overruns the goblin, then the goblin cannot avoid; the horse's own Str (+3) and size (+4) beat the goblin's 2 with 17, and the knocked-down goblin takes a hoof attack (seed 000 乘骑闯越（践踏）)", () => {
    const trample = { feats: ["ImprovedInitiative", "Trample"] } as const;
    const g = given(mountedHeader({ gx: 6, knight: trample }), [10, 5, 1])
      .declining()
      .until("h");
    g.forceNext(10, 5, 1);
    const path = [3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2 }));
    const r = g.when({ kind: "SpecialAttack", attack: "Overrun", target: "g", path });
    const [check] = r.facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus).toEqual([
      { label: "Str 16", value: 3, rule: "dnd35.overrun" },
      { label: "size (large)", value: 4, rule: "dnd35.overrun" },
      {
        label: "ridden by k: the mount's own Str and size",
        value: 0,
        rule: "dnd35.mountedOverrun",
      },
    ]);
    expect(check!.rolls).toEqual([{ naturals: [10, 5], totals: [17, 2] }]);
    expect(r.facts("ChoiceMade")).toEqual([]);
    expect(r.facts("ConditionAdded")).toMatchObject([{ target: "g", condition: "prone" }]);
    expect(r.facts("AttackResolved")).toMatchObject([
      { attacker: "h", target: "g", weapon: "hoof" },
    ]);
    expect(r.state.combatants.k!.position).toEqual(r.state.combatants.h!.position);
  });

  it("given no Trample, when the warhorse overruns the goblin, then the goblin is asked to avoid or block, and nothing kicks it when it falls (seed 000 闯越OVERRUN 步骤 2)", () => {
    const g = given(mountedHeader({ gx: 6 }), [10, 5, 1])
      .declining()
      .until("h");
    const path = [3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2 }));
    const r = g.when({ kind: "SpecialAttack", attack: "Overrun", target: "g", path });
    expect(r.state.awaiting).toMatchObject({
      kind: "choice",
      actor: "g",
      question: "overrun.avoidOrBlock",
    });
  });

  it("given the knight on its horse, when the knight or a foe declares an overrun of the knight itself, then it is refused: the rider moves only with its mount, and fills its space (seed 000 骑乘战斗)", () => {
    const g = given(mountedHeader({ gx: 6 }), [10, 5, 1]).until("k");
    const path = [3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2 }));
    g.when({ kind: "SpecialAttack", attack: "Overrun", target: "g", path }).rejects("riderMoves");
    const foe = given(mountedHeader({ gx: 6 }), [10, 20, 1]).until("g");
    const back = [5, 4, 3, 2, 1].map((x) => ({ x, y: 2 }));
    foe
      .when({ kind: "SpecialAttack", attack: "Overrun", target: "k", path: back })
      .rejects("targetRider");
  });
});
