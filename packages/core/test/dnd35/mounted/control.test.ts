import { describe, expect, it } from "vitest";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { lightHorse } from "../../../src/rulesets/dnd35/samples/mounts.ts";
import { goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { knight } from "./knight.ts";

// The knight (Ride +4) on a light horse "h" (not trained for war) at (2,2); the goblin at (12,2).
// Initiative d20s: the knight 10, the goblin 5; the horse acts just before the knight.

const onPony = () =>
  header(
    [
      knight("h"),
      lightHorse("h", "party", 2, 2),
      goblin("g", "goblins", 12, 2, weapon("morningstar")),
    ],
    "frightened",
  );

describe("dnd35 a frightened mount (seed 000 骑乘战斗 战斗用马)", () => {
  it("given a light horse, when the knight controls it with Ride 20 (d20 16 + 4), then it is the move action and the standard action is left; at 19 it is the whole round (seed 000 战斗用马: 如果你成功了，你就可以在该移动动作之后再进行一个标准动作。如果你失败了，该移动动作就会变成一个整轮动作)", () => {
    const g = given(onPony(), [10, 5]).until("k");
    g.forceNext(16);
    const r = g.when({ kind: "SpecialAttack", attack: "ControlMount" });
    expect(r.facts("RideChecked")).toMatchObject([
      { rider: "k", purpose: "control", total: 20, dc: 20, success: true, rule: "dnd35.warHorse" },
    ]);
    expect(r.facts("ActionTaken")).toMatchObject([{ slot: "move", rule: "dnd35.warHorse" }]);
    expect(r.state.turn!.standardUsed).toBe(false);
    expect(r.state.combatants.h!.controlledRound).toBe(1);
    g.when({ kind: "SpecialAttack", attack: "ControlMount" }).rejects("controlledAlready");

    const bad = given(onPony(), [10, 5]).until("k");
    bad.forceNext(15);
    const f = bad.when({ kind: "SpecialAttack", attack: "ControlMount" });
    expect(f.facts("ActionTaken")).toMatchObject([{ slot: "move" }, { slot: "fullRound" }]);
    bad
      .when({ kind: "Attack", target: "g", weapon: "javelin", thrown: true })
      .rejects("noStandardAction");
  });

  it("given a warhorse, when its rider tries to control it, then it is refused: a warhorse is trained for war (seed 000 战斗用马)", () => {
    const g = given(
      header(
        [
          knight("h"),
          { ...lightHorse("h", "party", 2, 2), warTrained: true },
          goblin("g", "goblins", 12, 2, weapon("morningstar")),
        ],
        "war",
      ),
      [10, 5],
    ).until("k");
    g.when({ kind: "SpecialAttack", attack: "ControlMount" }).rejects("notFrightened");
  });

  it("given the knight never controlled its light horse in round 1, when the horse's turn comes in round 2, then the tactician flees with it, away from the goblin (seed 000 骑乘战斗: 如果没有你的控制，你的坐骑就会自行逃离战斗)", () => {
    const g = given(onPony(), [10, 5]).until("k");
    g.act({ kind: "EndTurn" });
    g.until("h");
    expect(g.state.round).toBe(2);
    const d = tactician(g.state, "h");
    expect(d.kind === "Run" || d.kind === "Move").toBe(true);
    const path = (d as unknown as { path: { x: number }[] }).path;
    expect(path[path.length - 1]!.x).toBeLessThan(2);
  });
});
