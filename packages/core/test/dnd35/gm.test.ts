import { describe, expect, it } from "vitest";
import type { ThreeXGmDeclaration } from "../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Three fighters (+5 initiative each): "a" at count 25, "b" at 15, "c" at 6; a and b are the party,
// c the foe. Faces in roster order.
const INIT = [20, 10, 1];
const fight = () =>
  header(
    [
      fighter("a", "party", 0, 0, weapon("longsword")),
      fighter("b", "party", 0, 1, weapon("longsword")),
      fighter("c", "foes", 1, 0, weapon("longsword")),
    ],
    "gm",
  );

function endTurns(g: Given, n: number): ThreeXEvent[] {
  const out: ThreeXEvent[] = [];
  for (let i = 0; i < n; i++) out.push(...g.when({ kind: "EndTurn" }).events);
  return out;
}

/** Each GM declaration with the reason it is recorded with. */
const every: readonly ThreeXGmDeclaration[] = [
  { kind: "ApplyDamage", target: "c", amount: 3, reason: "a falling beam" },
  { kind: "ApplyHealing", target: "b", amount: 3, reason: "a potion" },
  { kind: "GrantTempHp", target: "b", amount: 3, reason: "aid" },
  { kind: "AddCondition", target: "c", condition: "blinded", reason: "glitterdust" },
  { kind: "RemoveCondition", target: "c", condition: "blinded", reason: "the dust settles" },
  { kind: "MoveCreature", target: "c", to: { x: 5, y: 5 }, reason: "a gust of wind" },
  {
    kind: "AddCombatant",
    spec: goblin("d", "foes", 9, 9, weapon("morningstar")),
    reason: "reinforcements",
  },
  { kind: "RemoveCombatant", target: "b", reason: "the player leaves" },
  { kind: "MoveInOrder", target: "c", before: "b", reason: "c's die was misread" },
  { kind: "EndFight", winner: "party", reason: "the foe surrenders" },
  {
    kind: "OverrideRuling",
    seq: 1,
    ruling: "the fight began a round later",
    reason: "table ruling",
  },
];

describe("dnd35 GM decisions (dnd35.gm)", () => {
  it("every GM decision is recorded with its reason and a fact citing dnd35.gm (dnd35.gm)", () => {
    for (const decl of every) {
      const g = given(fight(), INIT);
      g.gm({ kind: "ApplyDamage", target: "b", amount: 5, reason: "setup" });
      const r = g.gm(decl);
      expect(r.events[0]).toMatchObject({ type: "Declared", data: { by: "gm", decl } });
      const declared = r.events[0]!.seq;
      const facts = r.events.filter((e) => e.type !== "Declared" && e.type !== "DiceRolled");
      expect(facts[0]?.data, decl.kind).toMatchObject({ rule: "dnd35.gm" });
      expect(facts[0]?.cause, decl.kind).toBe(declared);
    }
  });

  it("a GM decision without a reason is rejected (dnd35.gm)", () => {
    for (const decl of every) {
      for (const reason of ["", "   "]) {
        const g = given(fight(), INIT);
        const rejected = g.gm({ ...decl, reason } as ThreeXGmDeclaration).rejects("noReason");
        expect(rejected.rule).toBe("dnd35.gm");
      }
    }
  });

  it("ApplyDamage deals the amount through the injury rules, the reason in its breakdown (dnd35.gm, 受伤和死亡)", () => {
    const r = given(fight(), INIT).gm({
      kind: "ApplyDamage",
      target: "c",
      amount: 12,
      reason: "a falling beam",
    });
    expect(r.facts("DamageDealt")).toEqual([
      {
        target: "c",
        amount: 12,
        nonlethal: false,
        breakdown: [{ label: "a falling beam", value: 12, rule: "dnd35.gm" }],
        rule: "dnd35.gm",
      },
    ]);
    expect(r.facts("VitalsChanged")).toMatchObject([
      { target: "c", vitals: { hp: 0, state: "disabled" }, rule: "dnd35.disabled" },
    ]);
    expect(
      given(fight(), INIT)
        .gm({ kind: "ApplyDamage", target: "c", amount: 0, reason: "x" })
        .rejects("badAmount").rule,
    ).toBe("dnd35.gm");
    expect(
      given(fight(), INIT)
        .gm({ kind: "ApplyDamage", target: "zz", amount: 1, reason: "x" })
        .rejects("noTarget").rule,
    ).toBe("dnd35.gm");
  });

  it("ApplyHealing heals up to max hp; GrantTempHp adds temporary hp; neither works on the dead (dnd35.gm, 治疗HEALING, 暂时生命值)", () => {
    const g = given(fight(), INIT);
    g.gm({ kind: "ApplyDamage", target: "b", amount: 5, reason: "a trap" });
    const healed = g.gm({
      kind: "ApplyHealing",
      target: "b",
      amount: 8,
      reason: "cure light wounds",
    });
    // 7 + 8 would be 15: capped at max 12.
    expect(healed.facts("VitalsChanged")).toEqual([
      {
        target: "b",
        vitals: { hp: 12, maxHp: 12, tempHp: 0, nonlethal: 0, state: "ok" },
        rule: "dnd35.gm",
        why: "GM: cure light wounds; heals 5 hp (7 → 12) (capped at max 12)",
      },
    ]);
    const temp = g.gm({ kind: "GrantTempHp", target: "b", amount: 4, reason: "aid" });
    expect(temp.facts("VitalsChanged")).toMatchObject([
      { target: "b", vitals: { hp: 12, tempHp: 4 } },
    ]);
    expect(temp.facts("VitalsChanged")[0]?.why).toContain("aid");

    g.gm({ kind: "ApplyDamage", target: "b", amount: 30, reason: "disintegrate" });
    expect(
      g.gm({ kind: "ApplyHealing", target: "b", amount: 5, reason: "too late" }).rejects("dead")
        .rule,
    ).toBe("dnd35.dead");
    expect(
      g.gm({ kind: "GrantTempHp", target: "b", amount: 5, reason: "too late" }).rejects("dead")
        .rule,
    ).toBe("dnd35.dead");
  });

  it("AddCondition with an `until` anchor lasts until just before count C in round R (dnd35.gm, 战斗轮THE COMBAT ROUND)", () => {
    // Until just before count 15 in round 2: it is there for a's turn (25) and gone before b's (15).
    const g = given(fight(), INIT);
    const added = g.gm({
      kind: "AddCondition",
      target: "c",
      condition: "dazzled",
      until: { round: 2, count: 15 },
      reason: "flare",
    });
    expect(added.facts("ConditionAdded")).toEqual([
      { target: "c", condition: "dazzled", until: { round: 2, count: 15 }, rule: "dnd35.gm" },
    ]);
    endTurns(g, 3);
    expect(g.state.round).toBe(2);
    expect(g.state.combatants.c?.conditions.map((x) => x.name)).toEqual(["dazzled"]);
    const next = g.when({ kind: "EndTurn" });
    const types = next.events.map((e) => e.type);
    expect(next.facts("ConditionRemoved")).toEqual([
      { target: "c", condition: "dazzled", rule: "dnd35.gm" },
    ]);
    expect(types.indexOf("ConditionRemoved")).toBeLessThan(types.indexOf("TurnStarted"));
    expect(next.facts("TurnStarted")).toMatchObject([{ actor: "b", round: 2 }]);
  });

  it("an `until` count between two creatures' counts expires before the lower one's turn (dnd35.gm, 战斗轮THE COMBAT ROUND)", () => {
    const g = given(fight(), INIT);
    g.gm({
      kind: "AddCondition",
      target: "a",
      condition: "dazzled",
      until: { round: 2, count: 10 },
      reason: "flare",
    });
    const events = endTurns(g, 5);
    const removed = events.findIndex((e) => e.type === "ConditionRemoved");
    const bEnds = events.findIndex(
      (e) => e.type === "TurnEnded" && e.data.actor === "b" && e.data.round === 2,
    );
    const cStarts = events.findIndex(
      (e) => e.type === "TurnStarted" && e.data.actor === "c" && e.data.round === 2,
    );
    expect(removed).toBeGreaterThan(bEnds);
    expect(removed).toBeLessThan(cStarts);
  });

  it("a condition without `until` lasts until RemoveCondition (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    g.gm({ kind: "AddCondition", target: "c", condition: "blinded", reason: "glitterdust" });
    endTurns(g, 6);
    expect(g.state.combatants.c?.conditions).toEqual([{ name: "blinded", rule: "dnd35.gm" }]);
    const removed = g.gm({
      kind: "RemoveCondition",
      target: "c",
      condition: "blinded",
      reason: "remove blindness",
    });
    expect(removed.facts("ConditionRemoved")).toEqual([
      { target: "c", condition: "blinded", rule: "dnd35.gm" },
    ]);
    expect(removed.state.combatants.c?.conditions).toEqual([]);
  });

  it("MoveCreature sets a creature's square, on the map (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    const moved = g.gm({
      kind: "MoveCreature",
      target: "c",
      to: { x: 5, y: 5 },
      reason: "a gust of wind",
    });
    expect(moved.facts("PositionSet")).toEqual([
      { target: "c", to: { x: 5, y: 5 }, rule: "dnd35.gm" },
    ]);
    expect(moved.state.combatants.c?.position).toEqual({ x: 5, y: 5 });
    expect(
      g
        .gm({ kind: "MoveCreature", target: "c", to: { x: 20, y: 0 }, reason: "off the edge" })
        .rejects("offMap").rule,
    ).toBe("dnd35.gm");
  });

  it("AddCombatant rolls the newcomer's initiative and it joins the order (dnd35.gm, 先攻INITIATIVE)", () => {
    // The goblin rolls 14 + 1 = 15, tied with b's count; b's higher modifier (+5 against +1) goes
    // first, so the goblin acts between b (15) and c (6) this very round.
    const g = given(fight(), [...INIT, 14]);
    const spec = goblin("d", "foes", 9, 9, weapon("morningstar"));
    const added = g.gm({ kind: "AddCombatant", spec, reason: "reinforcements" });
    expect(added.facts("CombatantAdded")).toEqual([{ spec, rule: "dnd35.gm" }]);
    expect(added.facts("DiceRolled")).toMatchObject([{ key: "d/initiative/r1/#1", faces: [14] }]);
    const [rolled] = added.facts("InitiativeRolled");
    expect(rolled?.entries).toMatchObject([{ id: "d", count: 15, modifier: 1 }]);
    expect(rolled?.order).toEqual(["a", "b", "d", "c"]);
    expect(added.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
    const turns = endTurns(g, 2)
      .filter((e) => e.type === "TurnStarted")
      .map((e) => (e.data as { actor: string }).actor);
    expect(turns).toEqual(["b", "d"]);
  });

  it("a newcomer unaware of its foes does not act in the surprise round: it rolls initiative when round 1 begins (dnd35.gm, 突袭SURPRISE)", () => {
    // a and b are aware (counts 25 and 6), c is not: a surprise round with a and b only.
    const h = header(
      [
        fighter("a", "party", 0, 0, weapon("longsword")),
        fighter("b", "party", 0, 1, weapon("longsword")),
        fighter("c", "foes", 1, 0, weapon("longsword"), false),
      ],
      "gm",
    );
    const g = given(h, [20, 1, 14, 9]);
    expect(g.state.surprise).toBe(true);
    const added = g.gm({
      kind: "AddCombatant",
      spec: goblin("d", "foes", 9, 9, weapon("morningstar"), false),
      reason: "it was asleep",
    });
    expect(added.facts("InitiativeRolled")).toEqual([]);
    const events = endTurns(g, 1);
    expect(events.filter((e) => e.type === "TurnStarted").map((e) => e.data)).toMatchObject([
      { actor: "b", round: 0 },
    ]);
    const round1 = endTurns(g, 1);
    const rolled = round1.find((e) => e.type === "InitiativeRolled");
    expect(rolled?.type === "InitiativeRolled" && rolled.data.entries).toMatchObject([
      { id: "c", count: 19 },
      { id: "d", count: 10 },
    ]);
  });

  it("the GM cannot put a creature off the map or on a square another creature holds, unless that one is helpless (dnd35.gm, 结束移动)", () => {
    const g = given(fight(), INIT);
    expect(
      g
        .gm({ kind: "MoveCreature", target: "c", to: { x: 0, y: 1 }, reason: "shove" })
        .rejects("occupied").rule,
    ).toBe("dnd35.gm");
    const onB = { ...goblin("d", "foes", 0, 1, weapon("morningstar")), aware: true };
    expect(g.gm({ kind: "AddCombatant", spec: onB, reason: "x" }).rejects("occupied").rule).toBe(
      "dnd35.gm",
    );
    const offMap = goblin("d", "foes", 25, 1, weapon("morningstar"));
    expect(g.gm({ kind: "AddCombatant", spec: offMap, reason: "x" }).rejects("offMap").rule).toBe(
      "dnd35.gm",
    );
    // b knocked out (13 nonlethal on 12 hp) is helpless: its square may be shared.
    g.gm({ kind: "ApplyDamage", target: "b", amount: 13, nonlethal: true, reason: "sap" });
    expect(
      g
        .gm({ kind: "MoveCreature", target: "c", to: { x: 0, y: 1 }, reason: "stands over b" })
        .facts("PositionSet"),
    ).toHaveLength(1);
  });

  it("an `until` anchor already behind the fight is rejected (dnd35.gm, 战斗轮THE COMBAT ROUND)", () => {
    // It is a's turn at count 25 in round 1: count 25 or above this round has passed.
    const g = given(fight(), INIT);
    const add = (round: number, count: number) =>
      g.gm({
        kind: "AddCondition",
        target: "c",
        condition: "dazzled",
        until: { round, count },
        reason: "flare",
      });
    expect(add(1, 25).rejects("pastAnchor").rule).toBe("dnd35.gm");
    expect(add(1, 30).rejects("pastAnchor").rule).toBe("dnd35.gm");
    expect(add(1, 24).facts("ConditionAdded")).toHaveLength(1);
    endTurns(g, 3);
    expect(add(1, 10).rejects("pastAnchor").rule).toBe("dnd35.gm");
  });

  it("RemoveCombatant takes a creature out of the fight and the order (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    const removed = g.gm({ kind: "RemoveCombatant", target: "b", reason: "the player leaves" });
    expect(removed.facts("CombatantRemoved")).toEqual([{ id: "b", rule: "dnd35.gm" }]);
    expect(removed.state.order.map((e) => e.id)).toEqual(["a", "c"]);
    expect(removed.state.combatants.b).toBeUndefined();
    expect(g.when({ kind: "EndTurn" }).facts("TurnStarted")).toMatchObject([{ actor: "c" }]);
  });

  it("removing the creature whose turn it is ends that turn (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    const removed = g.gm({ kind: "RemoveCombatant", target: "a", reason: "teleported away" });
    expect(removed.facts("TurnEnded")).toEqual([{ actor: "a", round: 1 }]);
    expect(removed.facts("TurnStarted")).toMatchObject([{ actor: "b", round: 1 }]);
  });

  it("EndFight ends the fight with the GM's winner and reason; nothing is awaited after (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    const ended = g.gm({ kind: "EndFight", winner: "party", reason: "the foe surrenders" });
    expect(ended.facts("FightEnded")).toEqual([
      { winner: "party", reason: "GM: the foe surrenders", rule: "dnd35.gm" },
    ]);
    expect(ended.state.awaiting).toEqual({ kind: "ended" });
    expect(g.when({ by: "a", decl: { kind: "EndTurn" } }).rejects("notAwaited").code).toBe(
      "notAwaited",
    );
    expect(
      g.gm({ kind: "ApplyDamage", target: "c", amount: 1, reason: "x" }).rejects("fightOver").rule,
    ).toBe("dnd35.combatRound");
  });

  it("OverrideRuling records the GM's ruling on an earlier event; a future event cannot be overruled (dnd35.gm)", () => {
    const g = given(fight(), INIT);
    const r = g.gm({
      kind: "OverrideRuling",
      seq: 2,
      ruling: "b rolled 12, not 10",
      reason: "misread die",
    });
    expect(r.facts("RulingOverridden")).toEqual([
      { seq: 2, ruling: "b rolled 12, not 10", rule: "dnd35.gm" },
    ]);
    expect(
      g.gm({ kind: "OverrideRuling", seq: 999, ruling: "x", reason: "y" }).rejects("noSuchEvent")
        .rule,
    ).toBe("dnd35.gm");
  });
});
