import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import {
  BITE,
  brownBear,
  CLAWS,
  naturalWeapon,
} from "../../src/rulesets/dnd35/stats/naturals.fixture.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// SRD Combat/Monsters: natural weapons and the monster feat Multiattack (outside the seeds).
// The brown bear (Large, BAB 4, Str 27): claws 4 + 8 − 1 = +11 for 1d8 + 8, the bite 5 lower
// for 2d6 + 4 (½ Str). Goblin `g` (40 hp here): flat-footed AC 14 (10 + leather 2 + light shield
// 1 + Small 1). The first creature listed acts first (initiative d20s 15 and 3).

/** `me` at (0,0) against goblin `g` at (2,0), reached by a Large creature and by a reach of 10. */
function duel(me: CombatantSpec, faces: readonly number[]) {
  const g = { ...goblin("g", "m", 2, 0, weapon("morningstar")), maxHp: 40 };
  return given(header([me, g], "naturals"), [15, 3, ...faces]);
}

const bear = (o: Partial<CombatantSpec> = {}) => brownBear("b", 0, 0, o);

describe("natural attacks (SRD natural weapons, dnd35.naturalAttacks)", () => {
  it("a brown bear's full attack makes claw, claw, bite, the bite at −5 and ½ Str (SRD natural weapons, dnd35.naturalSecondary)", () => {
    // d20 10 each: claws 21 and 21, bite 16, all hit AC 14; claws 4 + 8, bite 3 + 3 + 4.
    const g = duel(bear(), [10, 4, 10, 4, 10, 3, 3]);
    const results = [
      g.when({ kind: "FullAttack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
    ];
    const attacks = results.map((r) => r.facts("AttackResolved")[0]!);
    expect(attacks.map((a) => [a.weapon, a.total, a.fullAttack])).toEqual([
      ["claw", 21, { slot: 0, of: 3 }],
      ["claw", 21, { slot: 1, of: 3 }],
      ["bite", 16, { slot: 2, of: 3 }],
    ]);
    expect(attacks[0]!.bonus).toEqual([
      { label: "base attack bonus", value: 4, rule: "dnd35.attackBonus" },
      { label: "Str 27", value: 8, rule: "dnd35.attackBonus" },
      { label: "size (large)", value: -1, rule: "dnd35.sizeModifier" },
    ]);
    expect(attacks[2]!.bonus).toEqual([
      { label: "base attack bonus", value: 4, rule: "dnd35.attackBonus" },
      { label: "secondary natural attack", value: -5, rule: "dnd35.naturalSecondary" },
      { label: "Str 27", value: 8, rule: "dnd35.attackBonus" },
      { label: "size (large)", value: -1, rule: "dnd35.sizeModifier" },
    ]);
    const damage = results.map((r) => r.facts("DamageDealt")[0]!);
    expect(damage.map((d) => d.amount)).toEqual([12, 12, 10]);
    expect(damage[0]!.breakdown).toEqual([
      { label: "1d8", value: 4, rule: "dnd35.damage" },
      { label: "Str 27", value: 8, rule: "dnd35.damage" },
    ]);
    expect(damage[2]!.breakdown).toEqual([
      { label: "2d6", value: 6, rule: "dnd35.damage" },
      { label: "Str 27 ×½ (secondary natural attack)", value: 4, rule: "dnd35.naturalSecondary" },
    ]);
    // Every natural attack is made: the full attack is over.
    expect(g.state.turn!.fullAttackNext).toBeUndefined();
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("with Multiattack the bite is at −2 (SRD Multiattack, dnd35.feat.multiattack)", () => {
    const g = duel(bear({ feats: ["Run", "Multiattack"] }), [10, 4, 10, 4, 10, 3, 3]);
    g.when({ kind: "FullAttack", target: "g" });
    g.when({ kind: "Attack", target: "g" });
    const bite = g.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    expect(bite.bonus).toContainEqual({
      label: "secondary natural attack (Multiattack)",
      value: -2,
      rule: "dnd35.feat.multiattack",
    });
    expect(bite.total).toBe(19);
  });

  it("an attack action makes one natural attack, the one chosen: a claw at the full bonus (SRD natural weapons, dnd35.naturalAttacks)", () => {
    const g = duel(bear(), [10, 4]);
    const r = g.when({ kind: "Attack", target: "g" });
    const claw = r.facts("AttackResolved")[0]!;
    expect(claw).toMatchObject({ weapon: "claw", total: 21 });
    expect(claw.fullAttack).toBeUndefined();
    expect(g.state.turn!.fullAttackNext).toBeUndefined();
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("an attack action with the bite makes it alone, still a secondary attack (SRD natural weapons, dnd35.naturalSecondary)", () => {
    const g = duel(bear(), [10, 3, 3]);
    const r = g.when({ kind: "Attack", target: "g", weapon: "bite" });
    expect(r.facts("AttackResolved")[0]).toMatchObject({ weapon: "bite", total: 16 });
    expect(r.facts("DamageDealt")[0]!.amount).toBe(10);
  });

  it("a wolf's lone bite adds 1½ × Str (SRD natural weapons, dnd35.naturalSole)", () => {
    // SRD "Monsters: Dire Wolf" (Large, Str 25): its bite, its only attack, deals 1d8 + 10.
    const direWolf = bear({
      abilities: { str: 25, dex: 15, con: 17, int: 2, wis: 12, cha: 10 },
      weapons: [naturalWeapon("bite", "1d8", "primary")],
    });
    const g = duel(direWolf, [10, 5]);
    const r = g.when({ kind: "FullAttack", target: "g" });
    expect(r.facts("AttackResolved")[0]!.fullAttack).toEqual({ slot: 0, of: 1 });
    const hit = r.facts("DamageDealt")[0]!;
    expect(hit.breakdown).toEqual([
      { label: "1d8", value: 5, rule: "dnd35.damage" },
      { label: "Str 25 ×1½ (sole natural attack)", value: 10, rule: "dnd35.naturalSole" },
    ]);
    expect(hit.amount).toBe(15);
  });

  it("a creature with a weapon and a bite makes its iteratives, then the bite at −5 and ½ Str (SRD natural weapons, dnd35.naturalWithWeapons)", () => {
    // BAB 6, Str 16: longsword +9/+4, the bite 6 + 3 − 5 = +4; d20 10 each hits AC 14.
    const me = { ...fighter("a", "p", 1, 0, weapon("longsword")), bab: 6 };
    const g = duel({ ...me, weapons: [weapon("longsword"), BITE] }, [10, 1, 10, 1, 10, 2]);
    const results = [
      g.when({ kind: "FullAttack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
      g.when({ kind: "Attack", target: "g" }),
    ];
    const attacks = results.map((r) => r.facts("AttackResolved")[0]!);
    expect(attacks.map((a) => [a.weapon, a.total, a.fullAttack])).toEqual([
      ["longsword", 19, { slot: 0, of: 3 }],
      ["longsword", 14, { slot: 1, of: 3 }],
      ["bite", 14, { slot: 2, of: 3 }],
    ]);
    expect(attacks[2]!.bonus).toEqual([
      { label: "base attack bonus", value: 6, rule: "dnd35.attackBonus" },
      {
        label: "secondary natural attack (beside a weapon)",
        value: -5,
        rule: "dnd35.naturalWithWeapons",
      },
      { label: "Str 16", value: 3, rule: "dnd35.attackBonus" },
    ]);
    expect(results[2]!.facts("DamageDealt")[0]!.breakdown).toEqual([
      { label: "1d6", value: 2, rule: "dnd35.damage" },
      {
        label: "Str 16 ×½ (secondary natural attack, beside a weapon)",
        value: 1,
        rule: "dnd35.naturalWithWeapons",
      },
    ]);
  });

  it("the claw of the hand holding the weapon is not added: a scimitar and one claw (SRD natural weapons, dnd35.naturalWithWeapons)", () => {
    // No shield: it would fill the other hand too (see the next test).
    const { shield: _shield, ...me } = fighter("a", "p", 1, 0, weapon("scimitar"));
    const g = duel({ ...me, weapons: [weapon("scimitar"), CLAWS] }, [10, 1, 10, 1]);
    const first = g.when({ kind: "FullAttack", target: "g" }).facts("AttackResolved")[0]!;
    expect(first).toMatchObject({ weapon: "scimitar", fullAttack: { slot: 0, of: 2 } });
    const claw = g.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    expect(claw).toMatchObject({ weapon: "claw", fullAttack: { slot: 1, of: 2 } });
    expect(g.state.turn!.fullAttackNext).toBeUndefined();
    g.when({ kind: "Attack", target: "g" }).rejects("noStandardAction");
  });

  it("a heavy shield fills the other hand: a scimitar and a shield make no claw attack (SRD natural weapons, dnd35.naturalWithWeapons)", () => {
    const me = fighter("a", "p", 1, 0, weapon("scimitar"));
    const g = duel({ ...me, weapons: [weapon("scimitar"), CLAWS] }, [10, 1]);
    const only = g.when({ kind: "FullAttack", target: "g" }).facts("AttackResolved")[0]!;
    expect(only).toMatchObject({ weapon: "scimitar", fullAttack: { slot: 0, of: 1 } });
    expect(g.state.turn!.fullAttackNext).toBeUndefined();
  });

  it("a natural attack of a full attack is its slot's: another weapon is refused, naming it (SRD natural weapons, dnd35.naturalAttacks)", () => {
    const g = duel(bear(), [10, 4]);
    g.when({ kind: "FullAttack", target: "g" });
    const v = g.when({ kind: "Attack", target: "g", weapon: "bite" }).rejects("notThisSlot");
    expect(v).toMatchObject({
      rule: "dnd35.naturalAttacks",
      message: "attack 2 of this full attack is the claw (primary natural attack)",
    });
  });

  it("a natural weapon is not wielded in two hands (SRD natural weapons, dnd35.naturalAttacks)", () => {
    const v = duel(bear(), []).when({ kind: "Attack", target: "g", twoHanded: true });
    expect(v.rejects("notTwoHanded")).toMatchObject({
      rule: "dnd35.naturalAttacks",
      message: "claw cannot be wielded two-handed (a natural weapon)",
    });
  });

  it("a grappler may attack with a natural weapon, light or not (dnd35 擒抱GRAPPLE 攻击对手: 天生武器)", () => {
    // A slam written as one-handed: its handedness does not matter, it is a natural weapon.
    const slam = { ...naturalWeapon("slam", "1d8", "primary"), handedness: "one-handed" as const };
    const g = duel(bear({ weapons: [slam] }), [10, 4]);
    for (const target of ["b", "g"])
      g.gm({ kind: "AddCondition", target, condition: "grappling", reason: "the table" });
    const hit = g.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    expect(hit.bonus).toContainEqual({
      label: "attacking in a grapple",
      value: -4,
      rule: "dnd35.grapple",
    });
  });
});
