import { describe, expect, it } from "vitest";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { CURE, fightOf, hero, wizard } from "./fixtures.ts";

// Wizard W (20, Concentration +6) next to fighter F (10); round 2, so F is not flat-footed.
function caster() {
  const g = given(fightOf([wizard("W", "mages", 5, 5), hero("F", "party", 6, 5)]), [19, 9]);
  return g.until("W").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
}

/** Wizard W has readied a counterspell (magic missile) against wizard V; V is to act. */
function counterspellReady() {
  const g = given(
    fightOf([wizard("W", "mages", 5, 5), wizard("V", "party", 9, 5), hero("X", "party", 19, 19)]),
    [19, 9, 2],
  );
  g.until("W");
  g.when({
    kind: "Ready",
    action: { kind: "Cast", spell: "magicMissile", counter: true },
    trigger: { on: "casts", by: "V" },
  });
  g.act({ kind: "EndTurn" });
  return g.until("V");
}

describe("dnd35 施法Cast a Spell", () => {
  it("casting provokes; the AoO's damage calls for concentration DC 10 + damage + spell level, and a failure loses the spell (dnd35 施法Cast a Spell, 专注Concentration)", () => {
    const g = caster();
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "F" });
    expect(cast.facts("WindowOpened")).toMatchObject([{ trigger: "Cast", candidates: ["F"] }]);
    // F hits (15 + 4 vs AC 11) for 1 + 3 = 4; W rolls 2 + 6 = 8 against 10 + 4 + 1 = 15.
    g.forceNext(15, 1, 2);
    const r = g.respond(true);
    expect(r.facts("ConcentrationRolled")).toMatchObject([{ total: 8, dc: 15, success: false }]);
    expect(r.facts("SpellLost")).toMatchObject([{ caster: "W", spell: "magicMissile" }]);
    expect(r.facts("SpellCast")).toEqual([]);
  });

  it("two attacks of opportunity that both hit call for two checks, each DC 10 + its own damage + level, not one against their sum (dnd35 借机攻击 施法, 专注Concentration)", () => {
    // F and G flank W (given 12 hp to live through both hits); both threaten, both are past
    // their flat-footed first turn.
    const tough = { ...wizard("W", "mages", 5, 5), maxHp: 12 };
    const g = given(
      fightOf([tough, hero("F", "party", 6, 5), hero("G", "party", 4, 5)]),
      [19, 9, 8],
    );
    g.until("W").act({ kind: "EndTurn" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "F" });
    expect(cast.facts("WindowOpened")).toMatchObject([{ candidates: ["F", "G"] }]);
    // F hits for 1 + 3 = 4: W 9 + 6 = 15 ≥ 10 + 4 + 1 = 15 holds on.
    g.forceNext(15, 1, 9);
    const first = g.respond(true);
    expect(first.facts("ConcentrationRolled")).toMatchObject([
      { dc: 15, total: 15, success: true },
    ]);
    // G hits for 2 + 3 = 5: W 9 + 6 = 15 < 10 + 5 + 1 = 16 loses it (against the sum, 4 + 5,
    // the one check would have been DC 20).
    g.forceNext(15, 2, 9);
    const second = g.respond(true);
    expect(second.facts("ConcentrationRolled")).toMatchObject([
      { dc: 16, total: 15, success: false },
    ]);
    expect(second.facts("SpellLost")).toMatchObject([
      { caster: "W", reason: "a failed concentration check after a hit while casting" },
    ]);
    expect(second.facts("SpellCast")).toEqual([]);
  });

  it("casting on the defensive provokes nothing but calls for concentration DC 15 + spell level (dnd35 防御式施法Casting on the Defensive)", () => {
    const g = caster();
    g.forceNext(10, 3);
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "F", defensively: true });
    expect(cast.facts("WindowOpened")).toEqual([]);
    expect(cast.facts("ConcentrationRolled")).toMatchObject([{ total: 16, dc: 16, success: true }]);
    expect(cast.facts("DamageDealt")).toMatchObject([{ target: "F", amount: 4 }]);
  });

  it("a touch spell cast without a target is held, and a later touch attack against touch AC discharges it (dnd35 暂不散发Holding the Charge, 触摸攻击Touch Attacks, 战斗中的触摸性法术Touch Spells in Combat)", () => {
    const g = caster().declining();
    g.forceNext(10);
    const cast = g.when({ kind: "Cast", spell: "shockingGrasp", defensively: true });
    expect(cast.facts("ConditionAdded")).toMatchObject([
      { condition: "holdingCharge:shockingGrasp" },
    ]);
    g.act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    // Touch AC of F: 10 + Dex 1 = 11 (no armor, no shield). d20 10 + BAB 1 + Str 3 = 14 hits.
    g.forceNext(10, 5);
    const touch = g.when({ kind: "Touch", target: "F" });
    expect(touch.facts("AttackResolved")).toMatchObject([
      { acTotal: 11, hit: true, rule: "dnd35.touchAttack" },
    ]);
    expect(touch.facts("DamageDealt")).toMatchObject([{ amount: 5 }]);
    expect(g.state.combatants.W?.conditions.map((c) => c.name)).not.toContain(
      "holdingCharge:shockingGrasp",
    );
  });

  it("a save for half halves the spell's damage (dnd35 施法Cast a Spell)", () => {
    const g = caster();
    // Reflex: 19 + 1 ≥ 11 saves; 1d4 = 4 → 2.
    g.forceNext(10, 19, 4);
    const cast = g.when({ kind: "Cast", spell: "burningHands", target: "F", defensively: true });
    expect(cast.facts("SaveRolled")).toMatchObject([{ success: true }]);
    expect(cast.facts("DamageDealt")).toMatchObject([{ amount: 2 }]);
  });

  it("a spell of a round takes effect just before the caster's next turn, and meanwhile the caster threatens nothing (dnd35 施法Cast a Spell, full-round)", () => {
    const g = caster();
    // On the defensive: 10 + 6 = 16 ≥ 16.
    g.forceNext(10);
    const begun = g.when({ kind: "Cast", spell: "sleep", target: "F", defensively: true });
    expect(begun.facts("CastingStarted")).toMatchObject([{ caster: "W", spell: "sleep" }]);
    expect(begun.facts("SpellCast")).toEqual([]);
    g.act({ kind: "EndTurn" });
    // F walks away from W, who threatens nothing while casting.
    expect(g.when({ kind: "Move", path: [{ x: 7, y: 5 }] }).facts("WindowOpened")).toEqual([]);
    // The next round: F's Will save (1 + 0 < 12) fails before W's turn starts.
    g.forceNext(1);
    const next = g.when({ kind: "EndTurn" });
    const types = next.events.map((e) => e.type);
    expect(types.indexOf("CastingCompleted")).toBeLessThan(types.indexOf("TurnStarted"));
    expect(next.facts("SpellCast")).toMatchObject([
      { caster: "W", spell: "sleep", targets: ["F"] },
    ]);
    expect(g.state.combatants.F?.conditions.map((c) => c.name)).toContain("asleep");
  });

  it("each hit taken while a round-long spell is on its way calls for concentration as it lands, DC 10 + its damage + level; a failure loses the spell at once (dnd35 施法Cast a Spell, full-round, 专注Concentration)", () => {
    const g = caster();
    g.forceNext(10);
    g.when({ kind: "Cast", spell: "sleep", target: "F", defensively: true });
    g.act({ kind: "EndTurn" });
    // F hits W (AC 11) with 15 + 4 for 1d8+3 = 4 damage; W: 1 + 6 = 7 against 10 + 4 + 1 = 15.
    g.forceNext(15, 1, 1);
    const hit = g.when({ kind: "Attack", target: "W" });
    expect(hit.facts("ConcentrationRolled")).toMatchObject([
      {
        caster: "W",
        spell: "sleep",
        dc: 15,
        dcBreakdown: [
          { label: "base", value: 10 },
          { label: "spell level", value: 1 },
          { label: "damage from the hit", value: 4 },
        ],
        success: false,
      },
    ]);
    expect(hit.facts("SpellLost")).toMatchObject([
      { caster: "W", reason: "a failed concentration check after a hit while casting" },
    ]);
    expect(g.state.combatants.W?.casting).toBeUndefined();
    // Nothing is left to complete before W's next turn.
    const next = g.when({ kind: "EndTurn" });
    expect(next.facts("CastingCompleted")).toEqual([]);
    expect(next.facts("SpellCast")).toEqual([]);
  });

  it("a round-long spell survives a hit whose check succeeds, and takes effect with no second check (dnd35 施法Cast a Spell, full-round, 专注Concentration)", () => {
    const g = caster();
    g.forceNext(10);
    g.when({ kind: "Cast", spell: "sleep", target: "F", defensively: true });
    g.act({ kind: "EndTurn" });
    // 4 damage again; W: 9 + 6 = 15 ≥ 15 keeps the spell.
    g.forceNext(15, 1, 9);
    const hit = g.when({ kind: "Attack", target: "W" });
    expect(hit.facts("ConcentrationRolled")).toMatchObject([{ dc: 15, total: 15, success: true }]);
    expect(g.state.combatants.W?.casting).toMatchObject({ spell: "sleep" });
    // F's Will save fails (1); the spell completes before W's turn without another check.
    g.forceNext(1);
    const next = g.when({ kind: "EndTurn" });
    expect(next.facts("ConcentrationRolled")).toEqual([]);
    expect(next.facts("SpellCast")).toMatchObject([{ caster: "W", spell: "sleep" }]);
  });

  it("a readied counterspell identifies the spell (Spellcraft DC 15 + level) and, having the same spell, counters it (dnd35 准备反制法术)", () => {
    const g = counterspellReady();
    const cast = g.when({ kind: "Cast", spell: "magicMissile", target: "W", defensively: true });
    expect(cast.facts("WindowOpened")).toMatchObject([{ window: "readied", candidates: ["W"] }]);
    // Spellcraft: 15 + Int 0 = 15 < 16 fails; then 16 identifies and counters.
    g.forceNext(15);
    const missed = g.respond(true);
    expect(missed.facts("CounterspellAttempted")).toMatchObject([
      { dc: 16, identified: false, countered: false },
    ]);
    expect(missed.facts("ConcentrationRolled")).toHaveLength(1);
  });

  it("a counterspell that identifies the spell loses it for the caster (dnd35 准备反制法术)", () => {
    const g = counterspellReady();
    g.when({ kind: "Cast", spell: "magicMissile", target: "W", defensively: true });
    g.forceNext(16);
    const countered = g.respond(true);
    expect(countered.facts("CounterspellAttempted")).toMatchObject([
      { identified: true, countered: true },
    ]);
    expect(countered.facts("SpellLost")).toMatchObject([
      { caster: "V", reason: "countered by a readied counterspell" },
    ]);
    expect(countered.facts("SpellCast")).toEqual([]);
  });

  it("a held touch spell touches up to six allies as a full-round action, which provokes; a foe is touched alone (dnd35 暂不散发Holding the Charge, 战斗中的动作)", () => {
    const cleric = { ...wizard("C", "party", 5, 5), spells: [CURE] };
    const g = given(
      fightOf([
        cleric,
        hero("A1", "party", 5, 6, { hp: 2 }),
        hero("A2", "party", 4, 5, { hp: 3 }),
        hero("F", "foes", 6, 5),
      ]),
      [19, 2, 1, 9],
    );
    g.until("C").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    g.until("C");
    g.forceNext(10);
    g.when({ kind: "Cast", spell: "cureLightWounds", defensively: true });
    g.act({ kind: "EndTurn" });
    g.until("C");
    g.when({ kind: "Touch", target: "A1", also: ["F"] }).rejects("notAnAlly");
    const touch = g.when({ kind: "Touch", target: "A1", also: ["A2"] });
    expect(touch.facts("ActionTaken")).toMatchObject([{ slot: "fullRound" }]);
    expect(touch.facts("WindowOpened")).toMatchObject([
      { trigger: "TouchAllies", candidates: ["F"] },
    ]);
    g.forceNext(5, 7);
    const healed = g.respond(false);
    expect(healed.facts("VitalsChanged").map((v) => [v.target, v.vitals.hp])).toEqual([
      ["A1", 8],
      ["A2", 11],
    ]);
  });
});
