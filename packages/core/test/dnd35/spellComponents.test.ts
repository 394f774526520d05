import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../src/rulesets/3x/model/combatant.ts";
import { MAGIC_MISSILE } from "../../src/rulesets/dnd35/laws/spells.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// A caster "w" at (0,0) with a longsword and magic missile (V, S), a foe "b" far off at (8,0).
// Initiative: w 20, b 1. How its hands are filled is each test's.

function fight(w: Partial<CombatantSpec>) {
  return header(
    [
      { ...fighter("w", "party", 0, 0, weapon("longsword")), spells: [MAGIC_MISSILE], ...w },
      fighter("b", "foes", 8, 0, weapon("longsword")),
    ],
    "components",
  );
}
const MISSILE = { kind: "Cast", spell: MAGIC_MISSILE.id, target: "b" } as const;

describe("dnd35 spell components outside a grapple (seed 000 施法Cast a Spell 法术构件)", () => {
  it("given a caster with a longsword in hand and a heavy shield strapped on, when it casts magic missile (S), then it is refused: no free hand for the gestures", () => {
    const v = given(fight({}), [20, 1]).when(MISSILE).rejects("spellComponents");
    expect(v.rule).toBe("dnd35.somaticComponent");
    expect(v.message).toContain("no free hand");
  });

  it("given the same caster with its shield slung, when it casts magic missile, then the spell is cast", () => {
    const g = given(fight({ holds: { main: "longsword", shield: "carried" } }), [20, 1]);
    expect(g.when(MISSILE).facts("SpellCast")).toMatchObject([{ caster: "w" }]);
  });

  it("given a caster with a longsword and a buckler, when it casts magic missile, then the spell is cast: a buckler leaves the hand free (SRD Buckler)", () => {
    const g = given(fight({ shield: { name: "buckler", bonus: 1, kind: "buckler" } }), [20, 1]);
    expect(g.when(MISSILE).facts("SpellCast")).toMatchObject([{ caster: "w" }]);
  });

  it("given a caster the GM says is in a silence, when it casts magic missile (V), then it is refused: a verbal component needs a clear voice", () => {
    const g = given(fight({ holds: { main: "longsword", shield: "carried" } }), [20, 1]);
    g.gm({ kind: "AddCondition", target: "w", condition: "silenced", reason: "silence" });
    const v = g.when(MISSILE).rejects("spellComponents");
    expect(v.rule).toBe("dnd35.verbalComponent");
  });

  it("given a caster with a material component spell outside a grapple, when it casts, then the pouch supplies it: nothing held, nothing used up", () => {
    const ash = { ...MAGIC_MISSILE, id: "ash", name: "ash", components: ["V", "S", "M"] as const };
    const g = given(
      fight({ spells: [ash], holds: { main: "longsword", shield: "carried" } }),
      [20, 1],
    );
    const r = g.when({ kind: "Cast", spell: "ash", target: "b" });
    expect(r.facts("SpellCast")).toMatchObject([{ spell: "ash" }]);
    expect(r.facts("ComponentsChanged")).toEqual([]);
  });
});
