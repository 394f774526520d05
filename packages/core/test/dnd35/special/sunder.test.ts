import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { objectOf } from "../../../src/rulesets/3x/special/objects.ts";
import { srdArmor } from "../../../src/rulesets/3x/stats/index.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" with a greataxe (1d12, Str 16 two-handed: +4) at (0,0); fighter "b" with a
// longsword and a heavy wooden shield at (1,0); goblin "c" far off. Initiative: a 20, b 10, c 1.

function fight(a: CombatantSpec = fighter("a", "party", 0, 0, weapon("greataxe"))) {
  return header(
    [
      a,
      fighter("b", "foes", 1, 0, weapon("longsword")),
      goblin("c", "foes", 10, 10, weapon("morningstar")),
    ],
    "sunder",
  );
}
const SUNDER = { kind: "SpecialAttack", attack: "Sunder", target: "b", item: "longsword" } as const;

describe("dnd35 sunder (seed 000 击破武器SUNDER, 表：普通盔甲、武器、和盾牌的硬度以及生命值)", () => {
  it("given the table, when objects are read, then a Medium longsword is a one-handed blade (hardness 10, 5 hp), a heavy wooden shield 5 and 15, a Large longsword 10 hp, a Small one 2 (seed 000 表：普通盔甲、武器、和盾牌的硬度以及生命值)", () => {
    const b = fighter("b", "foes", 1, 0, weapon("longsword"));
    expect(objectOf(b, "longsword")).toEqual({ kind: "one-handed blade", hardness: 10, hp: 5 });
    expect(objectOf(b, "shield")).toEqual({ kind: "heavy wooden shield", hardness: 5, hp: 15 });
    expect(objectOf({ ...b, size: "large" }, "longsword")!.hp).toBe(10);
    expect(objectOf({ ...b, size: "small" }, "longsword")!.hp).toBe(2);
  });

  it("given a greataxe against a longsword, when two sunders win (8 + 4 = 12 − 10 = 2, then 10 + 4 = 14 − 10 = 4), then the longsword's 5 hp are gone and it is destroyed: never swung again (seed 000 击破武器SUNDER 步骤3)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 5, 8);
    const first = g.when(SUNDER);
    const [check] = first.facts("OpposedCheckRolled");
    // 1 + 3 + 4 (two-handed) = 8 against 1 + 3 = 4.
    expect(check).toMatchObject({ purpose: "sunder", rolls: [{ totals: [23, 9] }], winner: "a" });
    expect(first.facts("ObjectDamaged")).toMatchObject([
      { owner: "b", item: "longsword", rolled: 12, hardness: 10, amount: 2, hp: 5, hpLeft: 3 },
    ]);
    g.act({ kind: "EndTurn" }).until("a");
    g.when(SUNDER);
    g.forceNext(15, 5, 10);
    const second = g.respond(false);
    expect(second.facts("ObjectDamaged")).toMatchObject([{ rolled: 14, amount: 4, hpLeft: 0 }]);
    expect(second.facts("GearChanged")).toMatchObject([
      { actor: "b", change: "destroy", item: "longsword", rule: "dnd35.objectHardness" },
    ]);
    g.act({ kind: "EndTurn" }).until("b");
    g.when({ kind: "Attack", target: "a", weapon: "longsword" }).rejects("itemGone");
    g.when({ kind: "Activity", activity: "DrawWeapon", item: "longsword" }).rejects("itemGone");
  });

  it("given a destroyed shield, when the fighter is attacked, then the shield gives no AC (seed 000 击破武器SUNDER)", () => {
    const g = given(fight(), [20, 10, 1]);
    // 12 + 4 = 16, less hardness 5: 11 of 15 hp; a second blow of 12 + 4 − 5 = 11 breaks it.
    g.forceNext(15, 5, 12);
    const d = g.when({ ...SUNDER, item: "shield" });
    expect(d.facts("ObjectDamaged")).toMatchObject([
      { hardness: 5, hp: 15, amount: 11, hpLeft: 4 },
    ]);
    g.act({ kind: "EndTurn" }).until("a");
    g.when({ ...SUNDER, item: "shield" });
    g.forceNext(15, 5, 12);
    const second = g.respond(false);
    expect(second.facts("ObjectDamaged")).toMatchObject([{ hpLeft: 0 }]);
    expect(g.state.combatants.b!.gear.shield).toBe("none");
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(10);
    const [roll] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(roll!.ac.map((t) => t.label)).not.toContain("shield (heavy wooden shield)");
  });

  it("given a sheathed javelin, when sundered, then the greataxe attacks AC 10 + 0 (size) + 1 (Dex 13) = 11, no opposed roll (seed 000 击破武器SUNDER 击破携带或穿戴中的物品)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(7, 1);
    const d = g.when({ ...SUNDER, item: "javelin" });
    expect(d.facts("OpposedCheckRolled")).toEqual([]);
    // d20 7 + base 1 + Str 3 = 11: a hit.
    expect(d.facts("AttackResolved")).toMatchObject([
      { attacker: "a", acTotal: 11, total: 11, hit: true, rule: "dnd35.sunder" },
    ]);
    expect(d.facts("ObjectDamaged")).toMatchObject([{ item: "javelin", hardness: 5, hp: 5 }]);
  });

  it("given a rapier (piercing) or armor as the target, when sundering, then it is refused; Improved Sunder provokes nothing (seed 000 击破武器SUNDER)", () => {
    const rapier = given(fight(fighter("a", "party", 0, 0, weapon("rapier"))), [20, 10, 1]);
    expect(rapier.when(SUNDER).rejects("sunderWeapon").rule).toBe("dnd35.sunder");
    const g = given(fight(), [20, 10, 1]);
    g.when({ ...SUNDER, item: "armor" }).rejects("sunderArmor");
    const round2 = given(fight(), [20, 10, 1]).until("b").until("c").until("a");
    expect(round2.when(SUNDER).facts("WindowOpened")).toMatchObject([
      { candidates: ["b"], trigger: "Sunder" },
    ]);
    const skilled = {
      ...fighter("a", "party", 0, 0, weapon("greataxe")),
      feats: ["ImprovedSunder" as const],
    };
    const quiet = given(fight(skilled), [20, 10, 1]).until("b").until("c").until("a");
    quiet.forceNext(1, 20);
    expect(quiet.when(SUNDER).facts("WindowOpened")).toEqual([]);
  });
  it("given the table's armor row (表：普通盔甲、武器、和盾牌的硬度以及生命值: 盔甲 特殊 盔甲加值x5), when read, then chainmail is iron (hardness 10) with 5 × 5 = 25 hp, leather 2 with 10, padded 0 with 5, and Large full plate 10 with 8 × 5 × 2 = 80; the refusal to sunder worn armor says its row", () => {
    const at = (armor: string, size: CombatantSpec["size"] = "medium") =>
      objectOf(
        { ...fighter("x", "party", 0, 0, weapon("longsword")), size, armor: srdArmor[armor]! },
        "armor",
      );
    expect(at("chainmail")).toMatchObject({ hardness: 10, hp: 25 });
    expect(at("leather")).toMatchObject({ hardness: 2, hp: 10 });
    expect(at("padded")).toMatchObject({ hardness: 0, hp: 5 });
    expect(at("full-plate", "large")).toMatchObject({ hardness: 10, hp: 80 });
    // +1 chainmail: +2 hardness, +10 hp (SRD Attack an Object); a +2 longsword 10 + 4, 5 + 20.
    const magic = { ...fighter("x", "party", 0, 0, { ...weapon("longsword"), enhancement: 2 }) };
    expect(
      objectOf({ ...magic, armor: { ...srdArmor.chainmail!, enhancement: 1 } }, "armor"),
    ).toMatchObject({ hardness: 12, hp: 35 });
    expect(objectOf(magic, "longsword")).toMatchObject({ hardness: 14, hp: 25 });
    const g = given(fight(), [20, 10, 1]);
    expect(g.when({ ...SUNDER, item: "armor" }).rejects("sunderArmor").message).toMatch(
      /armor worn by another creature cannot be sundered .*hardness \d+, \d+ hp/,
    );
  });
});
