import { describe, expect, it } from "vitest";
import type { CombatantSpec, Feat } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// A 6th-level fighter (BAB +6, Str 14: +2) with a quarterstaff (a double weapon, 1d6/1d6, SRD),
// fighting with both ends when `offHand` names it too, against a sturdy goblin (AC 15) next to
// it. Initiative faces 15, 3: the fighter acts first; every d20 after is 18, every d6 a 4.
function staffFighter(bothEnds: boolean, feats: Feat[] = []): CombatantSpec {
  return {
    ...fighter("a", "party", 0, 0, weapon("quarterstaff")),
    bab: 6,
    abilities: { str: 14, dex: 13, con: 14, int: 10, wis: 12, cha: 8 },
    weapons: [weapon("quarterstaff")],
    ...(bothEnds ? { offHand: "quarterstaff" } : {}),
    feats,
  };
}

function fight(a: CombatantSpec) {
  return given(
    header([a, { ...goblin("g", "foes", 1, 0, weapon("morningstar")), maxHp: 200 }], "staff"),
    [15, 3, 18, 4, 18, 4, 18, 4],
  );
}

function fullAttack(a: CombatantSpec) {
  const g = fight(a);
  const first = g.when({ kind: "FullAttack", target: "g" });
  const rest = [1, 2].map(() => g.when({ kind: "Attack", target: "g" }));
  return [first, ...rest].map((r) => ({
    attack: r.facts("AttackResolved")[0]!,
    damage: r.facts("DamageDealt")[0]!,
  }));
}

describe("dnd35 双头武器 double weapons: the quarterstaff", () => {
  it("both ends: penalties as for a light off-hand weapon, +4/−1 main and +0 off (dnd35 双头武器)", () => {
    const hits = fullAttack(staffFighter(true));
    expect(hits.map((h) => h.attack.total - h.attack.natural)).toEqual([4, -1, 0]);
    expect(hits[2]!.attack.bonus).toContainEqual({
      label: "off-hand end of a double weapon, as light",
      value: 2,
      rule: "dnd35.doubleWeapon",
    });
    expect(hits.map((h) => h.attack.weapon)).toEqual([
      "quarterstaff",
      "quarterstaff",
      "quarterstaff",
    ]);
  });

  it("with Two-Weapon Fighting: −2 on each, +6/+1 main and +6 off (dnd35 双头武器, dnd35 双武器战斗TWO-WEAPON FIGHTING)", () => {
    const hits = fullAttack(staffFighter(true, ["TwoWeaponFighting"]));
    expect(hits.map((h) => h.attack.total - h.attack.natural)).toEqual([6, 1, 6]);
  });

  it("each end 1d6: Str ×1 on the main end, ×½ on the off end, not ×1½ (dnd35 双头武器, SRD double weapons)", () => {
    const hits = fullAttack(staffFighter(true));
    expect(hits.map((h) => h.damage.amount)).toEqual([6, 6, 5]);
    expect(hits[0]!.damage.breakdown).toEqual([
      { label: "1d6", value: 4, rule: "dnd35.damage" },
      { label: "Str 14", value: 2, rule: "dnd35.damage" },
    ]);
    expect(hits[2]!.damage.breakdown.map((t) => t.label)).toEqual(["1d6", "Str 14 ×½ (off hand)"]);
  });

  it("a single attack with it is two-handed: no penalty, Str ×1½ (dnd35 伤害DAMAGE)", () => {
    const r = fight(staffFighter(true)).when({ kind: "Attack", target: "g" });
    expect(r.facts("AttackResolved")[0]).toMatchObject({ natural: 18, total: 26 });
    expect(r.facts("DamageDealt")[0]?.amount).toBe(7);
  });

  it("without the off hand named, a full attack is one two-handed weapon's: +8/+3, Str ×1½ (dnd35 全攻击Full Attack)", () => {
    const g = fight(staffFighter(false));
    const first = g.when({ kind: "FullAttack", target: "g" });
    expect(first.facts("AttackResolved")[0]!.total - 18).toBe(8);
    expect(first.facts("DamageDealt")[0]?.amount).toBe(7);
    const second = g.when({ kind: "Attack", target: "g" });
    expect(second.facts("AttackResolved")[0]!.total - 18).toBe(3);
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });
});
