import { describe, expect, it } from "vitest";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { POTION } from "../interrupts/fixtures.ts";
import { gearFight, ORDER } from "./gearFixture.ts";

const decide = (state: ThreeXState, actor: string) =>
  tactician(state, actor) as CombatantDeclaration;

describe("the tactician and what it carries (dnd35 拔出或者收回武器Draw or Sheathe a Weapon; SRD potions)", () => {
  it("an archer a foe has closed on lets the bow fall and then draws its melee weapon (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const g = given(
      gearFight("policy-archer", [weapon("shortbow"), weapon("morningstar")], { main: "shortbow" }),
      ORDER,
    );
    g.act({ kind: "EndTurn" });
    const first = decide(g.state as ThreeXState, "b");
    expect(first).toEqual({ kind: "FreeAction", action: "DropItem", item: "shortbow" });
    g.act(first);
    expect(decide(g.state as ThreeXState, "b")).toEqual({
      kind: "Activity",
      activity: "DrawWeapon",
      item: "morningstar",
    });
  });

  it("a crossbowman whose crossbow is empty loads it before shooting (dnd35 表：战斗中的动作Table: Actions in Combat 给手弩或轻弩装弹)", () => {
    const g = given(
      gearFight(
        "policy-load",
        [weapon("light-crossbow")],
        { main: "light-crossbow", unloaded: ["light-crossbow"] },
        {},
        { position: { x: 6, y: 0 } },
      ),
      ORDER,
    );
    g.act({ kind: "EndTurn" });
    expect(decide(g.state as ThreeXState, "b")).toEqual({
      kind: "Activity",
      activity: "LoadLightCrossbow",
      item: "light-crossbow",
    });
  });

  it("a badly hurt fighter away from its foes, its shield slung so a hand is free, takes its potion out of its pack, then drinks it (SRD potions; seed 000 表：战斗中的动作 喝药剂或者使用油)", () => {
    const g = given(
      gearFight("policy-potion", [weapon("morningstar")], undefined, {
        hp: 3,
        items: [POTION],
        position: { x: 0, y: 5 },
        holds: { main: "longsword", shield: "carried" },
      }),
      ORDER,
    );
    const retrieve = decide(g.state as ThreeXState, "a");
    expect(retrieve).toEqual({ kind: "Activity", activity: "RetrieveStoredItem", item: "potion" });
    g.act(retrieve);
    expect(decide(g.state as ThreeXState, "a")).toEqual({
      kind: "Activity",
      activity: "DrinkPotion",
      item: "potion",
    });
  });

  it("a healer next to a dying ally stabilizes it (dnd35 稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY)", () => {
    const g = given(
      gearFight(
        "policy-heal",
        [weapon("morningstar")],
        undefined,
        { heal: 4 },
        {
          side: "party",
          hp: -3,
        },
      ),
      ORDER,
    );
    expect(decide(g.state as ThreeXState, "a")).toEqual({
      kind: "Activity",
      activity: "StabilizeAlly",
      target: "b",
    });
  });
});
