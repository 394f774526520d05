import { describe, expect, it } from "vitest";
import type { ThreeXCombatant } from "../../../src/rulesets/3x/state/index.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { gearFight, ORDER } from "./gearFixture.ts";

const gearOf = (state: { combatants: Record<string, unknown> }, id: string) =>
  (state.combatants[id] as ThreeXCombatant).gear;

describe("dnd35 丢掉物品Drop an Item, 操作一个物品Manipulate an Item", () => {
  it("a dropped weapon lies in its square — a free action — and is picked up again with a move action that provokes (dnd35 丢掉物品Drop an Item, 操作一个物品Manipulate an Item)", () => {
    const g = given(gearFight("gear-drop", [weapon("morningstar")]), ORDER);
    g.act({ kind: "EndTurn" });
    const drop = g.when({ kind: "FreeAction", action: "DropItem", item: "morningstar" });
    expect(drop.facts("ActionTaken")[0]?.slot).toBe("free");
    expect(drop.facts("GearChanged")).toEqual([
      {
        actor: "b",
        change: "drop",
        item: "morningstar",
        square: { x: 1, y: 0 },
        rule: "dnd35.dropItem",
      },
    ]);
    expect(gearOf(g.state, "b")).toMatchObject({
      main: undefined,
      ground: [{ item: "morningstar", square: { x: 1, y: 0 } }],
    });
    g.when({ kind: "Attack", target: "a", weapon: "morningstar" }).rejects("notWielded");
    const pick = g.when({ kind: "Activity", activity: "PickUpItem", item: "morningstar" });
    expect(pick.facts("WindowOpened")[0]).toMatchObject({
      window: "opportunity",
      candidates: ["a"],
    });
    g.respond(false);
    expect(gearOf(g.state, "b")).toMatchObject({ main: "morningstar", ground: [] });
  });

  it("an item falls in the creature's space or an adjacent square, and is picked up only within reach (dnd35 丢掉物品Drop an Item, 操作一个物品Manipulate an Item)", () => {
    const g = given(gearFight("gear-drop-far", [weapon("morningstar")]), ORDER);
    g.declining().act({ kind: "EndTurn" });
    g.when({
      kind: "FreeAction",
      action: "DropItem",
      item: "morningstar",
      to: { x: 3, y: 0 },
    }).rejects("dropSquare");
    g.act({ kind: "FreeAction", action: "DropItem", item: "morningstar", to: { x: 2, y: 0 } });
    g.act({
      kind: "Move",
      path: [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
        { x: 4, y: 1 },
      ],
    });
    g.when({ kind: "Activity", activity: "PickUpItem", item: "morningstar" }).rejects("outOfReach");
  });

  it("stowing an item and retrieving it are move actions of 操作一个物品; a stowed weapon is retrieved, not drawn (dnd35 操作一个物品Manipulate an Item)", () => {
    const g = given(
      gearFight("gear-stow", [weapon("morningstar"), weapon("dagger")], {
        main: "morningstar",
        stowed: ["dagger"],
      }),
      ORDER,
    );
    g.declining().act({ kind: "EndTurn" });
    g.when({ kind: "Activity", activity: "DrawWeapon", item: "dagger" }).rejects("stowed");
    g.act({ kind: "Activity", activity: "StowItem", item: "morningstar" });
    const out = g.when({ kind: "Activity", activity: "RetrieveStoredItem", item: "dagger" });
    expect(out.facts("GearChanged")).toEqual([
      {
        actor: "b",
        change: "retrieve",
        item: "dagger",
        hand: "main",
        rule: "dnd35.manipulateItem",
      },
    ]);
    expect(gearOf(g.state, "b")).toMatchObject({ main: "dagger", stowed: ["morningstar"] });
  });
});

describe("dnd35 攻击Attack 远程攻击 — a thrown weapon leaves the hand", () => {
  it("a thrown javelin lies in the target's square afterwards, and the thrower's hand is empty (dnd35 攻击Attack)", () => {
    const g = given(
      gearFight("gear-thrown", [weapon("morningstar")], undefined, { holds: { main: "javelin" } }),
      [...ORDER, 1],
    );
    const thrown = g.when({ kind: "Attack", target: "b", weapon: "javelin" });
    expect(thrown.facts("GearChanged")).toEqual([
      {
        actor: "a",
        change: "drop",
        item: "javelin",
        square: { x: 1, y: 0 },
        rule: "dnd35.attackAction",
      },
    ]);
    expect(gearOf(g.state, "a")).toMatchObject({
      main: undefined,
      ground: [{ item: "javelin", square: { x: 1, y: 0 } }],
    });
  });
});
