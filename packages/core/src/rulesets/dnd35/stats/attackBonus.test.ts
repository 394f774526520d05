import { describe, expect, it } from "vitest";
import { attackBonus, isRangedAttack, isRangeViolation, ruleTerm, weapon } from "./index.ts";
import { abilities, inRange, testSpec } from "./spec.fixture.ts";

const longsword = weapon("longsword");
const longbow = weapon("longbow");
const unarmed = weapon("unarmed-strike");

describe("attack bonus (dnd35 命中奖励ATTACK BONUS)", () => {
  it("given a Small archer with BAB +3, Str 8 and Dex 16, then melee is 3−1+1 and ranged 3+3+1", () => {
    const goblin = testSpec({ size: "small", bab: 3, abilities: abilities({ str: 8, dex: 16 }) });
    const melee = inRange(attackBonus(goblin, longsword));
    expect(melee.value).toBe(3);
    expect(melee.breakdown).toEqual([
      ruleTerm("base attack bonus", 3, "dnd35.attackBonus"),
      ruleTerm("Str 8", -1, "dnd35.attackBonus"),
      ruleTerm("size (small)", 1, "dnd35.sizeModifier"),
    ]);
    expect(inRange(attackBonus(goblin, longbow)).value).toBe(7);
  });

  it("given BAB +11, when making the 3rd iterative attack, then it is at +1 (dnd35 全攻击Full Attack)", () => {
    const veteran = testSpec({ bab: 11 });
    const third = inRange(attackBonus(veteran, longsword, { attackIndex: 2 }));
    expect(third.value).toBe(1);
    expect(third.breakdown).toContainEqual(ruleTerm("iterative attack 3", -10, "dnd35.fullAttack"));
    expect(() => attackBonus(veteran, longsword, { attackIndex: 3 })).toThrow(RangeError);
  });

  it("given a +1 weapon, then its enhancement adds to the attack", () => {
    expect(inRange(attackBonus(testSpec(), { ...longsword, enhancement: 1 })).value).toBe(2);
  });

  it("given an unarmed strike for lethal damage, then −4 without Improved Unarmed Strike, 0 with it (dnd35 攻击Attack)", () => {
    const brawler = testSpec({ bab: 2 });
    expect(inRange(attackBonus(brawler, unarmed)).value).toBe(2);
    expect(inRange(attackBonus(brawler, unarmed, { lethalUnarmed: true })).value).toBe(-2);
    const monk = testSpec({ bab: 2, feats: ["ImprovedUnarmedStrike"] });
    expect(inRange(attackBonus(monk, unarmed, { lethalUnarmed: true })).value).toBe(2);
  });

  it("given a longsword used to deal nonlethal damage, then −4 (dnd35 非致命伤NONLETHAL DAMAGE)", () => {
    const r = inRange(attackBonus(testSpec(), longsword, { nonlethalWithLethalWeapon: true }));
    expect(r.value).toBe(-3);
    expect(r.breakdown).toContainEqual(
      ruleTerm("nonlethal with a lethal weapon", -4, "dnd35.nonlethal"),
    );
  });

  it("given a charge, then +2; fighting defensively, then −4 (dnd35 冲锋CHARGE, 攻击Attack)", () => {
    expect(inRange(attackBonus(testSpec(), longsword, { charge: true })).value).toBe(3);
    expect(inRange(attackBonus(testSpec(), longsword, { fightingDefensively: true })).value).toBe(
      -3,
    );
  });

  it("given a shot into melee, then −4 unless the archer has Precise Shot (dnd35 攻击Attack)", () => {
    expect(inRange(attackBonus(testSpec(), longbow, { intoMelee: true })).value).toBe(-3);
    const sharp = testSpec({ feats: ["PreciseShot"] });
    expect(inRange(attackBonus(sharp, longbow, { intoMelee: true })).value).toBe(1);
    // Into-melee is a ranged rule: a sword swing is unaffected.
    expect(inRange(attackBonus(testSpec(), longsword, { intoMelee: true })).value).toBe(1);
  });

  it("given a longbow at 250 ft, then −4 for two increments past the first (srd dnd35.rangePenalty)", () => {
    const r = inRange(
      attackBonus(testSpec({ abilities: abilities({ dex: 14 }) }), longbow, { distanceFt: 250 }),
    );
    expect(r.value).toBe(1 + 2 - 4);
    expect(r.breakdown).toContainEqual(ruleTerm("range (250 ft)", -4, "dnd35.rangePenalty"));
  });

  it("given a longbow at 1010 ft, then the attack is out of range, as a value (srd dnd35.rangePenalty)", () => {
    const r = attackBonus(testSpec(), longbow, { distanceFt: 1010 });
    expect(isRangeViolation(r)).toBe(true);
    expect(r).toEqual({
      kind: "outOfRange",
      distanceFt: 1010,
      maxFt: 1000,
      rule: "dnd35.rangePenalty",
    });
  });

  it("given a dagger, then it is melee unless thrown; a javelin is always thrown", () => {
    const dagger = weapon("dagger");
    expect(isRangedAttack(dagger)).toBe(false);
    expect(isRangedAttack(dagger, { thrown: true })).toBe(true);
    expect(isRangedAttack(weapon("javelin"))).toBe(true);
    const agile = testSpec({ abilities: abilities({ str: 8, dex: 16 }) });
    expect(inRange(attackBonus(agile, dagger)).value).toBe(0);
    expect(inRange(attackBonus(agile, dagger, { thrown: true, distanceFt: 15 })).value).toBe(2);
    expect(attackBonus(agile, dagger, { thrown: true, distanceFt: 55 })).toMatchObject({
      kind: "outOfRange",
      maxFt: 50,
    });
    expect(() => attackBonus(agile, longsword, { thrown: true })).toThrow(RangeError);
  });
});

describe("two-weapon attack bonus (dnd35 双武器战斗TWO-WEAPON FIGHTING)", () => {
  const shortsword = weapon("shortsword");
  const twoBlades = testSpec({ bab: 6, weapons: [longsword, shortsword], offHand: "shortsword" });

  it("given a longsword and a light off-hand short sword, then −4 main and −8 off without the feat", () => {
    expect(inRange(attackBonus(twoBlades, longsword, { twoWeapon: true })).value).toBe(6 - 4);
    expect(inRange(attackBonus(twoBlades, shortsword, { hand: "off" })).value).toBe(6 - 8);
  });

  it("given the feat, then −2 main and −2 off; its second iterative is at −7", () => {
    const trained = { ...twoBlades, feats: ["TwoWeaponFighting" as const] };
    expect(inRange(attackBonus(trained, longsword, { twoWeapon: true })).value).toBe(4);
    expect(
      inRange(attackBonus(trained, longsword, { twoWeapon: true, attackIndex: 1 })).value,
    ).toBe(-1);
    expect(inRange(attackBonus(trained, shortsword, { hand: "off" })).value).toBe(4);
  });

  it("given an unarmed off hand, then it counts as light (徒手攻击视为轻型武器)", () => {
    const boxer = testSpec({ bab: 6, weapons: [longsword, unarmed], offHand: "unarmed-strike" });
    expect(inRange(attackBonus(boxer, unarmed, { hand: "off" })).value).toBe(-2);
  });

  it("given two weapons but no off-hand weapon in the spec, then it is bad input", () => {
    expect(() => attackBonus(testSpec(), longsword, { twoWeapon: true })).toThrow(RangeError);
  });
});
