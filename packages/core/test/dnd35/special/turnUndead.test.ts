import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { affectedByTurning, maxHitDice } from "../../../src/rulesets/3x/special/turning.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// A level-3 cleric "p" (Cha 14: +2) at (0,0); undead east of it: a 1-HD skeleton at 10 ft, a
// 2-HD zombie at 15 ft, a 2-HD ghoul at 25 ft, a zombie 70 ft off. Initiative: p 20, the rest
// low. SRD statistics (outside the seeds) for the undead.

const cleric = (turning: CombatantSpec["turning"], more: Partial<CombatantSpec> = {}) =>
  ({
    ...fighter("p", "party", 0, 0, weapon("heavy-mace")),
    abilities: { str: 12, dex: 10, con: 14, int: 10, wis: 15, cha: 14 },
    level: 3,
    turning,
    ...more,
  }) as CombatantSpec;

const undead = (id: string, x: number, hd: number): CombatantSpec => ({
  ...goblin(id, "dead", x, 0, weapon("scimitar")),
  size: "medium",
  abilities: { str: 12, dex: 10, con: 10, int: 0, wis: 10, cha: 1 },
  creatureType: "undead",
  immuneToCriticals: true,
  hd,
  level: hd,
  maxHp: 8 * hd,
});

function fight(p: CombatantSpec, extra: CombatantSpec[] = []) {
  return header(
    [
      p,
      undead("skeleton", 3, 1),
      undead("zombie", 4, 2),
      undead("ghoul", 6, 2),
      undead("far", 15, 2),
      ...extra,
    ],
    "turn undead",
  );
}
const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;

describe("dnd35 turning undead (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD)", () => {
  it("given the turning table, when read, then 0 or lower is level − 4, 1–3 − 3, 10–12 the level, 22 or higher + 4 (seed 000 表：驱散不死生物)", () => {
    expect(maxHitDice(-2, 5)).toBe(1);
    expect(maxHitDice(0, 5)).toBe(1);
    expect(maxHitDice(1, 5)).toBe(2);
    expect(maxHitDice(3, 5)).toBe(2);
    expect(maxHitDice(4, 5)).toBe(3);
    expect(maxHitDice(9, 5)).toBe(4);
    expect(maxHitDice(10, 5)).toBe(5);
    expect(maxHitDice(12, 5)).toBe(5);
    expect(maxHitDice(13, 5)).toBe(6);
    expect(maxHitDice(21, 5)).toBe(8);
    expect(maxHitDice(22, 5)).toBe(9);
    expect(maxHitDice(30, 5)).toBe(9);
  });

  it("given a level-3 cleric's check 10 + 2 = 12 (up to 3 HD) and turning damage 2d6 7 + 3 + 2 = 12 HD, when it turns, then the 1-HD skeleton is destroyed (3 ≥ twice 1), the zombie and ghoul flee, nearest first; the one 70 ft off is out of reach (seed 000 驱散检定, 毁灭不死生物)", () => {
    const g = given(fight(cleric({ kind: "turn", level: 3 })), [20, 1, 2, 3, 4]);
    g.forceNext(10, 3, 4);
    const t = g.when(TURN);
    expect(t.facts("ActionTaken")).toMatchObject([{ actor: "p", slot: "standard" }]);
    expect(t.facts("WindowOpened")).toEqual([]);
    expect(t.facts("TurnUndeadRolled")).toMatchObject([
      { turner: "p", natural: 10, total: 12, level: 3, maxHd: 3, rule: "dnd35.turnUndead" },
    ]);
    expect(t.facts("TurningDamageRolled")).toMatchObject([
      {
        dice: 7,
        total: 12,
        affected: [
          { target: "skeleton", hd: 1, outcome: "destroyed" },
          { target: "zombie", hd: 2, outcome: "turned" },
          { target: "ghoul", hd: 2, outcome: "turned" },
        ],
      },
    ]);
    expect(t.state.combatants.skeleton!.vitals.state).toBe("dead");
    expect(t.state.combatants.zombie!.conditions.map((c) => c.name)).toContain("turned:p:12");
    expect(t.state.combatants.zombie!.conditions[0]!.until).toMatchObject({ round: 11 });
    expect(t.state.combatants.far!.conditions).toEqual([]);
  });

  it("given a check of 1 + 2 = 3 (up to level − 3 = 0 HD), when it turns, then nothing is reached and no damage is rolled (seed 000 驱散伤害)", () => {
    const g = given(fight(cleric({ kind: "turn", level: 3 })), [20, 1, 2, 3, 4]);
    g.forceNext(1);
    const t = g.when(TURN);
    expect(t.facts("TurnUndeadRolled")).toMatchObject([{ total: 3, maxHd: 0 }]);
    expect(t.facts("TurningDamageRolled")).toEqual([]);
    expect(t.state.combatants.p!.turnsUsed).toBe(1);
  });

  it("given a budget of 3 HD, when chosen nearest first, then a 2-HD zombie passes over the next 2-HD one for a 1-HD skeleton farther on (seed 000 驱散伤害)", () => {
    const chosen = affectedByTurning(
      [
        { id: "z1", hd: 2, distanceFt: 5 },
        { id: "z2", hd: 2, distanceFt: 10 },
        { id: "s", hd: 1, distanceFt: 20 },
        { id: "big", hd: 9, distanceFt: 1 },
      ],
      4,
      3,
    );
    expect(chosen.map((c) => c.id)).toEqual(["z1", "s"]);
  });

  it("given an evil level-3 cleric, when it rebukes, then the skeleton (3 ≥ twice 1) is commanded and the others cower for 10 rounds (seed 000 邪恶阵营的牧师和不死生物)", () => {
    const g = given(fight(cleric({ kind: "rebuke", level: 3 })), [20, 1, 2, 3, 4]);
    g.forceNext(10, 3, 4);
    const t = g.when(TURN);
    expect(t.facts("TurningDamageRolled")[0]!.affected.map((a) => a.outcome)).toEqual([
      "commanded",
      "rebuked",
      "rebuked",
    ]);
    expect(t.state.combatants.skeleton!.conditions.map((c) => c.name)).toEqual(["commanded:p"]);
    expect(t.state.combatants.zombie!.conditions.map((c) => c.name)).toEqual(["cowering"]);
    g.act({ kind: "EndTurn" });
  });

  it("given a good cleric, when it tries to rebuke, and a rebuker, when it tries to turn, then each is refused: a neutral cleric has one or the other (seed 000 中立阵营的牧师和不死生物)", () => {
    given(fight(cleric({ kind: "turn", level: 3 })), [20, 1, 2, 3, 4])
      .when({ ...TURN, mode: "rebuke" })
      .rejects("turningMode");
    given(fight(cleric({ kind: "rebuke", level: 3 })), [20, 1, 2, 3, 4])
      .when({ ...TURN, mode: "turn" })
      .rejects("turningMode");
  });

  it("given a paladin of level 3, when it turns, then it is refused; at level 5 it turns as a level-2 cleric (seed 000 圣武士和不死生物)", () => {
    const young = given(fight(cleric({ kind: "turn", level: 3, paladin: true })), [20, 1, 2, 3, 4]);
    expect(young.when(TURN).rejects("cannotTurn").rule).toBe("dnd35.paladinTurning");
    const g = given(fight(cleric({ kind: "turn", level: 5, paladin: true })), [20, 1, 2, 3, 4]);
    g.forceNext(10, 3, 4);
    expect(g.when(TURN).facts("TurnUndeadRolled")).toMatchObject([{ level: 2, maxHd: 2 }]);
  });

  it("given Cha 14 (3 + 2 = 5 a day), when the five are spent, then a sixth is refused; a creature without turning cannot (seed 000 驱散检定 每日驱散次数)", () => {
    const g = given(fight(cleric({ kind: "turn", level: 3 })), [20, 1, 2, 3, 4]);
    for (let i = 0; i < 5; i++) {
      g.forceNext(1);
      g.when(TURN);
      g.act({ kind: "EndTurn" }).until("p");
    }
    expect(g.when(TURN).rejects("noTurningLeft").message).toContain("all 5");
    const none = given(fight({ ...cleric(undefined) }), [20, 1, 2, 3, 4]);
    none.when(TURN).rejects("cannotTurn");
  });

  it("given a cleric that turns fire creatures too, when it turns, then those are affected as undead are (seed 000 驱散其它生物)", () => {
    const imp = { ...undead("imp", 2, 1), creatureType: "outsider" as const };
    const p = cleric({ kind: "turn", level: 3, types: ["undead", "outsider"] });
    const g = given(fight(p, [imp]), [20, 1, 2, 3, 4, 5]);
    g.forceNext(10, 3, 4);
    const [d] = g.when(TURN).facts("TurningDamageRolled");
    expect(d!.affected[0]).toMatchObject({ target: "imp", outcome: "destroyed" });
  });

  it("given undead a good cleric turned with a check of 12, when an evil cleric dispels with 12 or more, then they are no longer turned; one it bolsters counts the table's Hit Dice against the next turning (seed 000 邪恶阵营的牧师和不死生物 解除驱散, 鼓舞不死生物)", () => {
    const evil = { ...cleric({ kind: "rebuke", level: 3 }), id: "q", name: "q", side: "dead" };
    const g = given(fight(cleric({ kind: "turn", level: 3 }), [evil]), [20, 1, 2, 3, 4, 19]);
    g.forceNext(10, 3, 4);
    g.when(TURN);
    g.act({ kind: "EndTurn" }).until("q");
    g.forceNext(10, 3, 4);
    const d = g.when({ ...TURN, mode: "dispel" });
    expect(d.facts("TurningDamageRolled")[0]!.affected.map((a) => [a.target, a.outcome])).toEqual([
      ["zombie", "released"],
      ["ghoul", "released"],
    ]);
    expect(d.facts("ConditionRemoved")).toMatchObject([
      { target: "zombie", condition: "turned:p:12" },
      { target: "ghoul", condition: "turned:p:12" },
    ]);
    g.act({ kind: "EndTurn" });
    const b = given(fight(cleric({ kind: "turn", level: 3 }), [evil]), [1, 2, 3, 4, 5, 20]);
    b.forceNext(19, 6, 6);
    const bolster = b.when({ ...TURN, mode: "bolster" });
    // 19 + 2 = 21: level + 3 = 6 HD; the zombie counts as 6 HD against turning for 10 rounds.
    expect(bolster.facts("TurnUndeadRolled")).toMatchObject([{ total: 21, maxHd: 6 }]);
    expect(b.state.combatants.zombie!.conditions.map((c) => c.name)).toContain("bolstered:6");
  });
});
