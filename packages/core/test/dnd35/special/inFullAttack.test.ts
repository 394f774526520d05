import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { renderMessage } from "../../../src/words/render.ts";

// Fighter "a" (base +6: attacks at +6 and +1; Str 16: +3) at (0,0) with a flail; its foe "b", a
// fighter (Str 10, Dex 13) with a longsword at (1,0); goblin "c" far off. Initiative: a 20, b 10,
// c 1 — in round 1 b has not acted and takes no attack of opportunity.

const veteran: CombatantSpec = { ...fighter("a", "party", 0, 0, weapon("flail")), bab: 6 };
const foe: CombatantSpec = {
  ...fighter("b", "foes", 1, 0, weapon("longsword")),
  abilities: { str: 10, dex: 13, con: 14, int: 10, wis: 12, cha: 8 },
};

function fight(a: CombatantSpec = veteran, b: CombatantSpec = foe) {
  return header([a, b, goblin("c", "foes", 10, 10, weapon("morningstar"))], "full attack");
}
const TRIP = { kind: "SpecialAttack", attack: "Trip", target: "b", weapon: "flail" } as const;

describe("dnd35 special attacks in a full attack (seed 000 全攻击; 卸除武器, 拌摔TRIP, 击破武器SUNDER, 发动擒抱, 当你处于擒抱状态时)", () => {
  it("given a full attack under way, when its second attack is a flail trip, then the trip takes that slot — its touch attack at +6 − 5 — and the full attack is over (seed 000 拌摔TRIP 一次徒手近战攻击; 全攻击)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(5);
    g.when({ kind: "FullAttack", target: "b", weapon: "flail" });
    expect(g.state.turn!.fullAttackNext).toBe(1);
    g.forceNext(15, 15, 2);
    const t = g.when(TRIP);
    expect(t.facts("ActionTaken")).toEqual([
      {
        actor: "a",
        slot: "attack",
        action: "SpecialAttack",
        rule: "dnd35.fullAttack",
        fullAttack: { slot: 1, of: 2 },
      },
    ]);
    const [touch] = t.facts("AttackResolved");
    expect(touch!.bonus).toContainEqual({
      label: "iterative attack 2",
      value: -5,
      rule: "dnd35.fullAttack",
    });
    expect(t.facts("ConditionAdded")).toMatchObject([{ target: "b", condition: "prone" }]);
    expect(t.state.turn!.fullAttackNext).toBeUndefined();
    g.when({ kind: "Attack", target: "b" }).rejects("noStandardAction");
  });

  it("given a trip declared as a full attack's first attack, when it is made, then it is the full-round action at full base attack, and the second attack follows at +6 − 5 (seed 000 全攻击; 拌摔TRIP)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 15, 2);
    const t = g.when({ ...TRIP, fullAttack: true });
    expect(t.facts("ActionTaken")).toMatchObject([
      { slot: "fullRound", fullAttack: { slot: 0, of: 2 } },
    ]);
    expect(t.facts("AttackResolved")[0]!.bonus.map((x) => x.label)).not.toContain(
      "iterative attack 2",
    );
    expect(t.state.turn!.fullAttackNext).toBe(1);
    g.forceNext(12);
    const second = g.when({ kind: "Attack", target: "b" });
    expect(second.facts("AttackResolved")).toMatchObject([
      { natural: 12, fullAttack: { slot: 1, of: 2 } },
    ]);
    expect(second.facts("AttackResolved")[0]!.bonus).toContainEqual({
      label: "iterative attack 2",
      value: -5,
      rule: "dnd35.fullAttack",
    });
  });

  it("given a full attack's second slot, when it is a disarm, then the disarmer's opposed roll has the −5 of that attack; a feint or a bull rush cannot take an attack's place (seed 000 卸除武器（DISARM）: 通过一个近战攻击动作)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(5);
    g.when({ kind: "FullAttack", target: "b", weapon: "flail" });
    g.when({ kind: "SpecialAttack", attack: "Feint", target: "b" }).rejects("noStandardAction");
    g.forceNext(10, 10);
    const d = g.when({ kind: "SpecialAttack", attack: "Disarm", target: "b" });
    const [roll] = d.facts("OpposedCheckRolled");
    expect(roll!.sides[0]!.bonus).toContainEqual({
      label: "iterative attack 2",
      value: -5,
      rule: "dnd35.fullAttack",
    });
    expect(roll!.sides[1]!.bonus.map((x) => x.label)).not.toContain("iterative attack 2");
    const h = given(fight(), [20, 10, 1]);
    h.when({
      kind: "SpecialAttack",
      attack: "Feint",
      target: "b",
      fullAttack: true,
    } as never).rejects("notInFullAttack");
    h.when({
      kind: "SpecialAttack",
      attack: "BullRush",
      target: "b",
      fullAttack: true,
    } as never).rejects("notInFullAttack");
  });

  it("given the fighter grappling the foe, when its full attack damages (first) and then pins (second), then the pin's grapple check has the −5 of the second attack (seed 000 当你处于擒抱状态时: 基本攻击加值还是要依次递减计算)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.forceNext(15, 10, 5, 2);
    g.when({ kind: "SpecialAttack", attack: "Grapple", target: "b" });
    g.act({ kind: "EndTurn" }).until("b").act({ kind: "EndTurn" }).until("a");
    expect(g.state.combatants.a!.grappling).toEqual(["b"]);
    // 脱逃 by Escape Artist is a standard action: never an attack of a full attack.
    g.when({
      kind: "SpecialAttack",
      attack: "Grapple",
      option: "escapeArtist",
      fullAttack: true,
    } as never).rejects("notInFullAttack");
    g.forceNext(15, 2, 2);
    const hurt = g.when({
      kind: "SpecialAttack",
      attack: "Grapple",
      target: "b",
      option: "damage",
      fullAttack: true,
    });
    expect(hurt.facts("ActionTaken")).toMatchObject([
      { slot: "fullRound", fullAttack: { slot: 0, of: 2 } },
    ]);
    g.forceNext(15, 2);
    const pin = g.when({ kind: "SpecialAttack", attack: "Grapple", target: "b", option: "pin" });
    expect(pin.facts("ActionTaken")).toMatchObject([
      { slot: "attack", fullAttack: { slot: 1, of: 2 } },
    ]);
    expect(pin.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus).toContainEqual({
      label: "iterative attack 2",
      value: -5,
      rule: "dnd35.fullAttack",
    });
  });

  it("given base +6, when play's menu is asked, then it offers a trip as a full attack's first attack, and once a full attack is under way the trip as its next attack (seed 000 全攻击; 拌摔TRIP)", () => {
    const g = given(fight(), [20, 10, 1]);
    const labels = () => legalChoices(g.state, "a").map((c) => renderMessage(c.label, en));
    expect(labels()).toContain("Trip → b (with flail, first attack of a full attack)");
    g.forceNext(5);
    g.when({ kind: "FullAttack", target: "b", weapon: "flail" });
    const next = labels();
    expect(next).toContain("Trip → b (with flail)");
    expect(next.filter((l) => l.includes("first attack of a full attack"))).toEqual([]);
  });
});
