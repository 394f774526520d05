import { describe, expect, it } from "vitest";
import type { Feat } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// A 6th-level fighter (BAB +6, Str 14: +2) with a longsword and a light short sword in the off
// hand, against a sturdy goblin next to it; initiative forced so the fighter acts first.
function fullAttack(feats: Feat[], holds?: { main: string }) {
  const a = {
    ...fighter("a", "party", 0, 0, weapon("longsword")),
    bab: 6,
    abilities: { str: 14, dex: 13, con: 14, int: 10, wis: 12, cha: 8 },
    weapons: [weapon("longsword"), weapon("shortsword")],
    offHand: "shortsword",
    shield: undefined,
    feats,
    ...(holds === undefined ? {} : { holds }),
  };
  const g = given(
    header(
      [a as never, { ...goblin("g", "foes", 1, 0, weapon("morningstar")), maxHp: 200 }],
      "twf",
    ),
    [15, 3],
  );
  const bonuses: number[] = [];
  const first = g.when({ kind: "FullAttack", target: "g" }).facts("AttackResolved")[0]!;
  bonuses.push(first.total - first.natural);
  const attacks = holds === undefined ? 2 : 1;
  for (let i = 0; i < attacks; i++) {
    const next = g.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    bonuses.push(next.total - next.natural);
  }
  return bonuses;
}

describe("dnd35 双武器战斗TWO-WEAPON FIGHTING", () => {
  it("a 6th-level fighter with a light off-hand weapon: +4/−1 main hand and +0 off hand (dnd35 双武器战斗TWO-WEAPON FIGHTING)", () => {
    expect(fullAttack([])).toEqual([4, -1, 0]);
  });

  it("with the Two-Weapon Fighting feat: +6/+1 main hand and +6 off hand (dnd35 双武器战斗TWO-WEAPON FIGHTING)", () => {
    expect(fullAttack(["TwoWeaponFighting"])).toEqual([6, 1, 6]);
  });

  it("with the short sword still sheathed it fights with one weapon: +8/+3, no off-hand attack and no two-weapon penalty (dnd35 双武器战斗TWO-WEAPON FIGHTING, 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    expect(fullAttack([], { main: "longsword" })).toEqual([8, 3]);
  });
});
