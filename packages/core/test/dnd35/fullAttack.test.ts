import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// The fighter `a` at BAB 6: longsword +9/+4 (BAB 6, Str 16 +3; the second attack −5), 1d8+3.
// goblins: flat-footed AC 14 (10 + leather 2 + light shield 1 + Small 1), 40 hp here.
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/** `a` (BAB 6) at (0,0), goblin `g` east of it and goblin `h` south of it; a acts first. */
function melee(faces: readonly number[], a: Partial<CombatantSpec> = {}) {
  return given(
    header(
      [
        { ...fighter("a", "p", 0, 0, longsword), bab: 6, ...a },
        { ...goblin("g", "m", 1, 0, morningstar), maxHp: 40 },
        { ...goblin("h", "m", 0, 1, morningstar), maxHp: 40 },
      ],
      "full-attack",
    ),
    [15, 3, 2, ...faces],
  );
}

describe("全攻击Full Attack (dnd35.fullAttack)", () => {
  it("at BAB 6 a full attack is two attacks, the second at −5, declared as Attack after FullAttack (dnd35 全攻击Full Attack)", () => {
    // Both d20s are 8: 8 + 9 = 17 hits AC 14 for 1 + 3 = 4; 8 + 4 = 12 misses.
    const g = melee([8, 1, 8]);
    const first = g.when({ kind: "FullAttack", target: "g" });
    expect(first.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "FullAttack", rule: "dnd35.fullAttack" },
    ]);
    const one = first.facts("AttackResolved")[0]!;
    expect(one.bonus).toEqual([
      { label: "base attack bonus", value: 6, rule: "dnd35.attackBonus" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
    ]);
    expect(one).toMatchObject({
      natural: 8,
      total: 17,
      acTotal: 14,
      hit: true,
      fullAttack: { slot: 0, of: 2 },
    });
    expect(g.state.turn!.fullAttackNext).toBe(1);
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "a" });

    const second = g.when({ kind: "Attack", target: "g" });
    // The second attack is part of the full-round action: no new action is spent.
    expect(second.facts("ActionTaken")).toEqual([]);
    const two = second.facts("AttackResolved")[0]!;
    expect(two.bonus).toEqual([
      { label: "base attack bonus", value: 6, rule: "dnd35.attackBonus" },
      { label: "iterative attack 2", value: -5, rule: "dnd35.fullAttack" },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
    ]);
    expect(two).toMatchObject({
      natural: 8,
      total: 12,
      hit: false,
      fullAttack: { slot: 1, of: 2 },
    });
    expect(g.state.turn!.fullAttackNext).toBeUndefined();
    expect(g.state.combatants.g!.vitals.hp).toBe(36);

    // Both attacks are spent; an Attack now would be a standard action the turn lacks.
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("at BAB 11 a full attack is +14/+9/+4 (dnd35 全攻击Full Attack)", () => {
    // Every d20 is 10 (damage 1): 24, 19 and 14 all hit flat-footed AC 14.
    const g = melee([10, 1, 10, 1, 10, 1], { bab: 11 });
    const totals = [
      g.when({ kind: "FullAttack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
    ].map((r) => r.facts("AttackResolved")[0]!);
    expect(totals.map((t) => [t.total, t.hit, t.fullAttack])).toEqual([
      [24, true, { slot: 0, of: 3 }],
      [19, true, { slot: 1, of: 3 }],
      [14, true, { slot: 2, of: 3 }],
    ]);
    expect(totals[2]!.bonus).toContainEqual({
      label: "iterative attack 3",
      value: -10,
      rule: "dnd35.fullAttack",
    });
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("the later attacks of a full attack may go to another foe (dnd35 全攻击Full Attack)", () => {
    const g = melee([8, 1, 8]);
    g.when({ kind: "FullAttack", target: "g" });
    const r = g.when({ kind: "Attack", target: "h" });
    expect(r.facts("AttackResolved")[0]).toMatchObject({
      target: "h",
      total: 12,
      fullAttack: { slot: 1, of: 2 },
    });
  });

  it("each attack of a full attack is made with its slot's weapon, and checked with it (dnd35 全攻击Full Attack)", () => {
    // h stands 20 ft away: a javelin would reach it, the longsword of attack 2 does not.
    const g = given(
      header(
        [
          { ...fighter("a", "p", 0, 0, longsword), bab: 6 },
          { ...goblin("g", "m", 1, 0, morningstar), maxHp: 40 },
          { ...goblin("h", "m", 0, 4, morningstar), maxHp: 40 },
        ],
        "full-attack-slots",
      ),
      [15, 3, 2, 8],
    );
    const first = g
      .when({ kind: "FullAttack", target: "g", weapon: "javelin" })
      .rejects("notThisSlot");
    expect(first).toMatchObject({
      rule: "dnd35.fullAttack",
      message: "attack 1 of this full attack is the main-hand longsword",
    });
    g.when({ kind: "FullAttack", target: "g", weapon: "longsword" });
    g.when({ kind: "Attack", target: "h", weapon: "javelin" }).rejects("notThisSlot");
    g.when({ kind: "Attack", target: "h" }).rejects("outOfReach");
    const r = g.when({ kind: "Attack", target: "g" });
    expect(r.facts("AttackResolved")[0]).toMatchObject({
      weapon: "longsword",
      fullAttack: { slot: 1, of: 2 },
    });
  });

  it("a 5-foot step between the attacks of a full attack is legal (dnd35 全攻击Full Attack)", () => {
    const g = melee([8, 1, 8]);
    g.when({ kind: "FullAttack", target: "g" });
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 1 } });
    const r = g.when({ kind: "Attack", target: "g" });
    expect(r.facts("AttackResolved")[0]!.fullAttack).toEqual({ slot: 1, of: 2 });
  });

  it("after the first attack, a move action may replace the remaining attacks (dnd35 全攻击Full Attack 决定攻击或者全攻击)", () => {
    const g = melee([8, 1]);
    g.when({ kind: "FullAttack", target: "g" });
    const move = g.when({ kind: "Move", path: [{ x: 1, y: 1 }] });
    expect(move.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "move", action: "Move", rule: "dnd35.move" },
    ]);
    const v = g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    expect(v.rule).toBe("dnd35.fullAttack");
    g.when({ kind: "Move", path: [{ x: 2, y: 1 }] }).rejects("noMoveAction");
    g.when({ kind: "FiveFootStep", to: { x: 2, y: 1 } }).rejects("fiveFootStepAfterMove");
  });

  it("after a 5-foot step the full attack cannot turn into a move (dnd35 全攻击Full Attack 决定攻击或者全攻击)", () => {
    const g = melee([8, 1]);
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 1 } });
    g.when({ kind: "FullAttack", target: "g" });
    g.when({ kind: "Move", path: [{ x: 2, y: 1 }] }).rejects("moveAfterFiveFootStep");
  });

  it("after the first attack, a move action that does not move (draw a weapon, open a door) replaces the remaining attacks, and the full attack ends (dnd35 全攻击Full Attack 决定攻击或者全攻击)", () => {
    const g = melee([8, 1]);
    g.when({ kind: "FullAttack", target: "g" });
    const draw = g.when({ kind: "Activity", activity: "OpenDoor" });
    expect(draw.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "move", action: "Activity", rule: "dnd35.actionsTable" },
    ]);
    const v = g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
    expect(v.rule).toBe("dnd35.fullAttack");
    // That move action was the turn's last: no second one, no walk.
    g.when({ kind: "Activity", activity: "SheatheWeapon", item: "longsword" }).rejects(
      "noMoveAction",
    );
    g.when({ kind: "Move", path: [{ x: 1, y: 1 }] }).rejects("noMoveAction");
    // It moved nobody: the 5-foot step of a full-round action is still there.
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 1 } });
  });

  it("after a 5-foot step the full attack may still give way to a move action that does not move (dnd35 全攻击Full Attack 决定攻击或者全攻击)", () => {
    const g = melee([8, 1]);
    g.when({ kind: "FiveFootStep", to: { x: 1, y: 1 } });
    g.when({ kind: "FullAttack", target: "g" });
    g.when({ kind: "Move", path: [{ x: 2, y: 1 }] }).rejects("moveAfterFiveFootStep");
    g.when({ kind: "Activity", activity: "OpenDoor" });
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("no move action before the first attack of a full attack is made (dnd35 全攻击Full Attack 决定攻击或者全攻击)", () => {
    // A full attack at BAB 11 is three attacks: after the second, the third is not replaced.
    const g = melee([10, 1, 10, 1], { bab: 11 });
    g.when({ kind: "FullAttack", target: "g" });
    g.when({ kind: "Attack", target: "g" });
    g.when({ kind: "Activity", activity: "SheatheWeapon", item: "longsword" }).rejects(
      "noMoveAction",
    );
  });

  it("a full attack needs the whole turn: not after a move (dnd35 全攻击Full Attack)", () => {
    const g = melee([]);
    g.when({ kind: "Move", path: [{ x: 1, y: 1 }] });
    g.when({ kind: "FullAttack", target: "g" }).rejects("noFullRoundAction");
  });
});
