import { describe, expect, it } from "vitest";
import type { CombatantSpec, Weapon } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { IMPROVED_GRAB_QUESTION } from "../../../src/rulesets/dnd35/special/improvedGrab.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Improved grab (SRD special abilities, outside the seeds; seed 000 发动擒抱: 某些特定的怪物在进行
// 擒抱尝试的时候不会引发借机攻击). A Large bear (Str 27: +8, BAB +4, the SRD brown bear's) with a
// claw that grabs stands at (2,0), its 2 × 2 space beside fighter "a" (Str 16, BAB +1) at (1,0).
// Initiative: the bear 20, a 10; the fighter has 60 hp, to outlast the claws.

const CLAW: Weapon = {
  id: "claw",
  name: "claw",
  damage: "1d8",
  threat: 20,
  multiplier: 2,
  handedness: "light",
  reach: 10,
  natural: "primary",
  improvedGrab: true,
};

const bear = (size: CombatantSpec["size"] = "large", x = 2): CombatantSpec => ({
  ...goblin("bear", "monsters", x, 0, CLAW),
  size,
  abilities: { str: 27, dex: 13, con: 19, int: 2, wis: 12, cha: 6 },
  bab: 4,
  weapons: [CLAW],
  maxHp: 51,
});

function fight(b: CombatantSpec = bear()) {
  const a = { ...fighter("a", "party", 1, 0, weapon("longsword")), maxHp: 60 };
  return header([b, a], "improved grab");
}

describe("dnd35 improved grab (SRD, outside the seeds; seed 000 发动擒抱 某些特定的怪物)", () => {
  it("seed 000 发动擒抱: given a Large bear's claw hit on a Medium fighter, when it chooses to grab, then no attack of opportunity and no touch attack: straight to the opposed check, +4 + 8 + 4 (Large) = 16 against +1 + 3 = 4, and the two grapple", () => {
    const g = given(fight(), [19, 9]);
    g.forceNext(15, 5);
    const hit = g.when({ kind: "Attack", target: "a", weapon: "claw" });
    expect(hit.facts("DamageDealt")).toHaveLength(1);
    expect(g.state.awaiting).toEqual({
      kind: "choice",
      actor: "bear",
      question: IMPROVED_GRAB_QUESTION,
      options: ["grab", "decline"],
    });
    g.forceNext(10, 10, 2);
    const grab = g.when({ kind: "Choose", answer: "grab" });
    expect(grab.facts("WindowOpened")).toEqual([]);
    expect(grab.facts("AttackResolved")).toEqual([]);
    const [check] = grab.facts("OpposedCheckRolled");
    expect(check).toMatchObject({ purpose: "hold", rolls: [{ totals: [26, 14] }], winner: "bear" });
    expect(check!.sides[0]!.bonus.map((t) => t.value)).toEqual([4, 8, 4]);
    expect(grab.facts("GrappleChanged")).toMatchObject([{ change: "start" }]);
    expect(g.state.combatants.bear!.grappling).toEqual(["a"]);
  });

  it("seed 000 发动擒抱: given the bear's claw hit, when it declines, then no grapple; a Medium bear (not larger than the fighter) is not asked; a miss is not asked", () => {
    const g = given(fight(), [19, 9]);
    g.forceNext(15, 5);
    g.when({ kind: "Attack", target: "a", weapon: "claw" });
    const no = g.when({ kind: "Choose", answer: "decline" });
    expect(no.facts("OpposedCheckRolled")).toEqual([]);
    expect(g.state.combatants.bear!.grappling).toEqual([]);
    expect(g.state.awaiting).toMatchObject({ kind: "declaration", actor: "bear" });

    const same = given(fight(bear("medium", 2)), [19, 9]);
    same.forceNext(15, 1);
    same.when({ kind: "Attack", target: "a", weapon: "claw" });
    expect(same.state.awaiting).toMatchObject({ kind: "declaration", actor: "bear" });

    const miss = given(fight(), [19, 9]);
    miss.forceNext(1);
    miss.when({ kind: "Attack", target: "a", weapon: "claw" });
    expect(miss.state.awaiting).toMatchObject({ kind: "declaration", actor: "bear" });
  });
});
