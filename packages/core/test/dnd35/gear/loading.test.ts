import { describe, expect, it } from "vitest";
import type { ThreeXCombatant } from "../../../src/rulesets/3x/state/index.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { gearFight, ORDER } from "./gearFixture.ts";

const loaded = (state: { combatants: Record<string, unknown> }, id: string) =>
  (state.combatants[id] as ThreeXCombatant).gear.loaded;

// The goblin "b" stands 25 ft from the fighter with a crossbow in its hands.
const shooter = (name: string, bow: "light-crossbow" | "heavy-crossbow", feats: string[] = []) =>
  gearFight(name, [weapon(bow)], { main: bow }, {}, { position: { x: 5, y: 0 }, feats } as never);

describe("dnd35 表：战斗中的动作Table: Actions in Combat — loading a crossbow", () => {
  it("a light crossbow fires, cannot fire again unloaded, loads with a move action that provokes nothing out of reach, and fires again next round (dnd35 表：战斗中的动作Table: Actions in Combat 给手弩或轻弩装弹)", () => {
    const g = given(shooter("gear-light-crossbow", "light-crossbow"), [...ORDER, 5, 1]);
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "a" }).facts("AttackResolved");
    expect(loaded(g.state, "b")).toEqual([]);
    g.act({ kind: "EndTurn" }).until("b");
    const refused = g.when({ kind: "Attack", target: "a" }).rejects("notLoaded");
    expect(refused.rule).toBe("dnd35.loading");
    const load = g.when({ kind: "Activity", activity: "LoadLightCrossbow" });
    expect(load.facts("ActionTaken")).toEqual([
      { actor: "b", slot: "move", action: "Activity", rule: "dnd35.actionsTable" },
    ]);
    expect(load.facts("GearChanged")).toEqual([
      { actor: "b", change: "load", item: "light-crossbow", rule: "dnd35.loading" },
    ]);
    g.forceNext(5, 1);
    expect(g.when({ kind: "Attack", target: "a" }).facts("AttackResolved")).toHaveLength(1);
  });

  it("a heavy crossbow loads as a full-round action, and is not loaded by the light crossbow's move action (dnd35 表：战斗中的动作Table: Actions in Combat 给重弩或连射弩装弹)", () => {
    const g = given(shooter("gear-heavy-crossbow", "heavy-crossbow"), [...ORDER, 5, 1]);
    g.act({ kind: "EndTurn" });
    g.act({ kind: "Attack", target: "a" });
    g.act({ kind: "EndTurn" }).until("b");
    g.when({ kind: "Activity", activity: "LoadLightCrossbow" }).rejects("notCrossbow");
    const load = g.when({ kind: "Activity", activity: "LoadHeavyCrossbow" });
    expect(load.facts("ActionTaken")[0]?.slot).toBe("fullRound");
  });

  it("with Rapid Reload a light crossbow loads as a free action and a heavy one as a move action (dnd35 rapidReload, SRD feat)", () => {
    const light = given(shooter("gear-rapid-light", "light-crossbow", ["RapidReload"]), [
      ...ORDER,
      5,
      1,
    ]);
    light.act({ kind: "EndTurn" });
    light.act({ kind: "Attack", target: "a" });
    const load = light.when({ kind: "Activity", activity: "LoadLightCrossbow" });
    expect(load.facts("ActionTaken")[0]?.slot).toBe("free");
    expect(load.facts("GearChanged")[0]?.rule).toBe("dnd35.rapidReload");
    const heavy = given(shooter("gear-rapid-heavy", "heavy-crossbow", ["RapidReload"]), [
      ...ORDER,
      5,
      1,
    ]);
    heavy.act({ kind: "EndTurn" });
    heavy.act({ kind: "Attack", target: "a" });
    expect(
      heavy.when({ kind: "Activity", activity: "LoadHeavyCrossbow" }).facts("ActionTaken")[0]?.slot,
    ).toBe("move");
  });

  it("loading provokes in a threatened square, as the table says (dnd35 表：战斗中的动作Table: Actions in Combat 给手弩或轻弩装弹 是)", () => {
    const g = given(
      gearFight("gear-load-provokes", [weapon("light-crossbow")], {
        main: "light-crossbow",
        unloaded: ["light-crossbow"],
      }),
      ORDER,
    );
    g.act({ kind: "EndTurn" });
    const load = g.when({ kind: "Activity", activity: "LoadLightCrossbow" });
    expect(load.facts("WindowOpened")[0]).toMatchObject({
      window: "opportunity",
      candidates: ["a"],
    });
  });
});
