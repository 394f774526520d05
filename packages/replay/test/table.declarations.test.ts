import { fighter, type Spell, weapon } from "@d20/core";
import type { UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { importTableLog, TableLogError, verify } from "../src/index.ts";

// The declarations a table log could not write before its vocabulary became the ruleset's:
// each is imported, its `Declared` holds the declaration written, and the audit of the result
// finds nothing (the table played by the rules).

const file = "fight.table";
const START = [
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
];
const HEAD = [
  "ruleset dnd35 1.8.0",
  "combatant 战士-1 fighter 队伍 4,4 longsword",
  "combatant 地精-1 goblin 地精 4,5 morningstar",
  ...START,
];

/** Magic missile and shocking grasp (SRD spells, outside the seeds). */
const SPELLS: readonly Spell[] = [
  {
    id: "magicMissile",
    name: "magic missile",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "ranged",
    effect: { kind: "damage", dice: "1d4+1" },
  },
  {
    id: "shockingGrasp",
    name: "shocking grasp",
    level: 1,
    castingTime: "standard",
    components: ["V", "S"],
    range: "touch",
    effect: { kind: "damage", dice: "1d6" },
  },
];

// A fighter who also casts (Concentration +6), written as one `combatant-json` line.
const CASTER = `combatant-json ${JSON.stringify({
  ...fighter("战士-1", "队伍", 4, 4, weapon("longsword")),
  concentration: 6,
  spells: SPELLS,
  // Its shield slung: a hand free for the gestures (seed 000 施法Cast a Spell 法术构件).
  holds: { main: "longsword", shield: "carried" },
})}`;

interface Imported {
  readonly log: readonly UnsealedEvent[];
  declared(by: string): unknown[];
  facts(type: string): unknown[];
  readonly findings: readonly unknown[];
}

function imported(lines: readonly string[]): Imported {
  const { log, text } = importTableLog(lines.join("\n"), { file });
  return {
    log,
    declared: (by) =>
      log
        .filter((e) => e.type === "Declared" && (e.data as { by: string }).by === by)
        .map((e) => (e.data as { decl: unknown }).decl),
    facts: (type) => log.filter((e) => e.type === type).map((e) => e.data),
    // A transcript stops before the fight is over, at an input boundary: the audit says so
    // (an "incomplete" finding, which `d20 audit --partial` accepts); anything else is a finding.
    findings: verify(text, { file }).findings.filter((f) => f.kind !== "incomplete"),
  };
}

describe("a table log writes every dnd35 declaration kind", () => {
  it("given 战士-1 delays until after 地精-1, when imported, then it steps in after that turn and the audit finds nothing (dnd35 延迟DELAY)", () => {
    const x = imported([
      ...HEAD,
      "declare 战士-1 Delay after=地精-1",
      "end-turn 地精-1",
      "end-turn 战士-1",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({ kind: "Delay", after: "地精-1" });
    expect(x.facts("DelayEnded")).toEqual([expect.objectContaining({ actor: "战士-1" })]);
    expect(x.findings).toEqual([]);
  });

  it("given 战士-1 readies an attack against 地精-1's attack, when 地精-1 attacks and 战士-1 answers, then the readied attack fires first (dnd35 准备READY)", () => {
    const x = imported([
      ...HEAD,
      "declare 战士-1 Ready action.kind=Attack trigger.on=attacks trigger.by=地精-1",
      "end-turn 战士-1",
      "declare 地精-1 Attack target=战士-1",
      "declare 战士-1 Respond take=yes",
      "roll 战士-1 attack 1d20 = 15",
      "roll 战士-1 damage 1d8+3 = 1",
      "roll 地精-1 attack 1d20 = 2",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({
      kind: "Ready",
      action: { kind: "Attack" },
      trigger: { on: "attacks", by: "地精-1" },
    });
    expect(x.facts("ReadiedActionFired")).toHaveLength(1);
    expect(x.findings).toEqual([]);
  });

  it("given 地精-1 walks out of 战士-1's reach, when 战士-1 answers the window with its longsword, then it makes the attack of opportunity (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const x = imported([
      ...HEAD,
      "end-turn 战士-1",
      "declare 地精-1 Move path=4,6;4,7",
      "declare 战士-1 Respond take=yes weapon=longsword",
      "roll 战士-1 attack 1d20 = 3",
      "end-turn 地精-1",
    ]);
    expect(x.declared("战士-1")[1]).toEqual({ kind: "Respond", take: true, weapon: "longsword" });
    expect(x.facts("AttackOfOpportunity")).toHaveLength(1);
    expect(x.findings).toEqual([]);
  });

  it("given 战士-1 drops prone, when it crawls 5 ft, then both are taken as the table of actions says (dnd35 战斗中的动作, 爬行Crawling)", () => {
    const x = imported([
      ...HEAD,
      "declare 战士-1 Activity activity=DropProne",
      "declare 战士-1 Crawl to=3,4",
      "end-turn 战士-1",
    ]);
    expect(x.declared("战士-1").slice(0, 2)).toEqual([
      { kind: "Activity", activity: "DropProne" },
      { kind: "Crawl", to: { x: 3, y: 4 } },
    ]);
    expect(x.facts("Moved")).toEqual([expect.objectContaining({ actor: "战士-1", feet: 5 })]);
    expect(x.findings).toEqual([]);
  });

  it("seed 000 投掷泼溅武器THROW SPLASH WEAPON: given 战士-1 holding alchemist's fire, when the table writes a throw at the grid intersection 5,6 (at the top-left corner of that square) and a d20 of 10, then it is a roll against AC 5 that splashes 地精-1 in (4,5), a square touching the point, and the audit finds nothing", () => {
    const x = imported([
      "ruleset dnd35 1.8.0",
      "combatant 战士-1 fighter 队伍 4,4 alchemists-fire",
      "combatant 地精-1 goblin 地精 4,5 morningstar",
      ...START,
      "declare 战士-1 SpecialAttack attack=ThrowSplash item=alchemists-fire at=5,6",
      "roll 战士-1 attack 1d20 = 10",
      "end-turn 战士-1",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: "alchemists-fire",
      at: { x: 5, y: 6 },
    });
    expect(x.facts("AttackResolved")).toEqual([
      expect.objectContaining({ at: { x: 5, y: 6 }, total: 12, acTotal: 5, hit: true }),
    ]);
    expect(x.facts("DamageDealt")).toEqual([
      expect.objectContaining({ target: "地精-1", amount: 1 }),
    ]);
    expect(x.findings).toEqual([]);
  });

  it("seed 000 协助他人AID ANOTHER: given 战士-2 beside 战士-1, when the table writes an aid on 战士-2's Heal and a d20 of 12 (12 + 1 Wis 12 = 13 against DC 10), then 战士-2 is aided and the audit finds nothing", () => {
    const x = imported([
      "ruleset dnd35 1.8.0",
      "combatant 战士-1 fighter 队伍 4,4 longsword",
      "combatant 战士-2 fighter 队伍 5,4 longsword",
      "combatant 地精-1 goblin 地精 9,9 morningstar",
      'gm begin "开始"',
      "roll 战士-1 initiative 1d20 = 12",
      "roll 战士-2 initiative 1d20 = 8",
      "roll 地精-1 initiative 1d20 = 3",
      "declare 战士-1 SpecialAttack attack=AidAnother ally=战士-2 aid=skill skill=Heal",
      "roll 战士-1 aid-skill 1d20 = 12",
      "end-turn 战士-1",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({
      kind: "SpecialAttack",
      attack: "AidAnother",
      ally: "战士-2",
      aid: "skill",
      skill: "Heal",
    });
    expect(x.facts("SkillAidRolled")).toEqual([
      expect.objectContaining({ total: 13, success: true }),
    ]);
    expect(x.findings).toEqual([]);
  });

  it("given the GM puts 地精-1 to sleep, when 战士-1 delivers a coup de grace, then it is an automatic critical (dnd35 无助的防御者HELPLESS DEFENDERS)", () => {
    const x = imported([
      ...HEAD,
      'gm add-condition 地精-1 asleep "睡着了"',
      "declare 战士-1 CoupDeGrace target=地精-1",
      "roll 战士-1 damage 1d8+3 x2 = 5 5",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({ kind: "CoupDeGrace", target: "地精-1" });
    expect(x.facts("DamageDealt")).toEqual([expect.objectContaining({ amount: 16 })]);
    expect(x.findings).toEqual([]);
  });

  it("given 战士-2 asleep beside 战士-1, when 战士-1 slaps it awake, then it is asleep no longer (SRD Sleep, outside the seeds)", () => {
    const x = imported([
      "ruleset dnd35 1.8.0",
      "combatant 战士-1 fighter 队伍 4,4 longsword",
      "combatant 战士-2 fighter 队伍 5,4 longsword",
      "combatant 地精-1 goblin 地精 9,9 morningstar",
      'gm begin "开始"',
      "roll 战士-1 initiative 1d20 = 12",
      "roll 战士-2 initiative 1d20 = 7",
      "roll 地精-1 initiative 1d20 = 3",
      'gm add-condition 战士-2 asleep "睡着了"',
      "declare 战士-1 WakeSleeper target=战士-2",
      "end-turn 战士-1",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({ kind: "WakeSleeper", target: "战士-2" });
    expect(x.facts("ConditionRemoved")).toEqual([
      expect.objectContaining({ target: "战士-2", condition: "asleep" }),
    ]);
    expect(x.findings).toEqual([]);
  });

  it("given a caster, when it casts magic missile at 地精-1, then its damage die is the spell's (dnd35 施法Cast a Spell)", () => {
    const x = imported([
      "ruleset dnd35 1.8.0",
      CASTER,
      "combatant 地精-1 goblin 地精 4,5 morningstar",
      ...START,
      "declare 战士-1 Cast spell=magicMissile target=地精-1",
      "roll 战士-1 spell-damage 1d4+1 = 3",
    ]);
    expect(x.declared("战士-1")[0]).toEqual({
      kind: "Cast",
      spell: "magicMissile",
      target: "地精-1",
    });
    expect(x.facts("SpellCast")).toHaveLength(1);
    expect(x.findings).toEqual([]);
  });

  it("given a caster holding shocking grasp's charge, when it touches 地精-1 next round, then the touch attack discharges it (dnd35 暂不散发Holding the Charge)", () => {
    const x = imported([
      "ruleset dnd35 1.8.0",
      CASTER,
      "combatant 地精-1 goblin 地精 6,6 morningstar",
      ...START,
      "declare 战士-1 Cast spell=shockingGrasp",
      "end-turn 战士-1",
      "declare 地精-1 Move path=5,5",
      "end-turn 地精-1",
      "declare 战士-1 Touch target=地精-1",
      "roll 战士-1 attack 1d20 = 15",
      "roll 战士-1 spell-damage 1d6 = 2",
    ]);
    expect(x.declared("战士-1")[2]).toEqual({ kind: "Touch", target: "地精-1" });
    expect(x.facts("DamageDealt")).toEqual([expect.objectContaining({ amount: 2 })]);
    expect(x.findings).toEqual([]);
  });

  it("given every GM word of the vocabulary, when imported, then each makes its GM declaration with its reason (dnd35 暂时生命值TEMPORARY HIT POINTS, 非致命伤NONLETHAL DAMAGE)", () => {
    const x = imported([
      ...HEAD,
      'gm temp-hp 战士-1 3 "鼓舞"',
      'gm add-condition 地精-1 prone "绊倒"',
      'gm remove-condition 地精-1 prone "站起"',
      'gm move 地精-1 6,6 "被推开"',
      'gm override 8 "温和的裁定" "桌上商定"',
      'gm nonlethal 地精-1 1 "摔了一跤"',
      'gm remove 地精-1 "逃跑"',
    ]);
    expect(x.declared("gm").slice(1)).toEqual([
      { kind: "GrantTempHp", target: "战士-1", amount: 3, reason: "鼓舞" },
      { kind: "AddCondition", target: "地精-1", condition: "prone", reason: "绊倒" },
      { kind: "RemoveCondition", target: "地精-1", condition: "prone", reason: "站起" },
      { kind: "MoveCreature", target: "地精-1", to: { x: 6, y: 6 }, reason: "被推开" },
      { kind: "OverrideRuling", seq: 8, ruling: "温和的裁定", reason: "桌上商定" },
      { kind: "ApplyDamage", target: "地精-1", amount: 1, nonlethal: true, reason: "摔了一跤" },
      { kind: "RemoveCombatant", target: "地精-1", reason: "逃跑" },
    ]);
    expect(x.findings).toEqual([]);
  });

  it("given combatant lines before the ruleset line, when imported, then their templates are the ruleset's all the same (dnd35 战斗流程)", () => {
    const [ruleset, ...rest] = HEAD;
    const x = imported([rest[0]!, rest[1]!, ruleset!, ...START, "end-turn 战士-1"]);
    expect(x.declared("战士-1")).toEqual([{ kind: "EndTurn" }]);
  });
});

describe("a declaration the vocabulary cannot read names its line and field", () => {
  const errorOf = (line: string) => {
    try {
      importTableLog([...HEAD, line].join("\n"), { file });
    } catch (e) {
      if (e instanceof TableLogError) return { field: `${e.line}: ${e.field}`, reason: e.reason };
      throw e;
    }
    throw new Error("the log imported");
  };

  it.each([
    [
      "a readied action without its trigger (dnd35 准备READY)",
      "declare 战士-1 Ready action.kind=Attack",
      "7: declare.trigger.on",
      /missing/u,
    ],
    [
      "a trigger the rules do not know (dnd35 准备READY)",
      "declare 战士-1 Ready action.kind=Attack trigger.on=sneezes",
      "7: declare.trigger.on",
      /"sneezes" is not one of casts/u,
    ],
    [
      "an answer neither yes nor no (dnd35 借机攻击ATTACKS OF OPPORTUNITY)",
      "declare 战士-1 Respond take=maybe",
      "7: declare.take",
      /yes or no/u,
    ],
    [
      "a field the kind does not take (dnd35 延迟DELAY)",
      "declare 战士-1 Delay target=地精-1",
      "7: declare.target",
      /unknown field "target" \(Delay takes after, count, nextRound\)/u,
    ],
    [
      "an activity not in the table of actions (dnd35 战斗中的动作)",
      "declare 战士-1 Activity activity=Juggle",
      "7: declare.activity",
      /"Juggle" is not one of DrinkPotion/u,
    ],
    [
      "an unknown GM word (dnd35 战斗流程)",
      'gm smite 地精-1 "雷"',
      "7: gm.kind",
      /unknown "smite" \(begin, damage, nonlethal, heal, temp-hp/u,
    ],
  ] as const)("%s", (_name, line, field, reason) => {
    const error = errorOf(line);
    expect(error.field).toBe(field);
    expect(error.reason).toMatch(reason);
  });
});
