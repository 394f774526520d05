import { describe, expect, it } from "vitest";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import type { CombatantSpec, Weapon } from "../../src/rulesets/3x/model/combatant.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { type Given, given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Three fighters: "foe" (count 25) acts first, then "hurt" (count 15), then "ally" (count 6), who
// keeps the party standing so the fight goes on while "hurt" is down. The initiative faces come
// in roster order: hurt 10, ally 1, foe 20 (each +5).
const INIT = [10, 1, 20];

function fight(
  hurt: Partial<CombatantSpec> = {},
  foeWeapon: Weapon = weapon("longsword"),
  foe: Partial<CombatantSpec> = {},
  options: Record<string, unknown> = {},
) {
  return header(
    [
      { ...fighter("hurt", "party", 1, 0, weapon("longsword")), ...hurt },
      fighter("ally", "party", 0, 1, weapon("longsword")),
      { ...fighter("foe", "foes", 0, 0, foeWeapon), ...foe },
    ],
    "injury",
    options,
  );
}

/** Ends the awaited creature's turn `n` times and returns every event that followed. */
function endTurns(g: Given, n: number): ThreeXEvent[] {
  const out: ThreeXEvent[] = [];
  for (let i = 0; i < n; i++) out.push(...g.when({ kind: "EndTurn" }).events);
  return out;
}

/** The data of the events of one type. */
function ofType<K extends ThreeXEvent["type"]>(events: readonly ThreeXEvent[], type: K) {
  return events.flatMap((e) =>
    e.type === type ? [e.data as Extract<ThreeXEvent, { type: K }>["data"]] : [],
  );
}

const gmDamage = (target: string, amount: number, nonlethal = false) =>
  ({
    kind: "ApplyDamage",
    target,
    amount,
    reason: "a falling rock",
    ...(nonlethal ? { nonlethal } : {}),
  }) as const;

describe("dnd35 受伤和死亡INJURY AND DEATH: disabled", () => {
  it("a hit that leaves exactly 0 hp disables (dnd35 瘫痪DISABLED（0HP）)", () => {
    // hurt has 5 hp and is flat-footed (AC 16): 15 + 4 = 19 hits; 1d8+3 with a 2 deals 5.
    const r = given(fight({ hp: 5 }), [...INIT, 15, 2]).when({ kind: "Attack", target: "hurt" });
    expect(r.facts("DamageDealt")).toMatchObject([{ target: "hurt", amount: 5 }]);
    expect(r.facts("VitalsChanged")).toMatchObject([
      { target: "hurt", vitals: { hp: 0, state: "disabled" }, rule: "dnd35.disabled" },
    ]);
  });

  it("a disabled creature's turn allows one move or standard action (dnd35 瘫痪DISABLED（0HP）)", () => {
    // The move out of the foe's reach provokes; the foe lets it go.
    const g = given(fight({ hp: 0 }), INIT)
      .until("foe")
      .declining();
    const turn = g.when({ kind: "EndTurn" });
    expect(turn.facts("TurnStarted")).toEqual([
      { actor: "hurt", round: 1, restriction: "disabled", rule: "dnd35.sequence" },
    ]);
    expect(g.when({ kind: "FullAttack", target: "foe" }).rejects("restrictedTurn").rule).toBe(
      "dnd35.disabled",
    );
    // A move action does not hurt; a second action is not allowed.
    const move = g.when({ kind: "Move", path: [{ x: 2, y: 0 }] });
    expect(move.facts("VitalsChanged")).toEqual([]);
    expect(move.state.combatants.hurt?.vitals).toMatchObject({ hp: 0, state: "disabled" });
    expect(
      g.when({ kind: "Attack", target: "foe", weapon: "javelin" }).rejects("restrictedTurn").rule,
    ).toBe("dnd35.disabled");
  });

  it("a standard action while disabled drops the creature to −1 hp and dying after it (dnd35 瘫痪DISABLED（0HP）)", () => {
    // hurt attacks the foe (AC 17) and misses with a 2; then it takes 1 damage and its turn ends.
    const g = given(fight({ hp: 0 }), [...INIT, 2]).until("foe");
    g.act({ kind: "EndTurn" });
    const r = g.when({ kind: "Attack", target: "foe" });
    expect(r.facts("AttackResolved")).toMatchObject([{ attacker: "hurt", hit: false }]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("VitalsChanged")).toBeGreaterThan(types.indexOf("AttackResolved"));
    expect(r.facts("VitalsChanged")).toMatchObject([
      {
        target: "hurt",
        vitals: { hp: -1, state: "dying", fellInRound: 1 },
        rule: "dnd35.disabled",
        why: "a standard action while disabled",
      },
    ]);
    expect(r.facts("TurnEnded")).toEqual([{ actor: "hurt", round: 1 }]);
    expect(r.state.awaiting).toEqual({ kind: "declaration", actor: "ally" });
  });
});

describe("dnd35 受伤和死亡INJURY AND DEATH: dying and stabilizing", () => {
  it("a dying creature rolls d% once a round on its own turn from the round after it fell: at −6, three failures leave it at −9 and the fourth kills it (dnd35 稳定角色伤势和恢复)", () => {
    // Round 1: a rock drops hurt from 1 to −6 hp. Rounds 2–5: d% 50, 50, 50, 50 all fail.
    const g = given(fight({ hp: 1 }), [...INIT, 50, 50, 50, 50]);
    expect(g.gm(gmDamage("hurt", 7)).state.combatants.hurt?.vitals).toMatchObject({
      hp: -6,
      state: "dying",
      fellInRound: 1,
    });

    const round1 = endTurns(g, 2);
    expect(ofType(round1, "TurnSkipped")).toEqual([
      { actor: "hurt", round: 1, reason: "dying", rule: "dnd35.dying" },
    ]);
    expect(ofType(round1, "DiceRolled").filter((d) => d.key.includes("stabilize"))).toEqual([]);

    const hps: number[] = [];
    const keys: string[] = [];
    for (let round = 2; round <= 5; round++) {
      const events = endTurns(g, 2);
      const rolls = ofType(events, "DiceRolled").filter((d) => d.key.startsWith("hurt/stabilize/"));
      expect(rolls).toHaveLength(1);
      keys.push(rolls[0]!.key);
      const [changed] = ofType(events, "VitalsChanged");
      expect(changed?.rule).toBe("dnd35.stabilize");
      hps.push(changed!.vitals.hp);
      // The roll comes at hurt's count, before its (skipped) turn and the ally's.
      const allyStarts = events.findIndex(
        (e) => e.type === "TurnStarted" && e.data.actor === "ally",
      );
      expect(events.findIndex((e) => e.type === "VitalsChanged")).toBeLessThan(allyStarts);
      expect(ofType(events, "TurnStarted").map((t) => t.actor)).not.toContain("hurt");
    }
    expect(keys).toEqual([
      "hurt/stabilize/r2/#1",
      "hurt/stabilize/r3/#1",
      "hurt/stabilize/r4/#1",
      "hurt/stabilize/r5/#1",
    ]);
    expect(hps).toEqual([-7, -8, -9, -10]);
    expect(g.state.combatants.hurt?.vitals.state).toBe("dead");

    // Round 6: the dead roll no more and are skipped.
    const round6 = endTurns(g, 2);
    expect(ofType(round6, "DiceRolled")).toEqual([]);
    expect(ofType(round6, "TurnSkipped")).toEqual([
      { actor: "hurt", round: 6, reason: "dead", rule: "dnd35.dead" },
    ]);
  });

  it("a d% of 10 or less stabilizes a dying creature: it rolls no more (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight({ hp: 1 }), [...INIT, 10]);
    g.gm(gmDamage("hurt", 4));
    endTurns(g, 2);
    const round2 = endTurns(g, 2);
    expect(ofType(round2, "VitalsChanged")).toMatchObject([
      { target: "hurt", vitals: { hp: -3, state: "stable" }, rule: "dnd35.stabilize" },
    ]);
    const round3 = endTurns(g, 2);
    expect(ofType(round3, "DiceRolled")).toEqual([]);
    expect(ofType(round3, "TurnSkipped")).toEqual([
      { actor: "hurt", round: 3, reason: "stable", rule: "dnd35.stabilize" },
    ]);
  });

  it('house option stabilizeAt "endOfRound": the d% comes after the last count of the round, the first at the end of the round it fell in (dnd35 稳定角色伤势和恢复; SRD condition summary, outside the seeds)', () => {
    const g = given(fight({ hp: 1 }, weapon("longsword"), {}, { stabilizeAt: "endOfRound" }), [
      ...INIT,
      50,
      50,
    ]);
    g.gm(gmDamage("hurt", 7));
    // Round 1 (it fell this round): skipped at its count without a roll; the roll follows the
    // ally's (last) turn, before round 2 starts ("starting with the round in which the dying
    // character dropped below 0 hit points").
    const round1 = endTurns(g, 2);
    const types = round1.map((e) => e.type);
    const roll = round1.findIndex(
      (e) => e.type === "DiceRolled" && e.data.key === "hurt/stabilize/r1/#1",
    );
    expect(roll).toBeGreaterThan(
      round1.findIndex((e) => e.type === "TurnEnded" && e.data.actor === "ally"),
    );
    expect(roll).toBeLessThan(types.indexOf("RoundStarted"));
    expect(types.indexOf("TurnSkipped")).toBeLessThan(roll);
    expect(ofType(round1, "VitalsChanged")).toMatchObject([
      { vitals: { hp: -7 }, rule: "dnd35.stabilize" },
    ]);
    expect(ofType(round1, "RoundStarted")).toMatchObject([{ round: 2 }]);
    // Round 2: one roll again, at its end.
    expect(ofType(endTurns(g, 2), "DiceRolled").map((d) => d.key)).toEqual([
      "hurt/stabilize/r2/#1",
    ]);
  });

  it("an unconscious or dying creature never starts a turn and may not declare (dnd35 濒死DYING（-1到-9HP）)", () => {
    const g = given(fight({ hp: 1 }), INIT);
    g.gm(gmDamage("hurt", 3));
    const events = endTurns(g, 6);
    expect(ofType(events, "TurnStarted").map((t) => t.actor)).not.toContain("hurt");
    expect(ofType(events, "TurnSkipped").map((t) => t.actor)).toEqual(["hurt", "hurt", "hurt"]);
    expect(g.when({ by: "hurt", decl: { kind: "EndTurn" } }).rejects("notAwaited").rule).toBe(
      "dnd35.combatRound",
    );
  });
});

describe("dnd35 受伤和死亡INJURY AND DEATH: massive damage", () => {
  // The foe's +45 longsword: +49 to hit, 1d8+48; a 4 deals 52. With +23: 1d8+26, a 4 deals 30.
  const massive = { ...weapon("longsword"), id: "vorpalish", enhancement: 45 };
  const heavy = { ...weapon("longsword"), id: "heavy", enhancement: 23 };

  it("a single hit of 52 on an 80-hp character calls for a DC 15 Fort save; making it, the character lives (dnd35 受伤和死亡 巨创Massive Damage)", () => {
    // Fort: base 2 + Con 14 (+2) = +4; 11 + 4 = 15 succeeds. 80 − 52 = 28 hp.
    const r = given(fight({ maxHp: 80 }, massive), [...INIT, 15, 4, 11]).when({
      kind: "Attack",
      target: "hurt",
    });
    expect(r.facts("DamageDealt")).toMatchObject([{ amount: 52 }]);
    expect(r.facts("SaveRolled")).toEqual([
      {
        target: "hurt",
        save: "fort",
        natural: 11,
        bonus: [
          { label: "base Fortitude", value: 2, rule: "dnd35.savingThrows" },
          { label: "Con 14", value: 2, rule: "dnd35.savingThrows" },
        ],
        total: 15,
        dc: 15,
        success: true,
        rule: "dnd35.massiveDamage",
      },
    ]);
    expect(r.facts("DiceRolled").map((d) => d.key)).toContain("hurt/save-fort/r1/#1");
    expect(r.state.combatants.hurt?.vitals).toMatchObject({ hp: 28, state: "ok" });
  });

  it("a failed massive-damage save kills whatever the hp (dnd35 受伤和死亡 巨创Massive Damage, 死亡DEAD)", () => {
    const r = given(fight({ maxHp: 80 }, massive), [...INIT, 15, 4, 10]).when({
      kind: "Attack",
      target: "hurt",
    });
    expect(r.facts("SaveRolled")).toMatchObject([
      { natural: 10, total: 14, dc: 15, success: false },
    ]);
    expect(r.facts("VitalsChanged").at(-1)).toMatchObject({
      target: "hurt",
      vitals: { hp: 28, state: "dead" },
      rule: "dnd35.massiveDamage",
    });
  });

  it("two hits of 30 are not massive damage: no save (dnd35 受伤和死亡 巨创Massive Damage)", () => {
    const g = given(fight({ maxHp: 80 }, heavy, { bab: 6 }), [...INIT, 15, 4, 15, 4]);
    const first = g.when({ kind: "FullAttack", target: "hurt" });
    const second = g.when({ kind: "Attack", target: "hurt" });
    expect(
      [...first.facts("DamageDealt"), ...second.facts("DamageDealt")].map((d) => d.amount),
    ).toEqual([30, 30]);
    expect([...first.facts("SaveRolled"), ...second.facts("SaveRolled")]).toEqual([]);
    expect(second.state.combatants.hurt?.vitals).toMatchObject({ hp: 20, state: "ok" });
  });
});

describe("dnd35 受伤和死亡INJURY AND DEATH: nonlethal, temporary hp, healing, death", () => {
  it("nonlethal damage equal to current hp staggers: a restricted turn (dnd35 非致命伤NONLETHAL DAMAGE 恍惚)", () => {
    const g = given(fight(), INIT).declining();
    const hit = g.gm(gmDamage("hurt", 12, true));
    expect(hit.facts("VitalsChanged")).toMatchObject([
      { vitals: { hp: 12, nonlethal: 12, state: "ok" }, rule: "dnd35.staggered" },
    ]);
    const turn = g.when({ kind: "EndTurn" });
    expect(turn.facts("TurnStarted")).toMatchObject([{ actor: "hurt", restriction: "staggered" }]);
    g.act({ kind: "Move", path: [{ x: 2, y: 0 }] });
    expect(g.when({ kind: "Move", path: [{ x: 3, y: 0 }] }).rejects("restrictedTurn").rule).toBe(
      "dnd35.staggered",
    );
  });

  it("nonlethal damage above current hp knocks out: the turn is skipped (dnd35 非致命伤NONLETHAL DAMAGE 失去意识)", () => {
    const g = given(fight(), INIT);
    expect(g.gm(gmDamage("hurt", 13, true)).facts("VitalsChanged")).toMatchObject([
      { vitals: { hp: 12, nonlethal: 13 }, rule: "dnd35.nonlethal" },
    ]);
    const turn = g.when({ kind: "EndTurn" });
    expect(turn.facts("TurnSkipped")).toEqual([
      { actor: "hurt", round: 1, reason: "unconscious", rule: "dnd35.nonlethal" },
    ]);
    expect(turn.facts("TurnStarted")).toMatchObject([{ actor: "ally" }]);
  });

  it("temporary hp are lost first (dnd35 暂时生命值TEMPORARY HIT POINTS)", () => {
    // 5 temporary hp, then a hit of 1d8+3 (a 4): 7 damage, 5 absorbed, 2 off 12 hp.
    const g = given(fight(), [...INIT, 15, 4]);
    expect(
      g
        .gm({ kind: "GrantTempHp", target: "hurt", amount: 5, reason: "a potion of false life" })
        .facts("VitalsChanged"),
    ).toMatchObject([
      {
        target: "hurt",
        vitals: { hp: 12, tempHp: 5 },
        rule: "dnd35.gm",
        why: "GM: a potion of false life; temporary hp 0 → 5 (lost first)",
      },
    ]);
    const r = g.when({ kind: "Attack", target: "hurt" });
    const [changed] = r.facts("VitalsChanged");
    expect(changed).toMatchObject({
      vitals: { hp: 10, tempHp: 0, state: "ok" },
      rule: "dnd35.injury",
    });
    expect(changed?.why).toContain("temporary hp absorb 5");
  });

  it("healing a dying character stabilizes it (dnd35 稳定角色伤势和恢复, 治疗HEALING)", () => {
    const g = given(fight({ hp: 1 }), INIT);
    g.gm(gmDamage("hurt", 7));
    const healed = g.gm({
      kind: "ApplyHealing",
      target: "hurt",
      amount: 1,
      reason: "cure minor wounds",
    });
    expect(healed.facts("VitalsChanged")).toMatchObject([
      { target: "hurt", vitals: { hp: -5, state: "stable" } },
    ]);
    endTurns(g, 2);
    const round2 = endTurns(g, 2);
    expect(ofType(round2, "DiceRolled")).toEqual([]);
    expect(ofType(round2, "TurnSkipped")).toMatchObject([{ actor: "hurt", reason: "stable" }]);
  });

  it("healing a dying character to 1 hp or more lets it act again on its next turn (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight({ hp: 1 }), INIT);
    g.gm(gmDamage("hurt", 7));
    const healed = g.gm({
      kind: "ApplyHealing",
      target: "hurt",
      amount: 8,
      reason: "cure light wounds",
    });
    expect(healed.state.combatants.hurt?.vitals).toEqual({
      hp: 2,
      maxHp: 12,
      tempHp: 0,
      nonlethal: 0,
      state: "ok",
    });
    expect(g.when({ kind: "EndTurn" }).facts("TurnStarted")).toEqual([
      { actor: "hurt", round: 1, rule: "dnd35.sequence" },
    ]);
  });

  it("healing a dying character to exactly 0 hp leaves it disabled (dnd35 稳定角色伤势和恢复)", () => {
    const g = given(fight({ hp: 1 }), INIT);
    g.gm(gmDamage("hurt", 4));
    g.gm({ kind: "ApplyHealing", target: "hurt", amount: 3, reason: "cure minor wounds ×3" });
    expect(g.when({ kind: "EndTurn" }).facts("TurnStarted")).toMatchObject([
      { actor: "hurt", restriction: "disabled" },
    ]);
  });

  it("the dead never act and cannot be attacked (dnd35 死亡DEAD（-10或更低HP）)", () => {
    const g = given(fight(), INIT);
    expect(g.gm(gmDamage("hurt", 22)).facts("VitalsChanged")).toMatchObject([
      { vitals: { hp: -10, state: "dead" }, rule: "dnd35.dead" },
    ]);
    const rejected = g.when({ kind: "Attack", target: "hurt" }).rejects("deadTarget");
    expect(rejected.rule).toBe("dnd35.dead");
    const events = endTurns(g, 4);
    expect(ofType(events, "TurnSkipped")).toEqual([
      { actor: "hurt", round: 1, reason: "dead", rule: "dnd35.dead" },
      { actor: "hurt", round: 2, reason: "dead", rule: "dnd35.dead" },
    ]);
    expect(ofType(events, "TurnStarted").map((t) => t.actor)).not.toContain("hurt");
  });
});
