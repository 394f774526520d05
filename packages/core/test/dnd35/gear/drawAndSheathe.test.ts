import { describe, expect, it } from "vitest";
import type { ThreeXCombatant } from "../../../src/rulesets/3x/state/index.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { AWAY, gearFight, ORDER } from "./gearFixture.ts";

const gearOf = (state: { combatants: Record<string, unknown> }, id: string) =>
  (state.combatants[id] as ThreeXCombatant).gear;

describe("dnd35 拔出或者收回武器Draw or Sheathe a Weapon", () => {
  it("a goblin with its shortbow in hand threatens nothing: the fighter walks off without an attack of opportunity, until the goblin drops the bow and draws its morningstar (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const archer = () =>
      gearFight("gear-archer", [weapon("shortbow"), weapon("morningstar")], { main: "shortbow" });
    const g = given(archer(), ORDER);
    const away = g.when({ kind: "Move", path: AWAY });
    expect(away.facts("WindowOpened")).toEqual([]);

    const drawn = given(archer(), ORDER);
    drawn.act({ kind: "EndTurn" });
    drawn.act({ kind: "FreeAction", action: "DropItem", item: "shortbow" });
    const draw = drawn.when({ kind: "Activity", activity: "DrawWeapon", item: "morningstar" });
    expect(draw.facts("ActionTaken")).toEqual([
      { actor: "b", slot: "move", action: "Activity", rule: "dnd35.actionsTable" },
    ]);
    // Drawing provokes nothing (拔武器 否): no window opened though the fighter threatens it.
    expect(draw.facts("WindowOpened")).toEqual([]);
    expect(draw.facts("GearChanged")).toEqual([
      { actor: "b", change: "draw", item: "morningstar", hand: "main", rule: "dnd35.drawSheathe" },
    ]);
    drawn.act({ kind: "EndTurn" }).until("a");
    expect(drawn.when({ kind: "Move", path: AWAY }).facts("WindowOpened")[0]?.candidates).toEqual([
      "b",
    ]);
  });

  it("by default a creature holds its first melee weapon, so a goblin listing a shortbow first holds its morningstar (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const g = given(gearFight("gear-default", [weapon("shortbow"), weapon("morningstar")]), ORDER);
    expect(gearOf(g.state, "b")).toMatchObject({ main: "morningstar", shield: "ready" });
    g.act({ kind: "EndTurn" });
    const shot = g.when({ kind: "Attack", target: "a", weapon: "shortbow" }).rejects("notWielded");
    expect(shot.rule).toBe("dnd35.drawSheathe");
    expect(shot.message).toBe("b does not have shortbow in hand: draw it first");
  });

  it("sheathing provokes, and a sheathed weapon neither attacks nor threatens (dnd35 拔出或者收回武器Draw or Sheathe a Weapon, 表：战斗中的动作 收武器)", () => {
    const g = given(gearFight("gear-sheathe", [weapon("morningstar")]), ORDER);
    g.act({ kind: "EndTurn" });
    const sheathe = g.when({ kind: "Activity", activity: "SheatheWeapon", item: "morningstar" });
    expect(sheathe.facts("WindowOpened")[0]).toMatchObject({
      window: "opportunity",
      candidates: ["a"],
    });
    g.respond(false);
    expect(gearOf(g.state, "b").main).toBeUndefined();
    g.when({ kind: "Attack", target: "a", weapon: "morningstar" }).rejects("notWielded");
  });

  it("a draw merges into a move at base attack +1, and not below (dnd35 拔出或者收回武器Draw or Sheathe a Weapon, 战斗中的动作 footnote 4)", () => {
    const g = given(
      gearFight("gear-merge", [weapon("morningstar"), weapon("dagger")], { main: "morningstar" }),
      ORDER,
    );
    g.declining().act({ kind: "EndTurn" });
    // Its off hand is free only once the shield is loosed (a move action: 装备或者卸下盾牌).
    g.act({ kind: "Activity", activity: "LooseShield" });
    const move = g.when({
      kind: "Move",
      path: [{ x: 2, y: 0 }],
      drawWeapon: true,
      draw: "dagger",
    });
    expect(move.facts("GearChanged").at(-1)).toEqual({
      actor: "b",
      change: "draw",
      item: "dagger",
      hand: "off",
      rule: "dnd35.drawSheathe",
    });
    const weak = given(
      gearFight("gear-merge-bab0", [weapon("morningstar"), weapon("dagger")], {}, {}, { bab: 0 }),
      ORDER,
    );
    weak.act({ kind: "EndTurn" });
    weak
      .when({ kind: "Move", path: [{ x: 2, y: 0 }], drawWeapon: true, draw: "dagger" })
      .rejects("drawNeedsBab");
  });

  it("with Two-Weapon Fighting two light or one-handed weapons are drawn in one move action, and without it they are not (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const both = { shield: "carried" } as const;
    const g = given(
      gearFight(
        "gear-two",
        [weapon("shortsword"), weapon("dagger")],
        both,
        {},
        {
          feats: ["TwoWeaponFighting"],
        },
      ),
      ORDER,
    );
    g.act({ kind: "EndTurn" });
    const draw = g.when({
      kind: "Activity",
      activity: "DrawWeapon",
      item: "shortsword",
      also: "dagger",
    });
    expect(draw.facts("ActionTaken")).toHaveLength(1);
    expect(gearOf(g.state, "b")).toMatchObject({ main: "shortsword", off: "dagger" });

    const untrained = given(
      gearFight("gear-two-untrained", [weapon("shortsword"), weapon("dagger")], both),
      ORDER,
    );
    untrained.act({ kind: "EndTurn" });
    untrained
      .when({ kind: "Activity", activity: "DrawWeapon", item: "shortsword", also: "dagger" })
      .rejects("twoAtOnce");
  });

  it("a hand must be free: a goblin with morningstar and strapped-on shield cannot draw its dagger (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const g = given(gearFight("gear-full", [weapon("morningstar"), weapon("dagger")]), ORDER);
    g.act({ kind: "EndTurn" });
    const full = g
      .when({ kind: "Activity", activity: "DrawWeapon", item: "dagger" })
      .rejects("handsFull");
    expect(full.message).toBe("b has no free hand for dagger");
  });
});

describe("dnd35 拔出或者收回武器Draw or Sheathe a Weapon — a coup de grace", () => {
  it("a coup de grace with a sheathed shortbow is refused: the bow must be in hand (dnd35 拔出或者收回武器Draw or Sheathe a Weapon, 无助的防御者 致命一击)", () => {
    const g = given(gearFight("gear-cdg", [weapon("morningstar"), weapon("shortbow")]), ORDER);
    g.gm({ kind: "AddCondition", target: "a", condition: "asleep", reason: "sleep" });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "CoupDeGrace", target: "a", weapon: "shortbow" }).rejects("notWielded");
  });
});
