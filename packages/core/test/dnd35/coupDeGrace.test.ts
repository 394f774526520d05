import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter "a" (longsword 1d8+3, ×2) acts first against fighter "b" (12 hp, Fort +4: base 2,
// Con 14 +2) adjacent to the east; "c" keeps b's side in the fight. Initiative faces 20, 1, 5.
function fight(a: CombatantSpec = fighter("a", "party", 0, 0, weapon("longsword")), bx = 1) {
  return header(
    [
      a,
      fighter("b", "foes", bx, 0, weapon("longsword")),
      fighter("c", "foes", 10, 10, weapon("longsword")),
    ],
    "coup-de-grace",
  );
}
const INIT = [20, 1, 5];
const held = {
  kind: "AddCondition",
  target: "b",
  condition: "helpless",
  reason: "hold person",
} as const;

describe("dnd35 无助的防御者 致命一击Coup de Grace", () => {
  it("a coup de grace is a full-round action that hits and crits without a roll: 1d8+3 twice with 1s is 8; b at 4 hp saves Fort DC 18 with 14 + 4 = 18 and lives (dnd35 无助的防御者 致命一击)", () => {
    const g = given(fight(), [...INIT, 1, 1, 14]);
    g.gm(held);
    const r = g.when({ kind: "CoupDeGrace", target: "b" });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "fullRound", action: "CoupDeGrace", rule: "dnd35.coupDeGrace" },
    ]);
    expect(r.facts("AttackResolved")).toEqual([]);
    const [dealt] = r.facts("DamageDealt");
    expect(dealt?.amount).toBe(8);
    expect(dealt?.breakdown.map((t) => t.label)).toEqual([
      "1d8 (roll 1 of 2)",
      "Str 16 (roll 1 of 2)",
      "1d8 (roll 2 of 2)",
      "Str 16 (roll 2 of 2)",
    ]);
    expect(r.facts("SaveRolled")).toEqual([
      {
        target: "b",
        save: "fort",
        natural: 14,
        bonus: [
          { label: "base Fortitude", value: 2, rule: "dnd35.savingThrows" },
          { label: "Con 14", value: 2, rule: "dnd35.savingThrows" },
        ],
        total: 18,
        dc: 18,
        success: true,
        rule: "dnd35.coupDeGrace",
      },
    ]);
    expect(r.state.combatants.b?.vitals).toMatchObject({ hp: 4, state: "ok" });
  });

  it("failing the Fort save (13 + 4 = 17 < DC 18) kills: VitalsChanged to dead (dnd35 无助的防御者 致命一击)", () => {
    const g = given(fight(), [...INIT, 1, 1, 13]);
    g.gm(held);
    const r = g.when({ kind: "CoupDeGrace", target: "b" });
    expect(r.facts("SaveRolled")).toMatchObject([{ total: 17, dc: 18, success: false }]);
    const changes = r.facts("VitalsChanged");
    expect(changes[changes.length - 1]).toMatchObject({
      target: "b",
      vitals: { hp: 4, state: "dead" },
      rule: "dnd35.coupDeGrace",
    });
  });

  it("a coup de grace whose damage kills outright calls for no save: a dying b at −1 takes 2d8+6 = 22 with 8s and is dead (dnd35 无助的防御者 致命一击)", () => {
    const g = given(fight(), [...INIT, 8, 8]);
    g.gm({ kind: "ApplyDamage", target: "b", amount: 13, reason: "a falling beam" });
    expect(g.state.combatants.b?.vitals.state).toBe("dying");
    const r = g.when({ kind: "CoupDeGrace", target: "b" });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 22 }]);
    expect(r.facts("SaveRolled")).toEqual([]);
    expect(r.state.combatants.b?.vitals.state).toBe("dead");
  });

  it("only a helpless foe, only as the whole turn, and never with a thrown weapon (dnd35 无助的防御者 致命一击)", () => {
    const awake = given(fight(), INIT);
    expect(awake.when({ kind: "CoupDeGrace", target: "b" }).rejects("notHelpless").rule).toBe(
      "dnd35.coupDeGrace",
    );

    const g = given(fight(), INIT);
    g.gm(held);
    g.when({ kind: "CoupDeGrace", target: "b", weapon: "javelin" }).rejects("notMelee");
    g.act({ kind: "Move", path: [{ x: 0, y: 1 }] });
    expect(g.when({ kind: "CoupDeGrace", target: "b" }).rejects("noFullRoundAction").rule).toBe(
      "dnd35.fullRoundAction",
    );
  });

  it("a bow can deliver a coup de grace from an adjacent square, not from 10 ft (dnd35 无助的防御者 致命一击)", () => {
    const archer = fighter("a", "party", 0, 0, weapon("longbow"));
    const far = given(fight(archer, 2), INIT);
    far.gm(held);
    expect(far.when({ kind: "CoupDeGrace", target: "b" }).rejects("notAdjacent").rule).toBe(
      "dnd35.coupDeGrace",
    );

    const near = given(fight(archer, 1), [...INIT, 1, 1, 1, 20]);
    near.gm(held);
    const r = near.when({ kind: "CoupDeGrace", target: "b", weapon: "longbow" });
    // 1d8 ×3 with 1s: 3 (a longbow adds no Str bonus); DC 13, a natural 20 saves.
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 3 }]);
    expect(r.facts("SaveRolled")).toMatchObject([{ dc: 13, success: true }]);
  });
});
