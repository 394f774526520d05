import { fighter, type Spell, weapon } from "@d20/core";
import { describe, expect, it } from "vitest";
import { importTableLog, TableLogError, verify } from "../src/index.ts";

// A table's call on a check other than an attack — a save, a concentration check, a Heal check —
// and the initiative order it ran: each is adopted where it is made (what follows depends on it),
// listed as overruled, and found by the audit with the rules' outcome beside the table's.

const file = "fight.table";
const lineOf = (lines: readonly string[], text: string) => lines.indexOf(text) + 1;

/** Daze: Will DC 12 negates, dazed 1 round (SRD spell, outside the seeds). */
const DAZE: Spell = {
  id: "daze",
  name: "daze",
  level: 0,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "dazed",
    rounds: 1,
    save: { save: "will", dc: 12, onSuccess: "negates" },
  },
};
const CASTER = `combatant-json ${JSON.stringify({
  ...fighter("战士-1", "队伍", 4, 4, weapon("longsword")),
  concentration: 2,
  spells: [DAZE],
  // Its shield slung: a hand free for the gestures (seed 000 施法Cast a Spell 法术构件).
  holds: { main: "longsword", shield: "carried" },
})}`;
const START = [
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
];
const GOBLIN = "combatant 地精-1 goblin 地精 4,5 morningstar";

function overruledOf(lines: readonly string[]) {
  const imported = importTableLog(lines.join("\n"), { file });
  return { imported, findings: verify(imported.text).findings };
}

describe("a table's calls on saves, concentration, Heal checks and the order are adopted and audited", () => {
  it("given a save the rules make, when the table claims it failed, then the spell's condition follows and the audit finds SaveRolled.success (dnd35 施法Cast a Spell; SRD Daze)", () => {
    const lines = [
      "ruleset dnd35 1.8.0",
      CASTER,
      GOBLIN,
      ...START,
      "declare 战士-1 Cast spell=daze target=地精-1",
      "roll 地精-1 save-will 1d20 = 15",
      "claim save failed",
    ];
    const { imported, findings } = overruledOf(lines);
    const save = imported.log.find((e) => e.type === "SaveRolled")!;
    expect(save.data).toMatchObject({ natural: 15, success: false });
    expect(imported.log.filter((e) => e.type === "ConditionAdded").map((e) => e.data)).toEqual([
      expect.objectContaining({ target: "地精-1", condition: "dazed" }),
    ]);
    expect(imported.overruled).toEqual([
      {
        line: lineOf(lines, "claim save failed"),
        seq: save.seq,
        type: "SaveRolled",
        path: "data.success",
        rules: true,
        table: false,
      },
    ]);
    expect(findings[0]).toMatchObject({
      kind: "fact",
      seq: save.seq,
      path: "data.success",
      expected: true,
      recorded: false,
    });
  });

  it("given a save the rules fail, when the table claims it made, then no condition follows (dnd35 施法Cast a Spell)", () => {
    const lines = [
      "ruleset dnd35 1.8.0",
      CASTER,
      GOBLIN,
      ...START,
      "declare 战士-1 Cast spell=daze target=地精-1",
      "roll 地精-1 save-will 1d20 = 2",
      "claim save made",
      "end-turn 战士-1",
    ];
    const { imported } = overruledOf(lines);
    expect(imported.log.some((e) => e.type === "ConditionAdded")).toBe(false);
    expect(imported.overruled.map((o) => [o.type, o.rules, o.table])).toEqual([
      ["SaveRolled", false, true],
    ]);
  });

  it("given a defensive casting whose concentration check the rules pass, when the table claims it failed, then the spell is lost (dnd35 专注Concentration, 防御性施法)", () => {
    const lines = [
      "ruleset dnd35 1.8.0",
      CASTER,
      GOBLIN,
      ...START,
      "declare 战士-1 Cast spell=daze target=地精-1 defensively",
      "roll 战士-1 concentration 1d20 = 20",
      "claim concentration failed",
      "end-turn 战士-1",
    ];
    const { imported, findings } = overruledOf(lines);
    const check = imported.log.find((e) => e.type === "ConcentrationRolled")!;
    expect(check.data).toMatchObject({ natural: 20, success: false });
    expect(imported.log.some((e) => e.type === "SpellLost")).toBe(true);
    expect(imported.log.some((e) => e.type === "SaveRolled")).toBe(false);
    expect(findings[0]).toMatchObject({ kind: "fact", seq: check.seq, path: "data.success" });
  });

  it("given a Heal check on a dying ally that the rules fail, when the table claims it made, then the ally is stable (dnd35 稳定角色伤势和恢复)", () => {
    const lines = [
      "ruleset dnd35 1.8.0",
      "combatant 战士-1 fighter 队伍 4,4 longsword",
      "combatant 战士-2 fighter 队伍 4,3 longsword",
      "combatant 地精-1 goblin 地精 8,8 morningstar",
      'gm begin "开始"',
      "roll 战士-1 initiative 1d20 = 12",
      "roll 战士-2 initiative 1d20 = 5",
      "roll 地精-1 initiative 1d20 = 3",
      'gm damage 战士-2 14 "陷阱"',
      "declare 战士-1 Activity activity=StabilizeAlly target=战士-2",
      "roll 战士-1 heal 1d20 = 3",
      "claim heal made",
      "end-turn 战士-1",
    ];
    const { imported, findings } = overruledOf(lines);
    const check = imported.log.find((e) => e.type === "HealCheckRolled")!;
    expect(check.data).toMatchObject({ natural: 3, success: true });
    const after = imported.log.filter((e) => e.seq > check.seq && e.type === "VitalsChanged");
    expect(after[0]!.data).toMatchObject({ target: "战士-2", vitals: { state: "stable" } });
    expect(findings[0]).toMatchObject({ kind: "fact", seq: check.seq, path: "data.success" });
  });

  it("given initiative the rules order 战士-1 first, when the table claims the goblin went first, then the goblin's turn comes first and the audit finds InitiativeRolled.order (dnd35 先攻INITIATIVE)", () => {
    const lines = [
      "ruleset dnd35 1.8.0",
      "combatant 战士-1 fighter 队伍 4,4 longsword",
      GOBLIN,
      ...START,
      "claim order 地精-1 战士-1",
      "end-turn 地精-1",
      "end-turn 战士-1",
    ];
    const { imported, findings } = overruledOf(lines);
    const rolled = imported.log.find((e) => e.type === "InitiativeRolled")!;
    expect(rolled.data).toMatchObject({ order: ["地精-1", "战士-1"] });
    const turns = imported.log
      .filter((e) => e.type === "TurnStarted")
      .map((e) => (e.data as { actor: string }).actor);
    expect(turns.slice(0, 2)).toEqual(["地精-1", "战士-1"]);
    expect(imported.overruled).toEqual([
      expect.objectContaining({
        line: lineOf(lines, "claim order 地精-1 战士-1"),
        path: "data.order",
        rules: ["战士-1", "地精-1"],
        table: ["地精-1", "战士-1"],
      }),
    ]);
    expect(findings[0]).toMatchObject({ kind: "fact", seq: rolled.seq, path: "data.order[0]" });
  });

  it("given a call the vocabulary does not know or an outcome that is not the check's, when imported, then an error names the line and field", () => {
    const bad = (claim: string) => () =>
      importTableLog(["ruleset dnd35 1.8.0", CASTER, GOBLIN, ...START, claim].join("\n"), { file });
    expect(bad("claim save maybe")).toThrow(TableLogError);
    expect(bad("claim save maybe")).toThrow(
      'fight.table:7: claim.outcome: a save is "made" or "failed", not "maybe"',
    );
    expect(bad("claim made")).toThrow(/claim\.kind: unknown "made" \(hit, miss, attack, save/);
    expect(bad("claim order 地精-1 地精-1")).toThrow("claim.order: names 地精-1 twice");
    expect(bad("claim save failed")).toThrow("claim: the rules make no save roll here");
  });
});
