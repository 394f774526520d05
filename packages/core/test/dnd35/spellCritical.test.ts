import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import type { Spell } from "../../src/rulesets/3x/model/spell.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero, wizard } from "./interrupts/fixtures.ts";

/** A ray: a ranged touch attack for 1d3 (SRD ray of frost, outside the seeds). */
const RAY: Spell = {
  id: "rayOfFrost",
  name: "ray of frost",
  level: 0,
  castingTime: "standard",
  components: ["V", "S"],
  range: "rangedTouch",
  effect: { kind: "damage", dice: "1d3" },
};

/**
 * Wizard W (BAB +1, Str 16, Dex 13) at round 2 and fighter F (touch AC 11, 12 hp) `fx` squares
 * east; windows are declined.
 */
function caster(fx: number, more: Partial<CombatantSpec> = {}) {
  const w = wizard("W", "mages", 5, 5);
  const g = given(
    fightOf([{ ...w, spells: [...(w.spells ?? []), RAY] }, hero("F", "party", 5 + fx, 5, more)]),
    [19, 9],
  );
  return g.until("W").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).declining();
}

describe("dnd35 法术和重击: spells that need an attack roll can be critical hits", () => {
  it("a touch spell's natural 20 threatens; a confirmation that hits touch AC doubles its damage (dnd35 法术和重击, 触摸攻击Touch Attacks)", () => {
    // Melee touch +4 (BAB 1, Str 3). 20 threatens; 7 + 4 = 11 confirms against touch AC 11;
    // shocking grasp's 1d6 is rolled twice: 2 + 5.
    const g = caster(1).forceNext(20, 7, 2, 5);
    const cast = g.when({ kind: "Cast", spell: "shockingGrasp", target: "F" });
    expect(cast.facts("AttackResolved")).toMatchObject([
      {
        natural: 20,
        acTotal: 11,
        hit: true,
        threat: true,
        critical: true,
        confirmNatural: 7,
        confirmTotal: 11,
        rule: "dnd35.spellCritical",
      },
    ]);
    const [dealt] = cast.facts("DamageDealt");
    expect(dealt).toMatchObject({ target: "F", amount: 7 });
    expect(dealt?.breakdown.map((t) => [t.value, t.rule])).toEqual([
      [2, "dnd35.castSpell"],
      [5, "dnd35.spellCritical"],
    ]);
    expect(cast.state.combatants.F?.vitals.hp).toBe(5);
  });

  it("a ray's threat that the confirmation fails to confirm deals normal damage (dnd35 法术和重击, 重击Critical Hits)", () => {
    // Ranged touch +2 (BAB 1, Dex 1) at 25 ft. 20 threatens; 8 + 2 = 10 misses touch AC 11.
    const g = caster(5).forceNext(20, 8, 3);
    const cast = g.when({ kind: "Cast", spell: "rayOfFrost", target: "F" });
    expect(cast.facts("AttackResolved")).toMatchObject([
      { hit: true, threat: true, critical: false, confirmNatural: 8, confirmTotal: 10 },
    ]);
    expect(cast.facts("DamageDealt")).toMatchObject([{ amount: 3 }]);
  });

  it("a ray's confirmed critical doubles its damage too (dnd35 法术和重击)", () => {
    const g = caster(5).forceNext(20, 15, 1, 3);
    const cast = g.when({ kind: "Cast", spell: "rayOfFrost", target: "F" });
    expect(cast.facts("AttackResolved")).toMatchObject([{ threat: true, critical: true }]);
    expect(cast.facts("DamageDealt")).toMatchObject([{ amount: 4 }]);
  });

  it("against a creature immune to critical hits, a touch spell's threat is a plain hit: no confirmation roll (dnd35 法术和重击; SRD creature types)", () => {
    const g = caster(1, { immuneToCriticals: true }).forceNext(20, 4);
    const cast = g.when({ kind: "Cast", spell: "shockingGrasp", target: "F" });
    const [roll] = cast.facts("AttackResolved");
    expect(roll).toMatchObject({ hit: true, threat: true, critical: false });
    expect(roll?.confirmNatural).toBeUndefined();
    expect(roll?.rule).toBe("dnd35.criticalImmunity");
    expect(cast.facts("DamageDealt")).toMatchObject([{ amount: 4 }]);
  });
});
