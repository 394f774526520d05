import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { eventMessage } from "../../../src/rulesets/dnd35/words/teller.ts";
import { renderMessage } from "../../../src/words/render.ts";

// Aid another on a skill (seed 000 协助他人AID ANOTHER: 协助同伴的其他技能检定; SRD skills, Aid
// Another: the same check against DC 10, +2 on the ally's next). Fighter "a" (Heal +4, Bluff 6)
// at (0,0) beside its ally "e" (Heal +1, Bluff +2) at (1,0); "d" of their side lies dying at
// (1,1), beside e; goblin "g" at (2,0), beside e; "far" of their side at (9,9). Initiative: a 20,
// e 15, d 1, g 2, far 3.

function fight() {
  return header(
    [
      { ...fighter("a", "party", 0, 0, weapon("longsword")), heal: 4, bluff: 6 },
      { ...fighter("e", "party", 1, 0, weapon("longsword")), heal: 1, bluff: 2 },
      { ...fighter("d", "party", 1, 1, weapon("longsword")), hp: -3 } as CombatantSpec,
      goblin("g", "goblins", 2, 0, weapon("morningstar")),
      fighter("far", "party", 9, 9, weapon("longsword")),
    ],
    "skill aid",
  );
}
const AID = { kind: "SpecialAttack", attack: "AidAnother", ally: "e", aid: "skill" } as const;

describe("dnd35 aid another on a skill (seed 000 协助他人AID ANOTHER 协助同伴的其他技能检定)", () => {
  it("seed 000 协助他人AID ANOTHER: given a beside e, when a aids e's Heal with d20 7 + 4 = 11 against DC 10, then e's next Heal check, to stabilize d, is 13 + 1 + 2 = 16 (aided by a) and spends the aid", () => {
    const g = given(fight(), [19, 14, 1, 2, 3]).declining();
    g.forceNext(7);
    const aid = g.when({ ...AID, skill: "Heal" });
    expect(aid.facts("ActionTaken")).toMatchObject([{ slot: "standard" }]);
    const [rolled] = aid.facts("SkillAidRolled");
    expect(rolled).toMatchObject({
      aider: "a",
      ally: "e",
      skill: "Heal",
      total: 11,
      dc: 10,
      success: true,
    });
    expect(renderMessage(eventMessage("SkillAidRolled", rolled!), en)).toBe(
      "a aids e's Heal: d20 7 +4 Heal = 11 vs DC 10: success — +2 on e's next Heal check",
    );
    expect(g.state.combatants.e!.conditions.map((c) => c.name)).toEqual(["aidedSkill:Heal:a"]);
    g.act({ kind: "EndTurn" }).until("e");
    g.forceNext(13);
    const heal = g.when({ kind: "Activity", activity: "StabilizeAlly", target: "d" });
    expect(heal.facts("HealCheckRolled")).toMatchObject([{ total: 16, success: true }]);
    expect(heal.facts("HealCheckRolled")[0]!.bonus).toContainEqual({
      label: "aided by a",
      value: 2,
      rule: "dnd35.aidAnother",
    });
    expect(g.state.combatants.e!.conditions).toEqual([]);
  });

  it("seed 000 协助他人AID ANOTHER: given a aids e's Bluff with 5 + 6 = 11, when e feints the goblin, then its Bluff has +2 aided by a; a failed aid, 3 + 4 = 7 on Heal, gives nothing", () => {
    const g = given(fight(), [19, 14, 1, 2, 3]).declining();
    g.forceNext(5);
    g.when({ ...AID, skill: "Bluff" });
    g.act({ kind: "EndTurn" }).until("e");
    g.forceNext(10, 10);
    const feint = g.when({ kind: "SpecialAttack", attack: "Feint", target: "g" });
    const [check] = feint.facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus.map((t) => [t.label, t.value])).toEqual([
      ["Bluff", 2],
      ["aided by a", 2],
    ]);
    expect(g.state.combatants.e!.conditions.map((c) => c.name)).not.toContain("aidedSkill:Bluff:a");

    const fail = given(fight(), [19, 14, 1, 2, 3]).declining();
    fail.forceNext(3);
    const r = fail.when({ ...AID, skill: "Heal" });
    expect(r.facts("SkillAidRolled")).toMatchObject([{ total: 7, success: false }]);
    expect(fail.state.combatants.e!.conditions).toEqual([]);
  });

  it("seed 000 协助他人AID ANOTHER: given the aids, when a aids an ally not beside it, a skill no fight rolls, or names a target, then each is refused", () => {
    const g = given(fight(), [19, 14, 1, 2, 3]);
    g.when({ ...AID, ally: "far", skill: "Heal" }).rejects("aidTooFar");
    g.when({ ...AID, skill: "Climb" as never }).rejects("aidSkill");
    g.when({ ...AID, skill: "Heal", target: "g" }).rejects("aidSkill");
    g.when({ kind: "SpecialAttack", attack: "AidAnother", ally: "e", aid: "attack" }).rejects(
      "aidNoTarget",
    );
  });
});
