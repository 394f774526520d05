import { describe, expect, it } from "vitest";
import type { Term } from "../../model/breakdown.ts";
import type { Edition3x, Rules3x, TwoWeaponTable } from "./edition.ts";
import * as injury from "./injury/index.ts";
import type { CombatantSpec } from "./model/combatant.ts";
import type { Vitals } from "./state/index.ts";
import * as stats from "./stats/index.ts";

// An edition whose every id is `t.<concept>`: whatever the 3.x layer cites must come from here.
const rules = new Proxy({} as Rules3x, { get: (_, concept) => `t.${String(concept)}` });
const table: TwoWeaponTable = {
  mainHand: -6,
  offHand: -10,
  lightOffHand: 2,
  feats: [{ feat: "TwoWeaponFighting", label: "TWF", main: 2, off: 6, rule: "t.featTwf" }],
};
const T: Edition3x = {
  rules,
  twoWeapon: table,
  concentration: {
    damaged: { base: 10, spellLevel: true, rule: "t.concentrationDamaged" },
    defensive: { base: 15, spellLevel: true, rule: "t.castDefensively" },
    grappled: { base: 20, spellLevel: true, rule: "t.grappleConcentration" },
  },
  concealment: [{ condition: "concealed", missChance: 20, total: false }],
  cover: {
    cover: { label: "cover", value: 4, rule: "t.cover" },
    low: { label: "low", value: 4, rule: "t.low" },
    soft: { label: "soft", value: 4, rule: "t.soft" },
    byCondition: [],
  },
  modifiers: {
    attacker: [],
    defender: [],
    dexLost: [],
    higherGround: { label: "higher", value: 1, rule: "t.higherGround" },
    helplessMelee: { side: "ac", term: { label: "helpless", value: -4, rule: "t.helpless" } },
  },
};

const spec = (o: Partial<CombatantSpec> = {}): CombatantSpec => ({
  id: "x",
  name: "X",
  side: "a",
  size: "small",
  abilities: { str: 16, dex: 14, con: 12, int: 10, wis: 8, cha: 10 },
  maxHp: 10,
  level: 1,
  bab: 6,
  baseSaves: { fort: 2, ref: 0, will: 0 },
  speed: 30,
  feats: ["ImprovedInitiative", "Run", "TwoWeaponFighting"],
  weapons: [stats.weapon("longsword"), stats.weapon("dagger")],
  offHand: "dagger",
  armor: { name: "chain", bonus: 5, maxDex: 2, weight: "heavy" },
  shield: { name: "buckler", bonus: 1 },
  naturalArmor: 1,
  deflection: 1,
  dodge: 1,
  position: { x: 0, y: 0 },
  aware: true,
  ...o,
});

const cited = (terms: readonly Term[]) => terms.map((t) => t.rule);
const vitals = (o: Partial<Vitals> = {}): Vitals => ({
  hp: 10,
  maxHp: 10,
  tempHp: 0,
  nonlethal: 0,
  state: "ok",
  ...o,
});

describe("the 3.x layer cites the rules of the edition it runs for (issue: rulesets as modules, rule ids)", () => {
  it("AC, attack, damage, initiative, saves, speed and run cite only the edition's ids (dnd35 防御等级ARMOR CLASS, 命中奖励ATTACK BONUS, 伤害DAMAGE)", () => {
    const s = spec();
    const longsword = stats.weapon("longsword");
    const bonus = stats.attackBonus(T, s, longsword, {
      attackIndex: 1,
      twoWeapon: true,
      flanking: true,
      charge: true,
      fightingDefensively: true,
    });
    const thrown = stats.attackBonus(T, s, stats.weapon("dagger"), {
      hand: "off",
      thrown: true,
      distanceFt: 25,
      intoMelee: true,
    });
    const fist = stats.attackBonus(T, s, stats.weapon("unarmed-strike"), { lethalUnarmed: true });
    const sap = stats.attackBonus(T, s, longsword, { nonlethalWithLethalWeapon: true });
    const plan = stats.damagePlan(T, s, { ...longsword, enhancement: 1 }, { twoHanded: true });
    const terms = [
      ...stats.armorClass(T, s, { flatFooted: true }).breakdown,
      ...stats.armorClass(T, s, { flatFooted: false }).breakdown,
      ...stats.touchAc(T, s).breakdown,
      ...(stats.isRangeViolation(bonus) ? [] : bonus.breakdown),
      ...(stats.isRangeViolation(thrown) ? [] : thrown.breakdown),
      ...(stats.isRangeViolation(fist) ? [] : fist.breakdown),
      ...(stats.isRangeViolation(sap) ? [] : sap.breakdown),
      ...plan.modifier.breakdown,
      ...stats.totalDamage(T, { ...plan, extra: "1d6" }, [1, 2], 3).breakdown,
      ...stats.totalDamage(
        T,
        stats.damagePlan(T, spec({ abilities: { ...s.abilities, str: 1 } }), longsword),
        [-4],
        0,
      ).breakdown,
      ...stats.initiativeModifier(T, s).breakdown,
      ...stats.saveBonus(T, s, "will").breakdown,
      ...stats.effectiveSpeed(T, s).breakdown,
      ...stats.runMultiplier(T, s).breakdown,
    ];
    const ids = new Set(cited(terms));
    expect([...ids].filter((id) => !id.startsWith("t."))).toEqual([]);
    // Every concept the numbers use shows up, so none was skipped by the check above.
    expect([...ids].sort()).toEqual(
      [
        "t.armorClass",
        "t.attackBonus",
        "t.charge",
        "t.critical",
        "t.damage",
        "t.featImprovedInitiative",
        "t.featRun",
        "t.featTwf",
        "t.fightingDefensively",
        "t.flanking",
        "t.flatFooted",
        "t.fullAttack",
        "t.initiative",
        "t.intoMelee",
        "t.nonlethal",
        "t.rangePenalty",
        "t.run",
        "t.savingThrows",
        "t.sizeModifier",
        "t.speed",
        "t.twoWeaponFighting",
        "t.unarmed",
      ].sort(),
    );
    const far = stats.rangePenalty(T, { increment: 10, kind: "thrown" }, 60);
    expect(stats.isRangeViolation(far) && far.rule).toBe("t.rangePenalty");
  });

  it("the injury track's notes and violations cite only the edition's ids (dnd35 受伤和死亡INJURY AND DEATH)", () => {
    const notes = [
      ...injury.applyDamage(T, vitals({ tempHp: 2 }), { amount: 12, nonlethal: false, round: 1 })
        .notes,
      ...injury.applyDamage(T, vitals(), { amount: 10, nonlethal: true, round: 1 }).notes,
      ...injury.applyDamage(T, vitals({ hp: 60, maxHp: 60 }), {
        amount: 55,
        nonlethal: false,
        round: 1,
      }).notes,
      ...injury.applyDamage(T, vitals(), { amount: 10, nonlethal: false, round: 1 }).notes,
      ...injury.applyDamage(T, vitals(), { amount: 25, nonlethal: false, round: 1 }).notes,
      ...injury.failMassiveDamage(T, vitals()).notes,
      ...injury.strenuousActionWhileDisabled(T, vitals({ hp: 0, state: "disabled" }), 1).notes,
    ];
    const changes = [
      injury.heal(T, vitals({ hp: -3, state: "dying", nonlethal: 2 }), 5),
      injury.healNonlethal(T, vitals({ nonlethal: 10 }), 3),
      injury.applyStabilizeRoll(T, vitals({ hp: -3, state: "dying" }), 5, 2),
      injury.applyStabilizeRoll(T, vitals({ hp: -3, state: "dying" }), 50, 2),
      injury.grantTempHp(T, vitals(), 5),
    ];
    for (const c of changes) if (!injury.isInjuryViolation(c)) notes.push(...c.notes);
    const ids = new Set(notes.map((n) => n.rule));
    expect([...ids].filter((id) => !id.startsWith("t."))).toEqual([]);
    expect(ids.size).toBeGreaterThanOrEqual(9);
    const dead = injury.heal(T, vitals({ hp: -10, state: "dead" }), 5);
    expect(injury.isInjuryViolation(dead) && dead.rule).toBe("t.dead");
    const early = injury.applyStabilizeRoll(
      T,
      vitals({ hp: -3, state: "dying", fellInRound: 2 }),
      5,
      2,
    );
    expect(injury.isInjuryViolation(early) && early.rule).toBe("t.stabilize");
  });

  it("the two-weapon table is the edition's data: 3.0's Ambidexterity lowers the off hand by 4 (dnd30 表8-2：双武器格斗处罚)", () => {
    // Seed 003 表8-2: a light off-hand weapon with Ambidexterity and Two-Weapon Fighting: −2/−2.
    const dnd30Table: TwoWeaponTable = {
      mainHand: -6,
      offHand: -10,
      lightOffHand: 2,
      feats: [
        { feat: "TwoWeaponFighting", label: "TWF", main: 2, off: 2, rule: "t.featTwf" },
        { feat: "Ambidexterity", label: "Ambidexterity", main: 0, off: 4, rule: "t.featAmbi" },
      ],
    };
    const e30: Edition3x = { ...T, twoWeapon: dnd30Table };
    const both = ["TwoWeaponFighting", "Ambidexterity"];
    expect(stats.twoWeaponPenalty(e30, "main", true, both)).toBe(-2);
    expect(stats.twoWeaponPenalty(e30, "off", true, both)).toBe(-2);
    expect(stats.twoWeaponPenalty(e30, "off", false, ["Ambidexterity"])).toBe(-6);
    expect(stats.twoWeaponPenalty(T, "off", true, ["TwoWeaponFighting"])).toBe(-2);
    expect(cited(stats.twoWeaponTerms(e30, "off", true, both))).toEqual([
      "t.twoWeaponFighting",
      "t.twoWeaponFighting",
      "t.featTwf",
      "t.featAmbi",
    ]);
  });
});
