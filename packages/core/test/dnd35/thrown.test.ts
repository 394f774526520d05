import { describe, expect, it } from "vitest";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// a: fighter (Str 16, Dex 13, BAB 1) with a dagger, initiative forced first; g: goblin 15 ft away.
const fight = (gx: number) =>
  given(
    header(
      [
        { ...fighter("a", "party", 0, 0, weapon("dagger")), weapons: [weapon("dagger")] },
        { ...goblin("g", "foes", gx, 0, weapon("morningstar")), maxHp: 40 },
      ],
      "thrown",
    ),
    [15, 3],
  );

describe("thrown weapons (dnd35 攻击Attack 远程攻击Ranged Attacks)", () => {
  it("a dagger thrown at 15 ft uses Dex and takes −2 for its second 10-ft increment (dnd35 命中奖励ATTACK BONUS)", () => {
    const r = fight(3).when({ kind: "Attack", target: "g", thrown: true });
    const [attack] = r.facts("AttackResolved");
    expect(attack!.bonus.map((t) => [t.label, t.value])).toEqual(
      [
        ["base attack bonus", 1],
        ["Dex 13", 1],
        ["size (medium)", 0],
        ["range (15 ft)", -2],
      ].filter(([, v]) => v !== 0),
    );
  });

  it("the same dagger in melee uses Str, and cannot reach 15 ft (dnd35 攻击Attack)", () => {
    fight(3).when({ kind: "Attack", target: "g" }).rejects("outOfReach");
    const r = fight(1).when({ kind: "Attack", target: "g" });
    expect(r.facts("AttackResolved")[0]!.bonus.some((t) => t.label.startsWith("Str"))).toBe(true);
  });

  it("a weapon that is not made for throwing cannot be thrown (dnd35 攻击Attack)", () => {
    const g = given(
      header(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          goblin("g", "foes", 3, 0, weapon("morningstar")),
        ],
        "thrown",
      ),
      [15, 3],
    );
    g.when({ kind: "Attack", target: "g", thrown: true }).rejects("notThrowable");
  });

  it("beyond five increments a thrown dagger is out of range (dnd35 远程攻击)", () => {
    fight(11).when({ kind: "Attack", target: "g", thrown: true }).rejects("outOfRange");
  });
});
