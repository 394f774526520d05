import { describe, expect, it } from "vitest";
import type { CombatantSpec, Feat } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header, holding } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

const INTO_MELEE = { label: "shooting into melee", value: -4, rule: "dnd35.intoMelee" };

/** Archer "a" at (0,0) with a longbow (100-ft increment): BAB 1 + Dex 13 (+1). */
function archer(feats: Feat[] = []): CombatantSpec {
  const a = fighter("a", "party", 0, 0, weapon("longbow"));
  return { ...a, feats: [...a.feats, ...feats] };
}

/**
 * The archer shoots first (initiative faces 20, 1, 5: counts a 25, b 2, c 6) at goblin "b" at
 * (`bx`,0); ally "c" stands where the case needs. The map is 60 squares wide.
 */
function shoot(a: CombatantSpec, bx: number, c: CombatantSpec, gmFirst?: string) {
  const g = given(
    {
      ...header([a, goblin("b", "goblins", bx, 0, weapon("morningstar")), c], "into-melee"),
      map: { width: 60, height: 3 },
    },
    [20, 1, 5, 10],
  );
  if (gmFirst !== undefined)
    g.gm({ kind: "AddCondition", target: gmFirst, condition: "helpless", reason: "sleep" });
  return g.when({ kind: "Attack", target: "b", weapon: "longbow" }).facts("AttackResolved")[0]!;
}

const swordsman = (x: number) => fighter("c", "party", x, 0, weapon("longsword"));

describe("dnd35 攻击Attack 射击或投掷攻击近战中的对手Shooting or Throwing into a Melee", () => {
  it("a shot at 250 ft with a 100-ft range increment (−4) at a target in melee with an ally (−4) is −8 in all; with Precise Shot, −4 (dnd35 射击或投掷攻击近战中的对手)", () => {
    const plain = shoot(archer(), 50, swordsman(51));
    expect(plain.bonus).toEqual([
      { label: "base attack bonus", value: 1, rule: "dnd35.attackBonus" },
      { label: "Dex 13", value: 1, rule: "dnd35.attackBonus" },
      { label: "range (250 ft)", value: -4, rule: "dnd35.rangePenalty" },
      INTO_MELEE,
    ]);
    // 10 + 1 + 1 − 4 − 4 = 4.
    expect(plain.total).toBe(4);

    const precise = shoot(archer(["PreciseShot"]), 50, swordsman(51));
    expect(precise.bonus).not.toContainEqual(INTO_MELEE);
    expect(precise.total).toBe(8);
  });

  it("a target at least 10 ft from every ally of the shooter takes no −4, even with a longspear ally threatening it from 10 ft (dnd35 射击或投掷攻击近战中的对手)", () => {
    expect(shoot(archer(), 10, swordsman(12)).bonus).not.toContainEqual(INTO_MELEE);
    expect(
      shoot(archer(), 10, fighter("c", "party", 12, 0, weapon("longspear"))).bonus,
    ).not.toContainEqual(INTO_MELEE);
  });

  it("engaged in melee means threatening each other: a helpless ally or a helpless target is not engaged, so no −4 (dnd35 射击或投掷攻击近战中的对手)", () => {
    expect(shoot(archer(), 10, swordsman(11)).bonus).toContainEqual(INTO_MELEE);
    expect(shoot(archer(), 10, swordsman(11), "c").bonus).not.toContainEqual(INTO_MELEE);
    expect(shoot(archer(), 10, swordsman(11), "b").bonus).not.toContainEqual(INTO_MELEE);
  });

  it("throwing counts as shooting: a javelin at a goblin fighting an ally is −4; a melee attack never is (dnd35 射击或投掷攻击近战中的对手)", () => {
    const g = given(
      header(
        [
          holding(fighter("a", "party", 0, 0, weapon("longsword")), { main: "javelin" }),
          goblin("b", "goblins", 1, 0, weapon("morningstar")),
          swordsman(2),
        ],
        "into-melee-thrown",
      ),
      [20, 1, 5, 10],
    );
    const [thrown] = g
      .when({ kind: "Attack", target: "b", weapon: "javelin" })
      .facts("AttackResolved");
    expect(thrown?.bonus).toContainEqual(INTO_MELEE);

    const h = given(
      header(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          goblin("b", "goblins", 1, 0, weapon("morningstar")),
          swordsman(2),
        ],
        "into-melee-sword",
      ),
      [20, 1, 5, 10],
    );
    const [swung] = h.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(swung?.bonus).not.toContainEqual(INTO_MELEE);
  });
});
