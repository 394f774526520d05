import { describe, expect, it } from "vitest";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { fighter, goblin, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";

// Worked numbers used below (seed 000 先攻INITIATIVE, 命中奖励, 防御等级):
// fighter: initiative +5 (Dex 13 +1, Improved Initiative +4), longsword +4 (BAB 1, Str 16 +3),
//          1d8+3 damage.
// goblin:  initiative +1 (Dex 13), AC 15 = 10 + leather 2 + light shield 1 + Dex 1 + Small 1;
//          flat-footed AC 14 (the Dex bonus is lost).
const longsword = weapon("longsword");
const morningstar = weapon("morningstar");

/** The fighter `a` (side p) next to the goblin `g` (side m), with 20 hp so that it lasts. */
function duel(seed: string) {
  return header(
    [fighter("a", "p", 0, 0, longsword), { ...goblin("g", "m", 1, 0, morningstar), maxHp: 20 }],
    seed,
  );
}

function types(events: readonly ThreeXEvent[]): string[] {
  return events.map((e) => e.type);
}

describe("战斗流程 (dnd35.sequence)", () => {
  it("every combatant starts flat-footed and stops being so when its first turn starts (dnd35 战斗流程)", () => {
    // d20s in roster order: a 15 + 5 = 20, g 3 + 1 = 4.
    const g = given(duel("seq-1"), [15, 3], false);
    expect(g.state.combatants.a!.flatFooted).toBe(true);
    expect(g.state.combatants.g!.flatFooted).toBe(true);

    const r = g.gm({ kind: "BeginCombat", reason: "the goblin is spotted" });
    expect(types(r.events)).toEqual([
      "Declared",
      "CombatBegan",
      "DiceRolled",
      "DiceRolled",
      "InitiativeRolled",
      "RoundStarted",
      "TurnStarted",
    ]);
    expect(r.facts("CombatBegan")).toEqual([{ surprise: false, rule: "dnd35.sequence" }]);
    expect(r.facts("RoundStarted")).toEqual([
      { round: 1, surprise: false, rule: "dnd35.combatRound" },
    ]);
    expect(r.facts("TurnStarted")).toEqual([{ actor: "a", round: 1, rule: "dnd35.sequence" }]);
    expect(r.state.combatants.a!.flatFooted).toBe(false);
    expect(r.state.combatants.g!.flatFooted).toBe(true);

    const next = g.when({ kind: "EndTurn" });
    expect(next.facts("TurnStarted")).toEqual([{ actor: "g", round: 1, rule: "dnd35.sequence" }]);
    expect(next.state.combatants.g!.flatFooted).toBe(false);
  });

  it("an attack before the target's first turn is against its flat-footed AC, one after it is not (dnd35 先攻INITIATIVE 措手不及Flat-Footed)", () => {
    // a 20, g 4. Round 1: a rolls 10 → 10 + 4 = 14 against flat-footed AC 14: a hit for
    // 1 + 3 = 4. Round 2 (g has acted): the same 14 against AC 15 misses.
    const g = given(duel("seq-2"), [15, 3, 10, 1]);
    const first = g.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    expect(first).toMatchObject({ natural: 10, total: 14, acTotal: 14, hit: true });
    expect(first.ac).toContainEqual({
      label: "Dex 13 bonus lost (flat-footed)",
      value: 0,
      rule: "dnd35.flatFooted",
    });
    expect(g.state.combatants.g!.vitals.hp).toBe(16);

    const g2 = given(duel("seq-2"), [15, 3, 10, 1, 10]);
    g2.act({ kind: "Attack", target: "g" }).act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
    expect(g2.state).toMatchObject({ round: 2, awaiting: { kind: "declaration", actor: "a" } });
    const second = g2.when({ kind: "Attack", target: "g" }).facts("AttackResolved")[0]!;
    expect(second).toMatchObject({ natural: 10, total: 14, acTotal: 15, hit: false });
    expect(second.ac).toContainEqual({ label: "Dex 13", value: 1, rule: "dnd35.armorClass" });
  });

  it("rounds repeat from the top of the order until the fight ends (dnd35 战斗流程 4–5)", () => {
    // a 5 + 5 = 10, b 12 + 5 = 17, g 18 + 1 = 19: order g, b, a in every round.
    const g = given(
      header(
        [
          fighter("a", "p", 0, 0, longsword),
          fighter("b", "p", 0, 1, longsword),
          goblin("g", "m", 9, 9, morningstar),
        ],
        "seq-3",
      ),
      [5, 12, 18],
    );
    expect(g.state.order.map((e) => [e.id, e.count])).toEqual([
      ["g", 19],
      ["b", 17],
      ["a", 10],
    ]);
    const turns: string[] = [`${g.state.turn!.round}:${g.state.turn!.actor}`];
    const rounds: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = g.when({ kind: "EndTurn" });
      for (const t of r.facts("TurnStarted")) turns.push(`${t.round}:${t.actor}`);
      for (const s of r.facts("RoundStarted")) rounds.push(s.round);
    }
    expect(turns).toEqual(["1:g", "1:b", "1:a", "2:g", "2:b", "2:a", "3:g", "3:b", "3:a"]);
    expect(rounds).toEqual([2, 3]);
  });

  it("the fight ends when only one side is left standing (dnd35 战斗流程 5)", () => {
    // a 20, g 4; a rolls 15 → 19 hits AC 14; 8 + 3 = 11 damage takes the 5-hp goblin to −6.
    const g = given(
      header([fighter("a", "p", 0, 0, longsword), goblin("g", "m", 1, 0, morningstar)], "seq-4"),
      [15, 3, 15, 8],
    );
    const r = g.when({ kind: "Attack", target: "g" });
    expect(r.facts("VitalsChanged")[0]!.vitals).toMatchObject({ hp: -6, state: "dying" });
    expect(r.facts("FightEnded")).toEqual([
      { winner: "p", reason: "only p is left standing", rule: "dnd35.combatRound" },
    ]);
    expect(r.events.at(-1)!.type).toBe("FightEnded");
    expect(r.state).toMatchObject({ status: "ended", winner: "p", awaiting: { kind: "ended" } });
    expect(g.when({ by: "a", decl: { kind: "EndTurn" } }).rejects("notAwaited").rule).toBe(
      "dnd35.combatRound",
    );
  });

  it("the GM may end the fight at any time (dnd35 战斗流程 5)", () => {
    const g = given(duel("seq-5"), [15, 3]);
    const r = g.gm({ kind: "EndFight", winner: "p", reason: "the goblin surrenders" });
    expect(types(r.events)).toEqual(["Declared", "FightEnded"]);
    expect(r.facts("FightEnded")).toEqual([
      { winner: "p", reason: "GM: the goblin surrenders", rule: "dnd35.gm" },
    ]);
    expect(r.state).toMatchObject({ status: "ended", winner: "p", awaiting: { kind: "ended" } });
    expect(r.state.turn).toBeUndefined();
    g.when({ by: "a", decl: { kind: "Attack", target: "g" } }).rejects("notAwaited");
    g.gm({ kind: "EndFight", reason: "again" }).rejects("fightOver");
  });

  it("the GM may end the fight with no winner (dnd35 战斗流程 5)", () => {
    const g = given(duel("seq-6"), [15, 3]);
    const r = g.gm({ kind: "EndFight", reason: "both sides withdraw" });
    expect(r.facts("FightEnded")).toEqual([
      { reason: "GM: both sides withdraw", rule: "dnd35.gm" },
    ]);
    expect(r.state.winner).toBeUndefined();
  });
});

describe("战斗轮THE COMBAT ROUND: only the awaited may act (dnd35.combatRound)", () => {
  it("a declaration from a combatant whose turn it is not is rejected as notAwaited (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const g = given(duel("aw-1"), [15, 3]);
    const seq = g.state.nextSeq;
    const v = g.when({ by: "g", decl: { kind: "Attack", target: "a" } }).rejects("notAwaited");
    expect(v).toMatchObject({ kind: "RuleViolation", rule: "dnd35.combatRound" });
    expect(v.message).toContain("a's declaration");
    expect(g.state.nextSeq).toBe(seq);
    expect(g.state.awaiting).toEqual({ kind: "declaration", actor: "a" });
  });

  it("a declaration from someone not in the fight is notAwaited (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const g = given(duel("aw-2"), [15, 3]);
    g.when({ by: "nobody", decl: { kind: "EndTurn" } }).rejects("notAwaited");
  });

  it("no declaration before the GM begins the fight, and no second BeginCombat (dnd35 战斗流程)", () => {
    const g = given(duel("aw-3"), [15, 3], false);
    expect(g.state.awaiting).toEqual({ kind: "begin" });
    g.when({ by: "a", decl: { kind: "EndTurn" } }).rejects("notAwaited");
    g.gm({ kind: "EndFight", reason: "too early" }).rejects("notAwaited");
    g.gm({ kind: "BeginCombat", reason: "go" });
    g.gm({ kind: "BeginCombat", reason: "again" }).rejects("notAwaited");
  });
});

describe("inputs from outside the engine (dnd35 战斗流程)", () => {
  it("an unknown declaration kind is a RuleViolation, not a crash (dnd35 动作类型)", () => {
    const g = given(
      header(
        [
          fighter("a", "party", 0, 0, weapon("longsword")),
          goblin("g", "foes", 1, 0, weapon("morningstar")),
        ],
        "unknown",
      ),
      [15, 3],
    );
    g.when({ kind: "Teleport" } as never).rejects("unknownDeclaration");
    g.gm({ kind: "SummonDragon", reason: "why not" } as never).rejects("unknownDeclaration");
  });
});
