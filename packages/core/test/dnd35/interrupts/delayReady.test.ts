import { describe, expect, it } from "vitest";
import type { ThreeXEvent as FightEvent } from "../../../src/index.ts";
import { answerIfAsked, weapon } from "../../../src/index.ts";
import { type Given, given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero, wizard } from "./fixtures.ts";

/** The order of turns started in `events`, as actor ids. */
function turns(events: readonly FightEvent[]): string[] {
  return events.flatMap((e) => (e.type === "TurnStarted" ? [e.data.actor] : []));
}

/** Ends turns until round `round` is over; returns the events up to the next round's start. */
function endTurnsThrough(g: Given, round: number): FightEvent[] {
  const out: FightEvent[] = [];
  for (let i = 0; i < 50 && g.state.round <= round; i++) {
    const r = g.when({ kind: "EndTurn" });
    if (r.events.length === 0) throw new Error("endTurnsThrough: EndTurn was refused");
    out.push(...r.events);
  }
  const next = out.findIndex((e) => e.type === "RoundStarted" && e.data.round > round);
  return next < 0 ? out : out.slice(0, next);
}

// A 20, B 15, C 10 (faces 19, 14, 9), far apart: nobody threatens anybody.
function abc() {
  return given(
    fightOf([hero("A", "party", 0, 0), hero("B", "foes", 10, 10), hero("C", "party", 19, 19)]),
    [19, 14, 9],
  );
}

describe("dnd35 延迟DELAY", () => {
  it("A delays until after C: round 1 runs B, C, A and every later round B, C, A, with A's count below C's (dnd35 延迟DELAY, 延迟的先攻结果)", () => {
    const g = abc().until("A");
    const delayed = g.when({ kind: "Delay", after: "C" });
    expect(delayed.facts("Delayed")).toMatchObject([{ actor: "A", after: "C" }]);
    const rest = [...delayed.events, ...endTurnsThrough(g, 3)];
    expect(turns(rest)).toEqual(["B", "C", "A", "B", "C", "A", "B", "C", "A"]);
    expect(g.state.order.map((e) => e.id)).toEqual(["B", "C", "A"]);
    expect(g.state.order.map((e) => e.count)).toEqual([15, 10, 10]);
  });

  it("a delay to a named count steps in when the order passes it (dnd35 延迟DELAY)", () => {
    const g = abc().until("A");
    const delayed = g.when({ kind: "Delay", count: 12 });
    expect(turns([...delayed.events, ...endTurnsThrough(g, 1)])).toEqual(["B", "A", "C"]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["B", 15],
      ["A", 12],
      ["C", 10],
    ]);
  });

  it("if its next turn comes before it acts, the delayed action is lost and it takes its regular turn (dnd35 延迟的先攻结果)", () => {
    const g = abc().until("A");
    const delayed = g.when({ kind: "Delay", after: "C" });
    // C flees before its turn: A is still waiting when round 2 reaches its count 20.
    const fled = g.gm({ kind: "RemoveCombatant", target: "C", reason: "fled" });
    const events = [...delayed.events, ...fled.events, ...endTurnsThrough(g, 2)];
    expect(events.filter((e) => e.type === "DelayEnded").map((e) => e.data)).toEqual([
      { actor: "A", count: 20, lapsed: true, rule: "dnd35.delayInitiative" },
    ]);
    expect(turns(events).slice(0, 2)).toEqual(["B", "A"]);
  });

  it("stepping in during the next round before its regular turn raises its count and replaces that round's turn (dnd35 延迟的先攻结果)", () => {
    // C (10) delays until after B (15): B's next turn is in round 2, above C's old count.
    const g = abc().until("C");
    const delayed = g.when({ kind: "Delay", after: "B" });
    const events = [...delayed.events, ...endTurnsThrough(g, 2)];
    // Round 2: A, B, then C stepping in at 15; no regular turn at 10.
    expect(turns(events)).toEqual(["A", "B", "C"]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["A", 20],
      ["B", 15],
      ["C", 15],
    ]);
  });

  it("a delay naming neither creature nor count waits: after each later turn the delayer is asked, and steps in when it says so (dnd35 延迟DELAY)", () => {
    const g = abc().until("A");
    const delayed = g.when({ kind: "Delay" });
    // B's turn follows at once; when it ends, A is asked.
    expect(turns(delayed.events)).toEqual(["B"]);
    const afterB = g.when({ kind: "EndTurn" });
    expect(afterB.facts("WindowOpened")).toMatchObject([
      { window: "delay", provoker: "B", trigger: "turnEnded", candidates: ["A"] },
    ]);
    expect(g.state.awaiting).toMatchObject({ actor: "A", window: { kind: "delay" } });
    // A waits; C's turn; after it, A is asked again and steps in at C's count.
    expect(turns(g.respond(false).events)).toEqual(["C"]);
    g.when({ kind: "EndTurn" });
    const stepIn = g.respond(true);
    expect(stepIn.facts("DelayEnded")).toMatchObject([{ actor: "A", count: 10, lapsed: false }]);
    expect(stepIn.facts("TurnStarted")).toMatchObject([{ actor: "A", resumed: "delay" }]);
  });

  it("a plain delay declined after the round's last turn too waits out the round: at its own count next round it lapses, it takes its regular turn there and may delay again (dnd35 延迟DELAY, 延迟的先攻结果)", () => {
    const g = abc().until("A");
    g.when({ kind: "Delay" });
    g.when({ kind: "EndTurn" }); // B ends: A asked
    g.respond(false);
    const afterC = g.when({ kind: "EndTurn" }); // C, the round's last turn, ends: A asked again
    expect(afterC.facts("WindowOpened")).toMatchObject([{ window: "delay", provoker: "C" }]);
    const waited = g.respond(false);
    expect(waited.facts("DelayEnded")).toEqual([
      { actor: "A", count: 20, lapsed: true, rule: "dnd35.delayInitiative" },
    ]);
    const types = waited.events.map((e) => e.type);
    // Round 2 starts before the lapse, and A's turn at 20 is a regular one.
    expect(types.indexOf("RoundStarted")).toBeLessThan(types.indexOf("DelayEnded"));
    expect(waited.facts("TurnStarted")).toEqual([{ actor: "A", round: 2, rule: "dnd35.sequence" }]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["A", 20],
      ["B", 15],
      ["C", 10],
    ]);
    expect(g.when({ kind: "Delay" }).facts("Delayed")).toMatchObject([{ actor: "A", round: 2 }]);
  });

  it("a delayer tied at its count and first by the tie-break lapses at its own place next round, before the creature it was tied with (dnd35 延迟的先攻结果)", () => {
    // A and B both roll 20; the re-rolls (18 for A, 3 for B) put A first; C 10.
    const g = given(
      fightOf([hero("A", "party", 0, 0), hero("B", "foes", 10, 10), hero("C", "party", 19, 19)]),
      [19, 19, 9, 18, 3],
    );
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["A", 20],
      ["B", 20],
      ["C", 10],
    ]);
    // A waits for C, who flees: round 2 comes back to A's place ahead of B at 20.
    g.when({ kind: "Delay", after: "C" });
    g.gm({ kind: "RemoveCombatant", target: "C", reason: "fled" });
    const round2 = g.when({ kind: "EndTurn" }); // B ends round 1
    expect(round2.facts("DelayEnded")).toMatchObject([{ actor: "A", count: 20, lapsed: true }]);
    expect(turns(round2.events)).toEqual(["A"]);
    expect(g.state.order.map((e) => e.id)).toEqual(["A", "B"]);
  });

  it("a plain delay that waited out the round may step in next round before its regular turn: its count rises there and it has no regular turn that round (dnd35 延迟的先攻结果)", () => {
    // C (10) acts last: delaying, no later turn is left in round 1.
    const g = abc().until("C");
    const delayed = g.when({ kind: "Delay" });
    expect(delayed.facts("DelayEnded")).toEqual([]);
    expect(delayed.facts("RoundStarted")).toMatchObject([{ round: 2 }]);
    expect(turns(delayed.events)).toEqual(["A"]);
    const afterA = g.when({ kind: "EndTurn" });
    expect(afterA.facts("WindowOpened")).toMatchObject([{ window: "delay", candidates: ["C"] }]);
    const stepIn = g.respond(true);
    expect(stepIn.facts("DelayEnded")).toMatchObject([{ actor: "C", count: 20, lapsed: false }]);
    expect(stepIn.facts("TurnStarted")).toMatchObject([{ actor: "C", round: 2, resumed: "delay" }]);
    const rest = [...stepIn.events, ...endTurnsThrough(g, 2)];
    expect(turns(rest)).toEqual(["C", "B"]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["A", 20],
      ["C", 20],
      ["B", 15],
    ]);
  });

  it("a delay may name a count in the next round, above its own: it steps in there and has no regular turn that round (dnd35 延迟的先攻结果)", () => {
    const g = abc().until("C");
    const delayed = g.when({ kind: "Delay", count: 17, nextRound: true });
    expect(delayed.facts("Delayed")).toMatchObject([{ actor: "C", count: 17, nextRound: true }]);
    const rest = [...delayed.events, ...endTurnsThrough(g, 2)];
    expect(rest.filter((e) => e.type === "DelayEnded").map((e) => e.data)).toEqual([
      { actor: "C", count: 17, lapsed: false, rule: "dnd35.delay" },
    ]);
    // Round 2: A (20), C stepping in at 17, B (15); no turn at 10.
    expect(turns(rest)).toEqual(["A", "C", "B"]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["A", 20],
      ["C", 17],
      ["B", 15],
    ]);
  });

  it("a next-round count must come before the delayer's regular turn, and a delay to the next round names a count (dnd35 延迟的先攻结果)", () => {
    const g = abc().until("C");
    g.when({ kind: "Delay", count: 10, nextRound: true }).rejects("delayCount");
    g.when({ kind: "Delay", count: 17.5, nextRound: true }).rejects("delayCount");
    g.when({ kind: "Delay", nextRound: true }).rejects("delayNextRound");
    g.when({ kind: "Delay", after: "A", nextRound: true }).rejects("delayNextRound");
  });

  it("the policies' answer in a delay window: wait while turns are left in the round, step in after its last turn (dnd35 延迟DELAY)", () => {
    const g = abc().until("A");
    g.when({ kind: "Delay" });
    g.when({ kind: "EndTurn" }); // B ends: C is still to come
    expect(answerIfAsked(g.state, "A")).toEqual({ kind: "Respond", take: false });
    g.respond(false);
    g.when({ kind: "EndTurn" }); // C, the round's last turn, ends
    expect(answerIfAsked(g.state, "A")).toEqual({ kind: "Respond", take: true });
  });

  it("a delay comes before acting, and not twice on one turn (dnd35 延迟DELAY)", () => {
    const g = abc().until("A");
    g.act({ kind: "Move", path: [{ x: 1, y: 0 }] });
    g.when({ kind: "Delay" }).rejects("delayAfterActing");
    const h = abc().until("A");
    h.when({ kind: "Delay", count: 25 }).rejects("delayCount");
  });

  it("A delays at 20, takes an AoO at 15, steps in at 10: an AoO opportunity at 8 is refused (dnd35 延迟DELAY, 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    // A 20 (party) at (5,5); B 15 and D 8 (foes) next to it; C 10 (party) far away.
    const g = given(
      fightOf([
        hero("A", "party", 5, 5),
        hero("B", "foes", 6, 5),
        hero("C", "party", 19, 19),
        hero("D", "foes", 4, 5),
      ]),
      [19, 14, 9, 7],
    );
    // Round 1: everybody acts once (no one flat-footed after).
    endTurnsThrough(g, 1);
    g.when({ kind: "Delay", after: "C" });
    // B walks away from A: A is asked, and takes it.
    const walk = g.when({ kind: "Move", path: [{ x: 7, y: 5 }] });
    expect(walk.facts("WindowOpened")).toMatchObject([{ candidates: ["A"] }]);
    g.respond(true);
    g.act({ kind: "EndTurn" });
    // C ends its turn; A steps in at 10 — its allowance does not refresh.
    const stepIn = g.when({ kind: "EndTurn" });
    expect(stepIn.facts("TurnStarted")).toMatchObject([{ actor: "A", resumed: "delay" }]);
    expect(g.state.combatants.A?.aooUsed).toBe(1);
    g.act({ kind: "EndTurn" });
    // D (8) walks away from A: no window for A.
    const d = g.when({ kind: "Move", path: [{ x: 3, y: 5 }] });
    expect(d.facts("WindowOpened")).toEqual([]);
  });
});

describe("dnd35 准备READY", () => {
  // Fighter F (20) at (5,5) next to wizard W (10) at (6,5).
  function fighterAndWizard() {
    return given(
      fightOf([hero("F", "party", 5, 5), wizard("W", "foes", 6, 5), hero("X", "foes", 19, 19)]),
      [19, 9, 2],
    );
  }

  it("a fighter readies 'attack if the wizard casts': the attack resolves before the spell, and from then on the fighter acts just before the wizard (dnd35 准备READY, 准备的先攻结果)", () => {
    const g = fighterAndWizard();
    g.until("F");
    const ready = g.when({
      kind: "Ready",
      action: { kind: "Attack" },
      trigger: { on: "casts", by: "W" },
    });
    expect(ready.facts("ActionReadied")).toHaveLength(1);
    g.act({ kind: "EndTurn" });
    g.until("W");
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "F", defensively: true });
    expect(cast.facts("WindowOpened")).toMatchObject([{ window: "readied", candidates: ["F"] }]);
    const fired = g.respond(true);
    const types = fired.events.map((e) => e.type);
    expect(types.indexOf("ReadiedActionFired")).toBeLessThan(types.indexOf("AttackResolved"));
    expect(fired.facts("ReadiedActionFired")).toMatchObject([
      { by: "F", triggeredBy: "W", count: 10 },
    ]);
    const ids = g.state.order.map((e) => e.id);
    expect(ids.indexOf("F")).toBe(ids.indexOf("W") - 1);
    // Round 2: X (3), then F just before W.
  });

  it("B readies against A's attack; A attacks in the next round before B's regular turn: B acts just before A and gets no regular turn that round (dnd35 准备的先攻结果)", () => {
    // A 20 and B 10 stand next to each other.
    const g = given(fightOf([hero("A", "party", 5, 5), hero("B", "foes", 6, 5)]), [19, 9]);
    g.until("A").act({ kind: "EndTurn" });
    g.when({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "attacks", by: "A" } });
    g.act({ kind: "EndTurn" });
    // Round 2: A attacks B.
    const attack = g.when({ kind: "Attack", target: "B" });
    expect(attack.facts("WindowOpened")).toMatchObject([{ window: "readied", candidates: ["B"] }]);
    const fired = g.respond(true);
    const hits = fired.facts("AttackResolved").map((r) => r.attacker);
    expect(hits).toEqual(["B", "A"]);
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["B", 20],
      ["A", 20],
    ]);
    // The rest of round 2: B gets no regular turn; round 3 runs B, then A.
    expect(turns(endTurnsThrough(g, 3))).toEqual(["B", "A"]);
  });

  it("a readied action still unused when the readier's next turn comes is lost (dnd35 准备的先攻结果)", () => {
    const g = fighterAndWizard().until("F");
    g.when({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "casts", by: "W" } });
    const events = endTurnsThrough(g, 2);
    expect(events.filter((e) => e.type === "ReadiedActionLost")).toHaveLength(1);
    expect(g.state.combatants.F?.readied).toBeUndefined();
  });

  it("a readied attack fires when a creature moves into reach, checked at each step (dnd35 准备READY)", () => {
    const g = given(fightOf([hero("R", "party", 5, 5), hero("M", "foes", 9, 5)]), [19, 9]);
    g.until("R");
    g.when({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "movesIntoReach" } });
    g.act({ kind: "EndTurn" });
    const walk = g.when({
      kind: "Move",
      path: [
        { x: 8, y: 5 },
        { x: 7, y: 5 },
        { x: 6, y: 5 },
      ],
    });
    // Stopped on (6,5), the first square in R's reach.
    expect(walk.facts("Moved")).toMatchObject([
      {
        path: [
          { x: 8, y: 5 },
          { x: 7, y: 5 },
          { x: 6, y: 5 },
        ],
      },
    ]);
    expect(walk.facts("WindowOpened")).toMatchObject([{ window: "readied", at: { x: 6, y: 5 } }]);
  });

  it("a spear set against a charge deals double damage, ×4 with a ×3 critical (dnd35 准备武器对抗冲锋)", () => {
    const g = given(
      fightOf([hero("S", "party", 5, 5, {}, weapon("longspear")), hero("C", "foes", 12, 5)]),
      [19, 9],
    );
    g.until("S");
    g.when({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "chargesIntoReach" } });
    g.act({ kind: "EndTurn" });
    const charge = g.when({
      kind: "Charge",
      target: "S",
      path: [
        { x: 11, y: 5 },
        { x: 10, y: 5 },
        { x: 9, y: 5 },
        { x: 8, y: 5 },
        { x: 7, y: 5 },
        { x: 6, y: 5 },
      ],
    });
    expect(charge.facts("WindowOpened")).toMatchObject([
      { window: "readied", trigger: "charge", at: { x: 7, y: 5 } },
    ]);
    // Attack 15 (hit), no threat; damage 1d8+4 rolled twice: 3+4 and 5+4.
    g.forceNext(15, 3, 5);
    const fired = g.respond(true);
    const [dmg] = fired.facts("DamageDealt");
    expect(dmg?.amount).toBe(3 + 5 + 2 * 4);
  });

  it("readying provokes nothing; a 5-foot step in it only if the readier has not moved this round (dnd35 准备READY)", () => {
    const g = given(fightOf([hero("R", "party", 5, 5), hero("M", "foes", 6, 5)]), [19, 9]);
    endTurnsThrough(g, 1);
    expect(
      g
        .when({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "attacks" } })
        .facts("WindowOpened"),
    ).toEqual([]);
    const h = given(fightOf([hero("R", "party", 5, 5), hero("M", "foes", 16, 5)]), [19, 9]).until(
      "R",
    );
    h.act({ kind: "Move", path: [{ x: 5, y: 6 }] });
    h.when({
      kind: "Ready",
      action: { kind: "Attack", step: { x: 6, y: 6 } },
      trigger: { on: "attacks" },
    }).rejects("readiedStepAfterMove");
  });

  it("a readied attack may take a 5-foot step first, then strike (dnd35 准备READY)", () => {
    // R at (5,5) readies: step to (6,5), then attack M when M attacks; M (at (7,5)) attacks P.
    const g = given(
      fightOf([hero("R", "party", 5, 5), hero("M", "foes", 7, 5), hero("P", "party", 8, 5)]),
      [19, 9, 2],
    );
    g.until("R");
    g.when({
      kind: "Ready",
      action: { kind: "Attack", target: "M", step: { x: 6, y: 5 } },
      trigger: { on: "attacks", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "P" });
    const fired = g.respond(true);
    expect(fired.facts("Moved")).toMatchObject([
      { actor: "R", mode: "fiveFootStep", path: [{ x: 6, y: 5 }] },
    ]);
    expect(fired.facts("AttackResolved")[0]).toMatchObject({ attacker: "R", target: "M" });
  });
});
