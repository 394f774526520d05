import { describe, expect, it } from "vitest";
import { lightHorse, warhorse } from "../../../src/rulesets/dnd35/samples/mounts.ts";
import { header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { fightState } from "../../../src/rulesets/dnd35/testing/engine.ts";
import { knight } from "./knight.ts";

// A roster's riders (seed 000 骑乘战斗MOUNTED COMBAT): the header names the entry and the field.

const start =
  (...roster: Parameters<typeof header>[0]) =>
  () =>
    fightState(header(roster, "r"));

describe("dnd35 a roster's riders (seed 000 骑乘战斗MOUNTED COMBAT)", () => {
  it("given a rider off its mount's square, an unknown mount, a mount ridden twice, a mount not larger, when the fight is built, then each is refused naming roster[i].rides", () => {
    expect(start(knight("h", { position: { x: 5, y: 5 } }), warhorse("h", "party", 2, 2))).toThrow(
      'roster[0].rides: a rider stands on its mount\'s square: must be (2,2), where "h" stands',
    );
    expect(start(knight("x"), warhorse("h", "party", 2, 2))).toThrow(
      'roster[0].rides: names "x", who is not in the roster',
    );
    const second = { ...knight("h"), id: "k2", name: "k2" };
    expect(start(knight("h"), second, warhorse("h", "party", 2, 2))).toThrow(
      'roster[1].rides: "h" already carries "k": one rider a mount',
    );
    const pony = { ...lightHorse("h", "party", 2, 2), size: "medium" as const };
    expect(start(knight("h"), pony)).toThrow('roster[0].rides: "h" is not larger than its rider');
    expect(start(knight("h"), { ...warhorse("h", "party", 2, 2), side: "foes" })).toThrow(
      'roster[0].rides: "h" is on another side',
    );
  });

  it("given a knight on a warhorse, when the fight is built, then it rides it (seed 000 骑乘战斗)", () => {
    const state = fightState(header([knight("h"), warhorse("h", "party", 2, 2)], "r"));
    expect(state.combatants.k!.riding).toBe("h");
  });
});
