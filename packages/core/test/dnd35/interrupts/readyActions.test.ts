import { describe, expect, it } from "vitest";
import type { ThreeXEvent as FightEvent } from "../../../src/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { fightOf, hero, holdingPotion, SHOCKING_GRASP, wizard } from "./fixtures.ts";

// Readied actions beyond attack, cast and move, and the triggers "starts to move" and "uses a
// named action" (seed 000 准备READY, 准备一个动作: 你可准备一个标准动作，移动动作，或者一个自由动作).

/** The types of `events`, in order. */
function types(events: readonly FightEvent[]): string[] {
  return events.map((e) => e.type);
}

// R (party, count 20) at (5,5), M (foes, count 10) beside it at (6,5); P (party, 3) far away.
function besideM(r: Parameters<typeof hero>[4] = {}, m: Parameters<typeof hero>[4] = {}) {
  return given(
    fightOf([hero("R", "party", 5, 5, r), hero("M", "foes", 6, 5, m), hero("P", "party", 15, 15)]),
    [19, 9, 2],
  );
}

describe("dnd35 准备READY: any standard, move or free action", () => {
  it("a readied total defense (a standard action) fires before the attack that triggers it, and the attack meets AC +4 (dnd35 准备一个动作)", () => {
    const g = besideM().until("R");
    const ready = g.when({
      kind: "Ready",
      action: { kind: "TotalDefense" },
      trigger: { on: "attacks", by: "M" },
    });
    expect(ready.facts("ActionReadied")).toMatchObject([{ action: { kind: "TotalDefense" } }]);
    g.act({ kind: "EndTurn" });
    const attack = g.when({ kind: "Attack", target: "R" });
    expect(attack.facts("WindowOpened")).toMatchObject([{ window: "readied", candidates: ["R"] }]);
    const fired = g.respond(true);
    const t = types(fired.events);
    expect(fired.facts("ConditionAdded")).toMatchObject([
      { target: "R", condition: "totalDefense" },
    ]);
    expect(t.indexOf("ConditionAdded")).toBeLessThan(t.indexOf("AttackResolved"));
    expect(fired.facts("AttackResolved")[0]?.ac).toContainEqual(
      expect.objectContaining({ label: "total defense", value: 4 }),
    );
  });

  it("a readied free action of the table (drop prone) and a readied move action (stand up, which provokes) each fire as that action (dnd35 准备一个动作)", () => {
    const g = besideM().until("R");
    g.act({
      kind: "Ready",
      action: { kind: "Activity", activity: "DropProne" },
      trigger: { on: "attacks", by: "M" },
    }).act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "R" });
    expect(g.respond(true).facts("ConditionAdded")).toMatchObject([
      { target: "R", condition: "prone" },
    ]);
    // Round 2, R prone: it readies standing up when M starts to move; M steps away.
    g.until("R").act({
      kind: "Ready",
      action: { kind: "Activity", activity: "StandUp" },
      trigger: { on: "startsToMove", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    expect(
      g.when({ kind: "FiveFootStep", to: { x: 7, y: 5 } }).facts("WindowOpened"),
    ).toMatchObject([{ window: "readied", candidates: ["R"] }]);
    // Standing up provokes (表：战斗中的动作): M, still beside R, is asked first.
    const fired = g.respond(true);
    expect(fired.facts("WindowOpened")).toMatchObject([
      { window: "opportunity", provoker: "R", candidates: ["M"] },
    ]);
    const after = g.respond(false);
    expect(after.facts("ConditionRemoved")).toMatchObject([{ target: "R", condition: "prone" }]);
  });

  it("a readied touch with the held charge (a standard action) fires as the touch attack at the triggering creature, discharging the spell (dnd35 准备一个动作, 暂不散发Holding the Charge)", () => {
    // Wizard W (20) holds a shocking grasp; M (10) walks up beside it, into its reach.
    const g = given(fightOf([wizard("W", "party", 5, 5), hero("M", "foes", 8, 5)]), [19, 9]);
    g.until("W").forceNext(10);
    g.act({ kind: "Cast", spell: "shockingGrasp", defensively: true }).act({ kind: "EndTurn" });
    g.until("W").act({
      kind: "Ready",
      action: { kind: "Touch" },
      trigger: { on: "movesIntoReach" },
    });
    g.act({ kind: "EndTurn" });
    g.when({
      kind: "Move",
      path: [
        { x: 7, y: 5 },
        { x: 6, y: 5 },
      ],
    });
    const fired = g.respond(true);
    expect(fired.facts("AttackResolved")).toMatchObject([
      { attacker: "W", target: "M", rule: "dnd35.touchAttack" },
    ]);
    expect(g.state.combatants.W?.conditions.map((c) => c.name)).not.toContain(
      "holdingCharge:shockingGrasp",
    );
  });

  it("a full-round action cannot be readied: full attack, charge, run, withdraw, coup de grace, a full-round activity or spell (dnd35 准备READY)", () => {
    const g = besideM({ spells: [{ ...SHOCKING_GRASP, id: "slow", castingTime: "round" }] }).until(
      "R",
    );
    const trigger = { on: "attacks" } as const;
    for (const action of [
      { kind: "FullAttack" },
      { kind: "Charge", path: [{ x: 4, y: 5 }] },
      { kind: "Run", path: [{ x: 4, y: 5 }] },
      { kind: "Withdraw", path: [{ x: 4, y: 5 }] },
      { kind: "CoupDeGrace" },
      { kind: "Activity", activity: "LoadHeavyCrossbow" },
      { kind: "Cast", spell: "slow" },
    ])
      g.when({ kind: "Ready", action: action as never, trigger }).rejects("readiedFullRound");
  });

  it("a readied activity or spell the readier does not have is refused with its rule, not a crash (dnd35 准备READY)", () => {
    const g = besideM().until("R");
    const trigger = { on: "attacks" } as const;
    g.when({
      kind: "Ready",
      action: { kind: "Activity", activity: "Sneeze" } as never,
      trigger,
    }).rejects("unknownActivity");
    g.when({ kind: "Ready", action: { kind: "Touch" }, trigger }).rejects("noCharge");
    g.when({
      kind: "Ready",
      action: { kind: "FreeAction", action: "Sing" } as never,
      trigger,
    }).rejects("badFreeAction");
  });

  it("a 5-foot step is no action: it is readied only as the step of another action, which takes it first (dnd35 准备READY)", () => {
    const g = besideM().until("R");
    g.when({
      kind: "Ready",
      action: { kind: "FiveFootStep", to: { x: 4, y: 5 } } as never,
      trigger: { on: "attacks" },
    }).rejects("badReadiedAction");
    g.when({
      kind: "Ready",
      action: { kind: "Move", path: [{ x: 4, y: 5 }], step: { x: 4, y: 4 } } as never,
      trigger: { on: "attacks" },
    }).rejects("readiedStepInMove");
    g.act({
      kind: "Ready",
      action: { kind: "TotalDefense", step: { x: 4, y: 5 } },
      trigger: { on: "attacks", by: "M" },
    }).act({ kind: "EndTurn" });
    g.when({ kind: "Attack", target: "R" });
    const fired = g.respond(true);
    expect(fired.facts("Moved")).toMatchObject([
      { actor: "R", mode: "fiveFootStep", path: [{ x: 4, y: 5 }] },
    ]);
    expect(fired.facts("ConditionAdded")).toMatchObject([{ condition: "totalDefense" }]);
  });
});

describe("dnd35 准备READY: triggers", () => {
  it("'a creature starts to move' fires before its first step, before the AoO for leaving the square (dnd35 准备一个动作)", () => {
    const g = besideM().until("R");
    g.act({
      kind: "Ready",
      action: { kind: "Attack" },
      trigger: { on: "startsToMove", by: "M" },
    }).act({ kind: "EndTurn" });
    const walk = g.when({
      kind: "Move",
      path: [
        { x: 7, y: 5 },
        { x: 8, y: 5 },
      ],
    });
    expect(walk.facts("Moved")).toEqual([]);
    expect(walk.facts("WindowOpened")).toMatchObject([
      { window: "readied", provoker: "M", at: { x: 6, y: 5 }, candidates: ["R"] },
    ]);
    const fired = g.respond(true);
    expect(fired.facts("AttackResolved")).toMatchObject([{ attacker: "R", target: "M" }]);
    // Then M leaves R's threatened square: R's attack of opportunity is asked for after.
    expect(fired.facts("WindowOpened").at(-1)).toMatchObject({
      window: "opportunity",
      candidates: ["R"],
    });
  });

  it("'makes any attack' fires before the attack roll of a touch with a held charge and of a coup de grace (dnd35 准备READY)", () => {
    // W (foes, 10) beside R holds a shocking grasp; R readies an attack for its attack.
    const g = given(
      fightOf([hero("R", "party", 5, 5), wizard("W", "foes", 6, 5), hero("P", "party", 7, 5)]),
      [19, 9, 2],
    ).until("W");
    g.act({ kind: "Cast", spell: "shockingGrasp", defensively: true }).act({ kind: "EndTurn" });
    g.until("R").act({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "attacks" } });
    g.act({ kind: "EndTurn" });
    const touch = g.when({ kind: "Touch", target: "P" });
    expect(touch.facts("WindowOpened")).toMatchObject([
      { window: "readied", trigger: "attacks", candidates: ["R"] },
    ]);
    // A coup de grace is an attack too: M readies for R's coup de grace on a helpless Z.
    const h = given(
      fightOf([hero("R", "party", 5, 5), hero("M", "foes", 6, 5), hero("Z", "foes", 4, 5)]),
      [19, 9, 2],
    ).until("M");
    h.act({ kind: "Ready", action: { kind: "Attack", target: "R" }, trigger: { on: "attacks" } });
    h.gm({ kind: "AddCondition", target: "Z", condition: "helpless", reason: "asleep" });
    h.until("R");
    const cdg = h.when({ kind: "CoupDeGrace", target: "Z" });
    expect(cdg.facts("WindowOpened")[0]).toMatchObject({ window: "readied", candidates: ["M"] });
  });

  it("'uses a named action' fires just before that action — a declaration kind, or an activity of the table — and not before another (dnd35 准备一个动作)", () => {
    const g = besideM({}, holdingPotion).until("R");
    g.act({
      kind: "Ready",
      action: { kind: "Attack" },
      trigger: { on: "uses", action: "Activity", activity: "DrinkPotion", by: "M" },
    }).act({ kind: "EndTurn" });
    expect(g.when({ kind: "Activity", activity: "OpenDoor" }).facts("WindowOpened")).toEqual([]);
    const drink = g.when({ kind: "Activity", activity: "DrinkPotion", item: "potion" });
    // The readied window comes before the AoO the potion provokes.
    expect(drink.facts("WindowOpened")).toMatchObject([
      { window: "readied", trigger: "uses DrinkPotion", candidates: ["R"] },
    ]);
    const h = besideM().until("R");
    h.act({
      kind: "Ready",
      action: { kind: "TotalDefense" },
      trigger: { on: "uses", action: "FiveFootStep" },
    }).act({ kind: "EndTurn" });
    expect(
      h.when({ kind: "FiveFootStep", to: { x: 7, y: 5 } }).facts("WindowOpened"),
    ).toMatchObject([{ window: "readied", trigger: "uses FiveFootStep" }]);
  });

  it("a 'uses' trigger names an action: any declaration kind that is an action, not a non-action, an unknown kind, or an activity on another kind (dnd35 准备READY)", () => {
    const ok = besideM()
      .until("R")
      .when({
        kind: "Ready",
        action: { kind: "Attack" },
        trigger: { on: "uses", action: "Move" },
      });
    expect(ok.facts("ActionReadied")).toMatchObject([{ trigger: { on: "uses", action: "Move" } }]);
    const g = besideM().until("R");
    for (const trigger of [
      { on: "uses", action: "EndTurn" },
      { on: "uses", action: "Sneeze" },
      { on: "uses", action: "Move", activity: "DrinkPotion" },
    ])
      g.when({
        kind: "Ready",
        action: { kind: "Attack" },
        trigger: trigger as never,
      }).rejects("badTrigger");
  });

  it("a readied action illegal when its trigger comes is refused with its rule, and holding it stays open (dnd35 准备一个动作)", () => {
    // Wizard R readies a shocking grasp (a touch spell) for when M, 50 ft off, starts to move.
    const g = given(fightOf([wizard("R", "party", 5, 5), hero("M", "foes", 15, 5)]), [19, 9]);
    g.until("R").act({
      kind: "Ready",
      action: { kind: "Cast", spell: "shockingGrasp" },
      trigger: { on: "startsToMove", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Move", path: [{ x: 14, y: 5 }] });
    expect(g.respond(true).rejects("outOfReach").rule).toBe("dnd35.touchSpell");
    expect(g.respond(false).facts("OpportunityDeclined")).toMatchObject([{ by: "R" }]);
  });

  it("a readied touch spell with a 5-foot step is checked for reach from where the step leaves the readier (dnd35 准备READY)", () => {
    // Wizard R at (5,5), M two squares off at (7,5): out of touch reach until R steps to (6,5).
    const g = given(fightOf([wizard("R", "party", 5, 5), hero("M", "foes", 7, 5)]), [19, 9]);
    g.until("R").act({
      kind: "Ready",
      action: { kind: "Cast", spell: "shockingGrasp", step: { x: 6, y: 5 } },
      trigger: { on: "startsToMove", by: "M" },
    });
    g.act({ kind: "EndTurn" });
    g.when({ kind: "Move", path: [{ x: 8, y: 5 }] });
    const fired = g.respond(true);
    expect(fired.facts("ReadiedActionFired")).toMatchObject([{ by: "R" }]);
    expect(fired.facts("Moved")).toMatchObject([{ actor: "R", path: [{ x: 6, y: 5 }] }]);
  });

  it("a readied action does not fire during the readier's own turn: it comes after that turn ends (dnd35 准备READY)", () => {
    // Round 1: M readies a move for when R starts to move. Round 2: R readies a total defense
    // for when a foe starts to move, then moves itself: M's readied move fires, but R's does not.
    const g = given(fightOf([hero("R", "party", 5, 5), hero("M", "foes", 8, 5)]), [19, 9]);
    g.until("M").act({
      kind: "Ready",
      action: { kind: "Move", path: [{ x: 9, y: 5 }] },
      trigger: { on: "startsToMove", by: "R" },
    });
    g.until("R").act({
      kind: "Ready",
      action: { kind: "TotalDefense" },
      trigger: { on: "startsToMove" },
    });
    const walk = g.when({ kind: "Move", path: [{ x: 4, y: 5 }] });
    expect(walk.facts("WindowOpened")).toMatchObject([{ window: "readied", candidates: ["M"] }]);
    const fired = g.respond(true);
    expect(fired.facts("Moved")[0]).toMatchObject({ actor: "M", path: [{ x: 9, y: 5 }] });
    expect(fired.facts("WindowOpened").filter((w) => w.window === "readied")).toEqual([]);
  });

  it("a readied move is the readier's movement, not the triggering creature's: it may still take its 5-foot step (dnd35 准备READY, 五尺快步)", () => {
    // Round 1: M readies a move for when R attacks. Round 2: R attacks Z, M moves away, and R
    // then steps 5 ft — it has not moved this round.
    const g = given(
      fightOf([hero("R", "party", 5, 5), hero("M", "foes", 9, 5), hero("Z", "foes", 6, 5)]),
      [19, 9, 2],
    );
    g.until("M").act({
      kind: "Ready",
      action: { kind: "Move", path: [{ x: 10, y: 5 }] },
      trigger: { on: "attacks", by: "R" },
    });
    g.until("R").when({ kind: "Attack", target: "Z" });
    expect(g.respond(true).facts("Moved")).toMatchObject([{ actor: "M" }]);
    expect(g.when({ kind: "FiveFootStep", to: { x: 4, y: 5 } }).facts("Moved")).toMatchObject([
      { actor: "R", mode: "fiveFootStep" },
    ]);
  });
});
