import { describe, expect, it } from "vitest";
import { whyOf } from "../../../src/policies/why.ts";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { SHOCKING_GRASP } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { tactician } from "../../../src/rulesets/dnd35/policies/tactician.ts";
import { fighter } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { cleric, fight, orc, wizard } from "./casters.ts";

const decide = (g: Given, id: string) =>
  tactician(g.state as ThreeXState, id) as CombatantDeclaration;

/** Plays the tactician's choices for `id` until its turn ends, returning what it declared. */
function turnOf(g: Given, id: string): CombatantDeclaration[] {
  const out: CombatantDeclaration[] = [];
  g.until(id);
  for (let d = decide(g, id); ; d = decide(g, id)) {
    out.push(d);
    g.act(d);
    if (d.kind === "EndTurn") return out;
  }
}

const ally = (id: string, x: number, y: number, hp: number) => ({
  ...fighter(id, "party", x, y, weapon("longsword")),
  hp,
});

describe("the tactician's healing spells (seed 000 施法Cast a Spell; SRD Cure Light Wounds)", () => {
  it("given a dying ally and a badly hurt one both beside a cleric, when it chooses, then it heals the dying one first (seed 000 濒死DYING)", () => {
    const g = given(
      fight("heal", [cleric("c", 1, 1), ally("a", 2, 1, -2), ally("b", 1, 2, 3), orc("o", 12, 12)]),
      [20, 1, 1, 1],
    );
    const d = decide(g, "c");
    expect(d).toEqual({ kind: "Cast", spell: "cureLightWounds", target: "a" });
    expect(whyOf(d)).toBe("a dying at -2 hp");
  });

  it("given a dying ally 10 ft from the cleric, when it chooses, then it walks up to it and casts on it the same turn (seed 000 战斗中的触摸性法术)", () => {
    const g = given(
      fight("walk", [cleric("c", 1, 1), ally("a", 4, 1, -2), orc("o", 12, 12)]),
      [20, 1, 1],
    );
    const [move, cast] = turnOf(g, "c");
    expect(move?.kind).toBe("Move");
    expect(whyOf(move!)).toBe("to cast cure light wounds on a dying at -2 hp");
    expect(cast).toEqual({ kind: "Cast", spell: "cureLightWounds", target: "a" });
    expect((g.state as ThreeXState).combatants.a!.vitals.hp).toBeGreaterThan(0);
  });

  it("given a dying ally farther than a move, when the cleric chooses, then it casts now and holds the charge, carries it over, and touches the ally on a later turn (seed 000 暂不散发Holding the Charge)", () => {
    const g = given(
      fight("hold", [cleric("c", 0, 0), ally("a", 9, 0, -1), orc("o", 18, 18)]),
      [20, 1, 1],
    );
    const first = turnOf(g, "c");
    expect(first.map((d) => d.kind)).toEqual(["Cast", "Move", "EndTurn"]);
    expect(first[0]).toEqual({ kind: "Cast", spell: "cureLightWounds" });
    expect(whyOf(first[0]!)).toBe("holds cure light wounds for a dying at -1 hp, 45 ft off");
    expect(whyOf(first[1]!)).toMatch(/^carries cure light wounds to a /);
    const later = turnOf(g, "c");
    expect(later.map((d) => d.kind)).toEqual(["Move", "Touch", "EndTurn"]);
    expect(later[1]).toEqual({ kind: "Touch", target: "a" });
    expect(whyOf(later[1]!)).toMatch(/^discharges cure light wounds: a /);
    expect((g.state as ThreeXState).combatants.a!.vitals.state).not.toBe("dying");
  });

  it("given a wizard whose only spell is a touch spell and an orc 25 ft off, when it chooses, then it casts and holds the charge, walks up, and touches the orc on its next turn (seed 000 战斗中的触摸性法术, 暂不散发Holding the Charge)", () => {
    const w = wizard("w", 0, 0, [SHOCKING_GRASP], { weapons: [] });
    const g = given(fight("grasp", [w, orc("o", 5, 0)]), [20, 1]);
    const first = turnOf(g, "w");
    expect(first.map((d) => d.kind)).toEqual(["Cast", "Move", "EndTurn"]);
    expect(whyOf(first[0]!)).toMatch(/^holds shocking grasp for o, 25 ft off: o at 12 hp/);
    // The orc stands and waits: the touch comes on the wizard's next turn.
    g.until("o").act({ kind: "EndTurn" });
    const [touch] = turnOf(g, "w");
    expect(touch).toEqual({ kind: "Touch", target: "o" });
    expect(whyOf(touch!)).toMatch(/^discharges shocking grasp: o at 12 hp/);
  });
});
