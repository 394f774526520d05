import { describe, expect, it } from "vitest";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { gearFight, ORDER } from "./gearFixture.ts";

const shieldTerm = { label: "shield (light wooden shield)", value: 1, rule: "dnd35.armorClass" };

describe("dnd35 装备或者卸下盾牌Ready or Loose a Shield", () => {
  it("a shield's AC counts only while strapped on: loosed (a move action, no AoO) it lies on the ground and the fighter's blow meets AC 1 lower (dnd35 装备或者卸下盾牌Ready or Loose a Shield)", () => {
    const g = given(gearFight("gear-shield", [weapon("morningstar")]), [...ORDER, 10, 1]);
    g.act({ kind: "EndTurn" });
    const loose = g.when({ kind: "Activity", activity: "LooseShield" });
    expect(loose.facts("WindowOpened")).toEqual([]);
    expect(loose.facts("GearChanged")).toEqual([
      {
        actor: "b",
        change: "looseShield",
        item: "shield",
        square: { x: 1, y: 0 },
        rule: "dnd35.readyShield",
      },
    ]);
    g.act({ kind: "EndTurn" }).until("a");
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).not.toContainEqual(shieldTerm);
  });

  it("a slung shield is strapped on with a move action, or merged into a move at base attack +1, and then counts (dnd35 装备或者卸下盾牌Ready or Loose a Shield)", () => {
    const g = given(
      gearFight("gear-shield-ready", [weapon("morningstar")], {
        main: "morningstar",
        shield: "carried",
      }),
      [...ORDER, 10, 1],
    );
    g.declining().act({ kind: "EndTurn" });
    const ready = g.when({ kind: "Move", path: [{ x: 1, y: 1 }], readyShield: true });
    expect(ready.facts("GearChanged")).toEqual([
      { actor: "b", change: "readyShield", item: "shield", rule: "dnd35.readyShield" },
    ]);
    g.when({ kind: "Activity", activity: "ReadyShield" }).rejects("shieldReady");
    g.act({ kind: "EndTurn" }).until("a");
    const [hit] = g.when({ kind: "Attack", target: "b" }).facts("AttackResolved");
    expect(hit?.ac).toContainEqual(shieldTerm);
  });

  it("dropping a carried shield is a free action; a strapped-on one is loosed instead (dnd35 装备或者卸下盾牌Ready or Loose a Shield)", () => {
    const g = given(gearFight("gear-shield-drop", [weapon("morningstar")]), ORDER);
    g.act({ kind: "EndTurn" });
    g.when({ kind: "FreeAction", action: "DropItem", item: "shield" }).rejects("shieldStrapped");
    const slung = given(
      gearFight("gear-shield-drop-slung", [weapon("morningstar")], {
        main: "morningstar",
        shield: "carried",
      }),
      ORDER,
    );
    slung.act({ kind: "EndTurn" });
    expect(
      slung.when({ kind: "FreeAction", action: "DropItem", item: "shield" }).facts("GearChanged")[0]
        ?.change,
    ).toBe("drop");
  });
});
