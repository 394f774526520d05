import { describe, expect, it } from "vitest";
import { InvalidHeader } from "../../src/engine/invalidHeader.ts";
import { fightState } from "../../src/registry/engine.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";

const a = fighter("a", "party", 0, 0, weapon("longsword"));
const b = fighter("b", "foes", 1, 0, weapon("longsword"));

describe("a fight's header is checked before the fight starts (dnd35 战斗流程)", () => {
  it("a roster entry with a bad field is refused, naming the entry, the field and the rule (dnd35 战斗流程)", () => {
    const bad = header([a, { ...b, abilities: { ...b.abilities, dex: 0 } }], "h");
    expect(() => fightState(bad)).toThrow(InvalidHeader);
    expect(() => fightState(bad)).toThrow(
      "header: roster[1].abilities.dex: must be an integer ≥ 1 (dnd35.sequence)",
    );
  });

  it("two combatants with one id, or one called gm, are refused (dnd35 战斗流程)", () => {
    expect(() => fightState(header([a, { ...b, id: "a" }], "h"))).toThrow(
      'roster[1].id: "a" is used twice',
    );
    expect(() => fightState(header([a, { ...b, id: "gm" }], "h"))).toThrow("roster[1].id");
  });

  it("an unknown ruleset or a malformed map is refused, naming the field (dnd35 战斗流程)", () => {
    expect(() =>
      fightState({ ...header([a, b], "h"), ruleset: { id: "gurps", version: "4" } }),
    ).toThrow('header: ruleset.id: unknown ruleset "gurps"');
    expect(() => fightState({ ...header([a, b], "h"), map: { width: 0 } })).toThrow(
      "header: map.width",
    );
  });
});
