import { describe, expect, it } from "vitest";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Fighter a (initiative forced 15 + 5) acts before goblin g (3 + 1); they stand adjacent.
const duel = () =>
  given(
    header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        { ...goblin("g", "foes", 1, 0, weapon("morningstar")), maxHp: 30 },
      ],
      "free",
    ),
    [15, 3],
  );

describe("dnd35 自由动作FREE ACTIONS", () => {
  it("a free action is recorded with the free slot and leaves standard and move actions (dnd35 自由动作FREE ACTIONS)", () => {
    const r = duel().when({ kind: "FreeAction", action: "Speak" });
    expect(r.facts("ActionTaken")).toEqual([
      { actor: "a", slot: "free", action: "FreeAction", rule: "dnd35.freeActions" },
    ]);
    expect(r.state.turn).toMatchObject({ standardUsed: false, moveUsed: false, actionsTaken: 0 });
  });

  it("several free actions fit beside a full-round action (dnd35 自由动作FREE ACTIONS, 动作类型)", () => {
    const g = duel();
    g.act({ kind: "FreeAction", action: "Speak" }).act({ kind: "FullAttack", target: "g" });
    const r = g.when({ kind: "FreeAction", action: "Speak" });
    expect(r.facts("ActionTaken")).toHaveLength(1);
  });

  it("a restricted turn still allows free actions besides its single action (dnd35 突袭SURPRISE 自由动作)", () => {
    const g = given(
      header(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          { ...goblin("g", "foes", 1, 0, weapon("morningstar"), false), maxHp: 30 },
        ],
        "free",
      ),
      [15],
    );
    g.act({ kind: "Attack", target: "g" });
    expect(g.when({ kind: "FreeAction", action: "Speak" }).facts("ActionTaken")[0]?.slot).toBe(
      "free",
    );
  });

  it("completing a full-round action completes only the action that was started (dnd35 开始/完成整轮动作Start/Complete Full-Round Action)", () => {
    const g = duel().play({
      by: "gm",
      decl: { kind: "ApplyDamage", target: "a", amount: 12, nonlethal: true, reason: "sap" },
    });
    g.until("a")
      .act({ kind: "StartFullRound", action: "light a torch" })
      .act({ kind: "EndTurn" })
      .until("a");
    g.when({ kind: "CompleteFullRound", action: "cast a full-round spell" }).rejects("notStarted");
  });

  it("the GM cannot name a winner that is no side of the fight (dnd35 战斗流程)", () => {
    duel().gm({ kind: "EndFight", winner: "dragons", reason: "typo" }).rejects("noSuchSide");
  });
});
