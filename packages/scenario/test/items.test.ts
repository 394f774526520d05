import type { CombatantSpec } from "@d20/core";
import { describe, expect, it } from "vitest";
import { catalogue, parseScenario, ScenarioError } from "../src/index.ts";
import { custom, text } from "./fixture.ts";

const FILE = "items.json";

/** The spec of a combatant `more` is merged into (against a goblin far away). */
function spec(more: Record<string, unknown>): CombatantSpec {
  const s = parseScenario(
    text({
      ruleset: "dnd35",
      combatants: [
        { ...custom("f", [0, 0]), ...more },
        { stock: "goblin", id: "g", side: "goblins", position: [10, 10] },
      ],
    }),
    FILE,
  );
  return s.header.roster[0] as CombatantSpec;
}

function errorOf(more: Record<string, unknown>): string {
  try {
    spec(more);
  } catch (e) {
    if (e instanceof ScenarioError) return e.message;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

describe("items in the scenario format (SRD magic items, outside the seeds; seed 000 表：战斗中的动作)", () => {
  it("given catalogue items, then each holds its catalogue spell at the item's caster level, a wand its charges", () => {
    const f = spec({
      items: [
        "potion-of-cure-light-wounds",
        { base: "potion-of-cure-moderate-wounds", id: "cmw" },
        { base: "wand-of-magic-missile", charges: 3 },
        "scroll-of-magic-missile",
      ],
      heal: 5,
    });
    expect(f.heal).toBe(5);
    expect(f.items).toMatchObject([
      {
        id: "potion-of-cure-light-wounds",
        kind: "potion",
        spell: { id: "cure-light-wounds", effect: { kind: "healing", dice: "1d8+1" } },
      },
      { id: "cmw", kind: "potion", spell: { effect: { kind: "healing", dice: "2d8+3" } } },
      { id: "wand-of-magic-missile", kind: "wand", charges: 3, spell: { id: "magic-missile" } },
      { id: "scroll-of-magic-missile", kind: "scroll" },
    ]);
    expect(catalogue.items["wand-of-magic-missile"]?.charges).toBe(50);
  });

  it("given an item marked looselyAttached, then the spec's item says so; a flag that is not a boolean is an error naming the field (seed 000 夺取物品)", () => {
    const f = spec({ items: [{ base: "potion-of-cure-light-wounds", looselyAttached: true }] });
    expect(f.items).toMatchObject([{ id: "potion-of-cure-light-wounds", looselyAttached: true }]);
    expect(
      spec({ items: ["potion-of-cure-light-wounds"] }).items![0]!.looselyAttached,
    ).toBeUndefined();
    expect(
      errorOf({ items: [{ base: "potion-of-cure-light-wounds", looselyAttached: "yes" }] }),
    ).toMatch(/items\[0\]\.looselyAttached/);
  });

  it("given holds naming an item, then it is accepted in hand; an unknown item id is an error naming the field", () => {
    const f = spec({ items: ["wand-of-magic-missile"], holds: { main: "wand-of-magic-missile" } });
    expect(f.holds?.main).toBe("wand-of-magic-missile");
    expect(errorOf({ items: ["potion-of-flying"] })).toMatch(/\$\.combatants\[0\]\.items\[0\]/);
    expect(errorOf({ items: [{ base: "potion-of-cure-light-wounds", charges: 2 }] })).toContain(
      "charges only for a wand or a staff",
    );
    expect(errorOf({ items: ["scroll-of-magic-missile", "scroll-of-magic-missile"] })).toContain(
      'item id "scroll-of-magic-missile" is used twice',
    );
  });

  it("given the tower shield of the catalogue or a shield object with its kind, then the kind and max Dex reach the spec", () => {
    expect(spec({ shield: "tower-shield" }).shield).toMatchObject({
      bonus: 4,
      maxDex: 2,
      kind: "tower",
    });
    expect(spec({ shield: { name: "buckler", bonus: 1, kind: "buckler" } }).shield?.kind).toBe(
      "buckler",
    );
  });
});
