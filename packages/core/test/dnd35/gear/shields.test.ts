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

describe("a tower shield as total cover (SRD Tower Shield, outside the seeds: dnd35.towerShieldCover)", () => {
  const tower = { name: "tower shield", bonus: 4, maxDex: 2, kind: "tower" as const };

  it("behind its tower shield a goblin can be neither attacked nor make attacks, nor attacks of opportunity, until its next turn (dnd35 towerShieldCover)", () => {
    const g = given(
      gearFight("gear-tower", [weapon("morningstar")], undefined, {}, { shield: tower }),
      ORDER,
    );
    g.act({ kind: "EndTurn" });
    const cover = g.when({ kind: "Activity", activity: "TowerShieldCover" });
    expect(cover.facts("ActionTaken")[0]?.slot).toBe("standard");
    expect(cover.facts("ConditionAdded")[0]).toMatchObject({
      target: "b",
      condition: "towerShieldCover",
      rule: "dnd35.towerShieldCover",
    });
    g.act({ kind: "EndTurn" }).until("a");
    const refused = g.when({ kind: "Attack", target: "b" }).rejects("towerShieldCover");
    expect(refused.message).toContain("b is behind its tower shield");
    // Walking away from it provokes nothing: it makes no attack of opportunity.
    const away = g.when({
      kind: "Move",
      path: [
        { x: 0, y: 1 },
        { x: 0, y: 2 },
      ],
    });
    expect(away.facts("WindowOpened")).toEqual([]);
  });

  it("only a tower shield strapped on is total cover (dnd35 towerShieldCover)", () => {
    const g = given(gearFight("gear-tower-none", [weapon("morningstar")]), ORDER);
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Activity", activity: "TowerShieldCover" }).rejects("noTowerShield");
  });
});
