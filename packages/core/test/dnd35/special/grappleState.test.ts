import { describe, expect, it } from "vitest";
import type { FightEvent } from "../../../src/log/fightEvent.ts";
import { attackerVersusTerms, defenderDexLost } from "../../../src/rulesets/3x/modifiers/rows.ts";
import { armorClassOf } from "../../../src/rulesets/3x/situation/attackSituation.ts";
import type { GrappleChange } from "../../../src/rulesets/3x/special/grappleRelation.ts";
import { pinnedAcPenalty } from "../../../src/rulesets/3x/special/grappleRelation.ts";
import { applyThreeXFact } from "../../../src/rulesets/3x/state/applyFact.ts";
import { endGrapplesOfTheGone, grapplesOf } from "../../../src/rulesets/3x/state/applyGrapple.ts";
import { canThreaten } from "../../../src/rulesets/3x/threat/threat.ts";
import { DND35_3X } from "../../../src/rulesets/dnd35/edition3x.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { grappleSide } from "../../../src/rulesets/dnd35/special/grappleCheck.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { grappleTexts } from "../../../src/rulesets/dnd35/words/grapple.ts";

function fight() {
  return given(
    header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        fighter("c", "party", 2, 0, weapon("longsword")),
      ],
      "grapple state",
    ),
    [20, 10, 5],
  );
}

function changed(change: GrappleChange, a: string, b: string): FightEvent {
  return {
    type: "GrappleChanged",
    data: { change, a, b, rule: "dnd35.grappleStart" },
  } as unknown as FightEvent;
}

describe("dnd35 grapple state (seed 000 擒抱GRAPPLE)", () => {
  it("given a fight, when GrappleChanged start a→b and join c→b, then each combatant's grappling lists the other side, symmetric (seed 000 加入擒抱)", () => {
    const g = fight();
    expect(g.state.combatants.a!.grappling).toEqual([]);
    applyThreeXFact(g.state, changed("start", "a", "b"));
    applyThreeXFact(g.state, changed("join", "c", "b"));
    expect(g.state.combatants.a!.grappling).toEqual(["b"]);
    expect([...g.state.combatants.b!.grappling].sort()).toEqual(["a", "c"]);
    expect(g.state.combatants.c!.grappling).toEqual(["b"]);
  });

  it("given a pins b, then b's pinnedBy is a and its AC −4 against c; when b escapes, nobody grapples or pins (seed 000 当你被擒抱对手压制住的时候, 脱离擒抱)", () => {
    const g = fight();
    applyThreeXFact(g.state, changed("start", "a", "b"));
    applyThreeXFact(g.state, changed("pin", "a", "b"));
    expect(g.state.combatants.b!.pinnedBy).toBe("a");
    expect(pinnedAcPenalty(grapplesOf(g.state), "b", "c")).toBe(-4);
    applyThreeXFact(g.state, changed("escape", "b", "b"));
    expect(g.state.combatants.a!.grappling).toEqual([]);
    expect(g.state.combatants.b!.pinnedBy).toBeUndefined();
  });

  it("given a fighter (Str 16, BAB +1, Medium) and a goblin (Small), when each makes a grapple check, then its side lists base attack, Str and size (seed 000 擒抱检定)", () => {
    const g = fight();
    const a = grappleSide(g.state, "a");
    const b = grappleSide(g.state, "b");
    const spec = g.state.combatants.b!.spec;
    expect(a.check).toBe("grapple");
    expect(a.bonus.map((t) => t.label)).toEqual(["base attack", "Str", "size (medium)"]);
    expect(a.bonus.map((t) => t.value)).toEqual([1, 3, 0]);
    expect(b.bonus.at(-1)).toMatchObject({ label: "size (small)", value: -4 });
    expect(b.bonus[0]!.value).toBe(spec.bab);
  });

  it("given each change, then its narration names who acts on whom", () => {
    const t = grappleTexts["dnd35:event.GrappleChanged"];
    expect(t({ change: "start", a: "a", b: "b", rule: "r" })).toBe("a grapples b");
    expect(t({ change: "pin", a: "a", b: "b", rule: "r" })).toBe("a pins b");
    expect(t({ change: "breakPin", a: "c", b: "b", rule: "r" })).toBe("c breaks the pin on b");
  });

  it("given a grapples b and c, when b dies and c leaves the fight, then a grapples nobody (seed 000 擒抱GRAPPLE)", () => {
    const g = fight();
    applyThreeXFact(g.state, changed("start", "a", "b"));
    applyThreeXFact(g.state, changed("start", "a", "c"));
    applyThreeXFact(g.state, changed("pin", "a", "b"));
    g.state.combatants.b!.vitals = { ...g.state.combatants.b!.vitals, state: "dead" };
    endGrapplesOfTheGone(g.state);
    expect(g.state.combatants.a!.grappling).toEqual(["c"]);
    expect(g.state.combatants.b!.pinnedBy).toBeUndefined();
    delete g.state.combatants.c;
    endGrapplesOfTheGone(g.state);
    expect(g.state.combatants.a!.grappling).toEqual([]);
  });

  it("given a grapples b by the record and c stands outside, then a threatens nothing, keeps Dex against b, loses it against c, and attacks b at −4 (seed 000 擒抱结果)", () => {
    const g = fight();
    const { a, b, c } = g.state.combatants;
    expect(canThreaten(a!)).toBe(true);
    applyThreeXFact(g.state, changed("start", "a", "b"));
    expect(canThreaten(a!)).toBe(false);
    expect(canThreaten(c!)).toBe(true);
    expect(defenderDexLost(DND35_3X, a!, b!)).toBeUndefined();
    expect(defenderDexLost(DND35_3X, a!, c!)).toMatchObject({
      why: "grappling, attacked by someone not in the grapple",
    });
    expect(attackerVersusTerms(DND35_3X, a!, b!).map((t) => t.value)).toEqual([-4]);
    expect(attackerVersusTerms(DND35_3X, c!, b!)).toEqual([]);
  });

  it("given a grapples b, when a declares a move, a 5-foot step or a charge, then each is refused naming 擒抱结果; when the grapple ends, the move is legal (seed 000 擒抱结果 无法移动)", () => {
    const g = fight();
    applyThreeXFact(g.state, changed("start", "a", "b"));
    const move = g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).rejects("grappleNoMove");
    expect(move.rule).toBe("dnd35.grappleConsequences");
    g.when({ kind: "FiveFootStep", to: { x: 0, y: 1 } }).rejects("grappleNoMove");
    g.when({ kind: "Charge", target: "c", path: [{ x: 1, y: 1 }] }).rejects("grappleNoMove");
    applyThreeXFact(g.state, changed("escape", "a", "a"));
    expect(g.when({ kind: "Move", path: [{ x: 0, y: 1 }] }).facts("Moved")).toHaveLength(1);
  });

  it("given a pins the goblin b, when c attacks b, then b's AC is −4 and without Dex; against a, its pinner, neither (seed 000 当你被擒抱对手压制住的时候)", () => {
    const g = fight();
    const { a, b, c } = g.state.combatants;
    b!.flatFooted = false; // it has acted: its Dex counts
    const free = armorClassOf(DND35_3X, g.state, c!, b!, false).value;
    applyThreeXFact(g.state, changed("start", "a", "b"));
    applyThreeXFact(g.state, changed("pin", "a", "b"));
    const byC = armorClassOf(DND35_3X, g.state, c!, b!, false);
    const byA = armorClassOf(DND35_3X, g.state, a!, b!, false);
    expect(byA.value).toBe(free);
    expect(byC.breakdown).toContainEqual({
      label: "pinned",
      value: -4,
      rule: "dnd35.grapplePinned",
    });
    const dex = Math.floor((b!.spec.abilities.dex - 10) / 2);
    expect(byC.value).toBe(free - 4 - Math.max(0, dex));
  });
});
