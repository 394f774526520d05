import { describe, expect, it } from "vitest";
import { windowsAhead } from "../../../src/driver/windowsAhead.ts";
import { isViolation } from "../../../src/engine/violation.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { warningMessage } from "../../../src/rulesets/dnd35/words/menu/warnings.ts";
import { renderMessage } from "../../../src/words/render.ts";

// Goblin "b" at (1,0) between fighters "a" at (0,0) and "e" at (2,0), fighter "f" at (1,1) also
// beside it; goblin "c" far off. Fighters: longsword +4 (base +1, Str +3), +2 more for a and e
// flanking the goblin. Initiative d20s in roster order: a 20, b 10, c 1, e 19, f 18.

function aidFight() {
  return header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("b", "goblins", 1, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
      fighter("e", "party", 2, 0, weapon("longsword")),
      fighter("f", "party", 1, 1, weapon("longsword")),
    ],
    "aid another",
  );
}

describe("dnd35 aid another (seed 000 协助他人AID ANOTHER)", () => {
  it("given a goblin in melee with ally e, when a rolls 4 + 6 (flanking) = 10 against AC 10, then e gets +2 on its next attack roll on the goblin, which spends it (seed 000 协助他人AID ANOTHER)", () => {
    const g = given(aidFight(), [20, 10, 1, 19, 18]);
    g.forceNext(4);
    const aid = g.when({
      kind: "SpecialAttack",
      attack: "AidAnother",
      target: "b",
      ally: "e",
      aid: "attack",
    });
    expect(aid.facts("AttackResolved")).toMatchObject([
      {
        attacker: "a",
        target: "b",
        natural: 4,
        total: 10,
        acTotal: 10,
        hit: true,
        rule: "dnd35.aidAnother",
      },
    ]);
    expect(aid.facts("DamageDealt")).toEqual([]);
    expect(aid.facts("ConditionAdded")).toMatchObject([
      { target: "e", condition: "aidedAttack:b:a", rule: "dnd35.aidAnother" },
    ]);
    g.act({ kind: "EndTurn" }).until("e");
    g.forceNext(10, 4);
    const hit = g.when({ kind: "Attack", target: "b" });
    const [roll] = hit.facts("AttackResolved");
    expect(roll!.bonus).toContainEqual({ label: "aided by a", value: 2, rule: "dnd35.aidAnother" });
    // d20 10 + longsword 4 + flanking 2 + aid 2.
    expect(roll!.total).toBe(18);
    expect(roll!.spent).toEqual([{ target: "e", condition: "aidedAttack:b:a" }]);
  });

  it("given a roll of 3 + 6 = 9, when against AC 10, then no aid (seed 000 协助他人AID ANOTHER: 目标AC=10)", () => {
    const g = given(aidFight(), [20, 10, 1, 19, 18]);
    g.forceNext(3);
    const aid = g.when({
      kind: "SpecialAttack",
      attack: "AidAnother",
      target: "b",
      ally: "e",
      aid: "ac",
    });
    expect(aid.facts("AttackResolved")).toMatchObject([{ total: 9, hit: false }]);
    expect(aid.facts("ConditionAdded")).toEqual([]);
  });

  it("given two aiders on the AC side, when the goblin attacks e, then e's AC has +2 twice: several aids stack (seed 000 协助他人AID ANOTHER: 同类的加值可以累加计算)", () => {
    const g = given(aidFight(), [20, 10, 1, 19, 18]);
    const decl = (ally: string) =>
      ({ kind: "SpecialAttack", attack: "AidAnother", target: "b", ally, aid: "ac" }) as const;
    g.forceNext(15);
    g.when(decl("e"));
    g.act({ kind: "EndTurn" }).until("f");
    g.forceNext(15);
    g.when(decl("e"));
    g.act({ kind: "EndTurn" }).until("b");
    g.forceNext(10, 1);
    const swing = g.when({ kind: "Attack", target: "e" });
    const [roll] = swing.facts("AttackResolved");
    expect(roll!.ac.filter((t) => t.rule === "dnd35.aidAnother").map((t) => t.label)).toEqual([
      "aided by a",
      "aided by f",
    ]);
    expect(roll!.spent).toEqual([
      { target: "e", condition: "aidedAc:b:a" },
      { target: "e", condition: "aidedAc:b:f" },
    ]);
  });

  it("given a foe in melee with nobody aided, or an enemy named as the ally, or a foe out of reach, when aiding, then it is refused (seed 000 协助他人AID ANOTHER)", () => {
    const g = given(aidFight(), [20, 10, 1, 19, 18]);
    const aid = (target: string, ally: string) =>
      g.when({ kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "attack" });
    expect(aid("b", "c").rejects("aidNoAlly").rule).toBe("dnd35.aidAnother");
    expect(aid("c", "e").rejects("outOfReach").rule).toBe("dnd35.attackAction");
  });
});

describe("dnd35 aid another in the play menu (seed 000 协助他人AID ANOTHER, 徒手攻击)", () => {
  it("given an unarmed fighter beside an armed goblin, when the menu is asked, then aid another is offered saying it provokes from the goblin, and taking it opens the goblin's window", () => {
    const bare = { ...fighter("a", "party", 0, 0, weapon("longsword")), weapons: [] };
    const h = header(
      [
        bare,
        goblin("b", "goblins", 1, 0, weapon("morningstar")),
        goblin("c", "goblins", 10, 10, weapon("morningstar")),
        fighter("e", "party", 2, 0, weapon("longsword")),
      ],
      "aid menu",
    );
    // Round 2: the goblin has acted, so it may take attacks of opportunity.
    const g = given(h, [20, 10, 1, 19]).until("e").until("b").until("c").until("a");
    const labels = legalChoices(g.state, "a").map((c) => renderMessage(c.label, en));
    expect(labels).toContain("AidAnother → b (aiding e's attack)");
    expect(labels).toContain("Feint → b");
    const decl = {
      kind: "SpecialAttack",
      attack: "AidAnother",
      target: "b",
      ally: "e",
      aid: "attack",
    } as const;
    // The menu's warning is what the engine does when the aid is played on a copy.
    const ahead = windowsAhead(g.state, { by: "a", decl });
    if (isViolation(ahead)) throw new Error(ahead.code);
    const words = ahead.map((w) => warningMessage(w.window, w.candidates));
    expect(words.map((m) => (m === undefined ? "" : renderMessage(m, en)))).toEqual([
      "provokes an attack of opportunity from b",
    ]);
    const aid = g.when(decl);
    expect(aid.facts("WindowOpened")).toMatchObject([
      { window: "opportunity", candidates: ["b"], trigger: "unarmedAttack" },
    ]);
  });
});
