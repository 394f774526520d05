import { describe, expect, it } from "vitest";
import type { Spell } from "../../src/rulesets/3x/model/spell.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero, wizard } from "./interrupts/fixtures.ts";

/**
 * Invisibility cast on oneself: range personal (the SRD spell's "personal or touch", outside the
 * seeds), invisible for 1 min/level. Its end on attacking is left out: the test needs none.
 */
const INVISIBILITY: Spell = {
  id: "invisibility",
  name: "invisibility",
  level: 2,
  castingTime: "standard",
  components: ["V", "S"],
  range: "personal",
  effect: { kind: "condition", condition: "invisible", rounds: 10 },
};

/** Wizard W, who knows invisibility, to act in round 2; fighter F far off. */
function caster() {
  const w = wizard("W", "mages", 5, 5);
  const g = given(
    fightOf([{ ...w, spells: [...(w.spells ?? []), INVISIBILITY] }, hero("F", "party", 15, 5)]),
    [19, 9],
  );
  return g.until("W").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
}

describe("dnd35 施法Cast a Spell: a spell of personal range (SRD Range: Personal, outside the seeds)", () => {
  it("a personal spell cast with no target takes effect on its caster (dnd35 施法Cast a Spell)", () => {
    const cast = caster().when({ kind: "Cast", spell: "invisibility" });
    expect(cast.facts("SpellCast")).toMatchObject([{ caster: "W", targets: ["W"] }]);
    expect(cast.facts("ConditionAdded")).toMatchObject([{ target: "W", condition: "invisible" }]);
    expect(cast.state.combatants.W?.conditions.map((c) => c.name)).toContain("invisible");
  });

  it("a personal spell cannot be cast on another creature (dnd35 施法Cast a Spell)", () => {
    const v = caster()
      .when({ kind: "Cast", spell: "invisibility", target: "F" })
      .rejects("personalSpell");
    expect(v.rule).toBe("dnd35.castSpell");
  });
});
