import { describe, expect, it } from "vitest";
import { dnd35Options } from "../../../src/rulesets/dnd35/ruleset.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { renderMessage } from "../../../src/words/render.ts";

// Fighter "a" (Str 16: +3) at (0,0) overruns goblin "b" (Small; Str 11, Dex 13: its Dex +1,
// size −4) at (2,0) on a path (1,0) (2,0) (3,0); goblin "c" far off. Initiative a 20, b 10, c 1:
// in round 1 the goblin takes no attack of opportunity.

function fight() {
  return header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      goblin("b", "goblins", 2, 0, weapon("morningstar")),
      goblin("c", "goblins", 10, 10, weapon("morningstar")),
    ],
    "overrun",
  );
}
const PATH = [
  { x: 1, y: 0 },
  { x: 2, y: 0 },
  { x: 3, y: 0 },
];
const OVERRUN = { kind: "SpecialAttack", attack: "Overrun", target: "b", path: PATH } as const;

describe("dnd35 overrun (seed 000 闯越OVERRUN)", () => {
  it("given an overrun, when the goblin is asked and avoids, then the fighter moves on through its square to (3,0), nobody rolls (seed 000 闯越OVERRUN 步骤2)", () => {
    const g = given(fight(), [20, 10, 1]);
    const o = g.when(OVERRUN);
    expect(o.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "fullRound" }]);
    expect(g.state.awaiting).toEqual({
      kind: "choice",
      actor: "b",
      question: "overrun.avoidOrBlock",
      options: ["avoid", "block"],
    });
    expect(legalChoices(g.state, "b").map((c) => renderMessage(c.label, en))).toEqual([
      "chooses to avoid",
      "chooses to block",
    ]);
    g.when({ by: "a", decl: { kind: "Choose", answer: "avoid" } }).rejects("notAwaited");
    const avoided = g.when({ by: "b", decl: { kind: "Choose", answer: "avoid" } });
    expect(avoided.facts("ChoiceMade")).toMatchObject([{ actor: "b", answer: "avoid" }]);
    expect(avoided.facts("OpposedCheckRolled")).toEqual([]);
    expect(avoided.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
  });

  it("given the goblin blocks, when the fighter's Str 15 + 3 = 18 beats its 5 + 1 − 4 = 2, then the goblin is prone and the fighter goes on (seed 000 闯越OVERRUN 步骤3)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.when(OVERRUN);
    g.forceNext(15, 5);
    const b = g.when({ by: "b", decl: { kind: "Choose", answer: "block" } });
    expect(b.facts("OpposedCheckRolled")).toMatchObject([
      { purpose: "overrun", rolls: [{ totals: [18, 2] }], winner: "a" },
    ]);
    expect(b.facts("ConditionAdded")).toMatchObject([{ target: "b", condition: "prone" }]);
    expect(b.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
  });

  it("given a lost block (2 + 3 = 5 against 20 + 1 − 4 = 17), when the goblin knocks back with Str 18 + 0 − 4 = 14 against 3 + 3 = 6, then the fighter is prone where it stands and its move ends (seed 000 闯越OVERRUN 步骤4)", () => {
    const g = given(fight(), [20, 10, 1]);
    g.when(OVERRUN);
    g.forceNext(2, 20, 18, 3);
    const b = g.when({ by: "b", decl: { kind: "Choose", answer: "block" } });
    expect(b.facts("OpposedCheckRolled").map((c) => [c.purpose, c.winner])).toEqual([
      ["overrun", "b"],
      ["knockBack", "b"],
    ]);
    expect(b.facts("ConditionAdded")).toMatchObject([{ target: "a", condition: "prone" }]);
    expect(b.state.combatants.a!.position).toEqual({ x: 1, y: 0 });
  });

  it("given Improved Overrun, when the fighter overruns, then the goblin is not asked (seed 000 闯越OVERRUN 精通闯越); a path that does not cross its space is refused", () => {
    const h = fight();
    const roster = [{ ...h.roster[0]!, feats: ["ImprovedOverrun"] }, ...h.roster.slice(1)];
    const g = given({ ...h, roster } as never, [20, 10, 1]);
    g.forceNext(15, 5);
    const o = g.when(OVERRUN);
    expect(o.facts("OpposedCheckRolled")[0]!.sides[0]!.bonus.map((t) => t.value)).toEqual([3, 4]);
    expect(o.state.combatants.a!.position).toEqual({ x: 3, y: 0 });
    given(fight(), [20, 10, 1])
      .when({ ...OVERRUN, path: [{ x: 0, y: 1 }] })
      .rejects("notThrough");
  });

  // The path on past the goblin: (1,0) … (7,0), 35 ft — beyond the fighter's speed in scale mail
  // (20 ft), within a charge's double.
  const LONG = Array.from({ length: 7 }, (_, i) => ({ x: i + 1, y: 0 }));
  const charging = (overrunOnCharge: boolean) => ({
    ...fight(),
    options: { ...dnd35Options, overrunOnCharge },
  });

  it("given the errata's default, when an overrun is declared as part of a charge, then it is refused naming the errata and the house option (seed 000 闯越OVERRUN: 冲锋时无法进行闯越)", () => {
    const r = given(charging(false), [20, 10, 1])
      .when({ ...OVERRUN, path: LONG, charge: true })
      .rejects("overrunOnCharge");
    expect(r.rule).toBe("dnd35.overrun");
    expect(r.message).toContain("overrunOnCharge");
  });

  it("given the house option overrunOnCharge, when the fighter charges 35 ft through the goblin, then it is charging from the start, its Str check has +2 for the charge, and the move runs on past the goblin (seed 000 闯越OVERRUN 步骤3: 如果你是将闯越尝试作为冲锋动作的一个部分)", () => {
    const g = given(charging(true), [20, 10, 1]);
    const o = g.when({ ...OVERRUN, path: LONG, charge: true });
    expect(o.facts("ActionTaken")).toMatchObject([{ actor: "a", slot: "fullRound" }]);
    expect(o.facts("ConditionAdded")).toMatchObject([{ target: "a", condition: "charging" }]);
    expect(o.facts("Moved")).toMatchObject([
      { actor: "a", mode: "charge", path: [{ x: 1, y: 0 }] },
    ]);
    g.forceNext(10, 10);
    const block = g.when({ kind: "Choose", answer: "block" });
    const [check] = block.facts("OpposedCheckRolled");
    expect(check!.sides[0]!.bonus).toContainEqual({
      label: "charging",
      value: 2,
      rule: "dnd35.overrun",
    });
    // 10 + 3 + 2 = 15 against 10 + 1 − 4 = 7: the goblin is knocked down, the charge runs on.
    expect(check).toMatchObject({ rolls: [{ totals: [15, 7] }], winner: "a" });
    expect(block.state.combatants.a!.position).toEqual({ x: 7, y: 0 });
    // Without the charge the same 35 ft is beyond its speed.
    given(charging(true), [20, 10, 1])
      .when({ ...OVERRUN, path: LONG })
      .rejects("tooFar");
  });

  it("given the house option, when the charge's path bends, then it is refused: a charge goes straight on (seed 000 冲锋时的移动)", () => {
    const bent = [
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 1 },
    ];
    given(charging(true), [20, 10, 1])
      .when({ ...OVERRUN, path: bent, charge: true })
      .rejects("chargeNotStraight");
  });
});
