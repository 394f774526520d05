import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (base +1, Str 16: +3, Medium) with a longsword at (0,0); goblin "b" (base +1,
// Str 11: +0, Small) with a morningstar at (1,0); goblin "c" far off. Initiative: a 20, b 10, c 1.
// Round 1: the goblin has not acted, so it takes no attack of opportunity.

function fight(a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword"))) {
  return header(
    [
      a,
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
    ],
    "disarm",
  );
}
const DISARM = { kind: "SpecialAttack", attack: "Disarm", target: "b" } as const;

/** The fighter with empty hands: no weapon, no shield. */
function bareFighter(): CombatantSpec {
  const { shield: _shield, ...rest } = fighter("a", "party", 0, 0, weapon("longsword"));
  return { ...rest, weapons: [] };
}

describe("dnd35 disarm (seed 000 卸除武器（DISARM）)", () => {
  it("given the fighter's roll 15 + 1 + 3 + 4 (larger) = 23 against the goblin's 5 + 1 = 6, when it disarms with its longsword, then the morningstar falls in the goblin's square (seed 000 卸除武器 步骤3)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 5);
    const d = g.when(DISARM);
    const [check] = d.facts("OpposedCheckRolled");
    expect(check).toMatchObject({ purpose: "disarm", rolls: [{ totals: [23, 6] }], winner: "a" });
    expect(check!.sides[0]!.bonus.map((t) => [t.label, t.value])).toEqual([
      ["base attack bonus", 1],
      ["Str 16", 3],
      ["larger (medium)", 4],
    ]);
    expect(d.facts("GearChanged")).toMatchObject([
      {
        actor: "b",
        change: "drop",
        item: "morningstar",
        square: { x: 1, y: 0 },
        rule: "dnd35.disarm",
      },
    ]);
    expect(d.state.combatants.b!.gear.main).toBeUndefined();
  });

  it("given a lost disarm (2 + 8 = 10 against 15 + 1 = 16), when the goblin counter-disarms with 15 + 1 = 16 against 5 + 8 = 13, then the fighter's longsword falls (seed 000 卸除武器: 防御者就可以立即进行反击)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(2, 15, 15, 5);
    const d = g.when(DISARM);
    expect(d.facts("OpposedCheckRolled").map((c) => [c.purpose, c.winner])).toEqual([
      ["disarm", "b"],
      ["counterDisarm", "b"],
    ]);
    expect(d.facts("GearChanged")).toMatchObject([
      { actor: "a", change: "drop", item: "longsword", square: { x: 0, y: 0 } },
    ]);
    expect(d.state.combatants.a!.gear.main).toBeUndefined();
  });

  it("given an unarmed fighter (1 + 3 − 4 unarmed + 4 larger = 4), when it wins, then the morningstar is in its hands, taken from the goblin (seed 000 卸除武器: 夺到自己手中)", () => {
    const bare = bareFighter();
    const g = given(fight(bare), [20, 10, 1]);
    g.forceNext(15, 5);
    const d = g.when(DISARM);
    expect(d.facts("OpposedCheckRolled")).toMatchObject([{ rolls: [{ totals: [19, 6] }] }]);
    expect(d.facts("GearChanged")).toMatchObject([
      { actor: "b", change: "taken", item: "morningstar", by: "a" },
    ]);
    g.act({ kind: "EndTurn" }).until("b");
    g.when({ kind: "Activity", activity: "DrawWeapon", item: "morningstar" }).rejects("itemGone");
  });

  it("given the morningstar taken unarmed, when the fighter's next turn comes, then it is in the fighter's main hand as morningstar@b and the fighter attacks the goblin with it: 1d8 + 3 (seed 000 卸除武器 步骤3: 对方的武器就已经被你夺到手里了)", () => {
    const g = given(fight(bareFighter()), [20, 10, 1]).declining();
    g.forceNext(15, 5);
    g.when(DISARM);
    const a = g.state.combatants.a!;
    expect(a.gear.main).toBe("morningstar@b");
    expect(a.spec.weapons.map((w) => w.id)).toEqual(["morningstar@b"]);
    g.act({ kind: "EndTurn" }).until("a");
    g.forceNext(18, 6);
    const hit = g.when({ kind: "Attack", target: "b", weapon: "morningstar@b" });
    expect(hit.facts("AttackResolved")).toMatchObject([{ weapon: "morningstar@b", hit: true }]);
    expect(hit.facts("DamageDealt")[0]!.amount).toBe(9);
    // The goblin's own sheet no longer has it to draw, and the fighter's hand is full.
    expect(g.state.combatants.b!.gear.gone).toEqual({ morningstar: "a" });
  });

  it("given a fighter holding a longsword and a shield, when it tries to disarm unarmed, then it is refused: the weapon taken needs a free hand (seed 000 卸除武器 步骤3)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.when({ ...DISARM, weapon: "unarmed-strike" }).rejects("noFreeHand");
  });

  it("given round 2, when the goblin's attack of opportunity deals damage, then the disarm fails before any roll; Improved Disarm provokes none (seed 000 卸除武器 步骤1)", () => {
    const g = given(fight(), [20, 10, 1]).until("b").until("c").until("a");
    const d = g.when(DISARM);
    expect(d.facts("WindowOpened")).toMatchObject([{ candidates: ["b"], trigger: "Disarm" }]);
    g.forceNext(19, 4);
    const after = g.respond(true);
    expect(after.facts("DamageDealt")).toMatchObject([{ target: "a" }]);
    expect(after.facts("SpecialAttackSpoiled")).toMatchObject([
      { actor: "a", attack: "Disarm", reason: "the attack of opportunity dealt damage" },
    ]);
    expect(after.facts("OpposedCheckRolled")).toEqual([]);
    const skilled = {
      ...fighter("a", "party", 0, 0, weapon("longsword")),
      feats: ["ImprovedDisarm" as const],
    };
    const h = given(fight(skilled), [20, 10, 1]).until("b").until("c").until("a");
    h.forceNext(15, 5);
    expect(h.when(DISARM).facts("WindowOpened")).toEqual([]);
  });

  it("given a grab, when the fighter's hands are full or the item is a strapped-on shield, then it is refused; a goblin's claw cannot be disarmed (seed 000 夺取物品)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.when({ ...DISARM, grab: true }).rejects("noFreeHand");
    const bare = bareFighter();
    const h = given(fight(bare), [20, 10, 1]);
    h.when({ ...DISARM, grab: true, item: "shield" }).rejects("firmlyAttached");
  });
});
