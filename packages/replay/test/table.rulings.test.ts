import { describe, expect, it } from "vitest";
import { importTableLog, verify } from "../src/index.ts";

const file = "fight.table";
const HEAD = [
  "ruleset dnd35 1.8.0",
  "combatant 战士-1 fighter 队伍 4,4 longsword",
  "combatant 地精-1 goblin 地精 4,5 morningstar",
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
];
const lineOf = (lines: readonly string[], text: string) => lines.indexOf(text) + 1;

describe("a hit/miss claim that changes which dice follow: the table's ruling is adopted", () => {
  it("a miss the rules call a hit: no damage die, the import goes on, audit finds the ruling", () => {
    const lines = [
      ...HEAD,
      "declare 战士-1 Attack target=地精-1",
      "roll 战士-1 attack 1d20 = 15",
      "claim miss",
      "end-turn 战士-1",
      "declare 地精-1 Attack target=战士-1",
      "roll 地精-1 attack 1d20 = 3",
      "claim miss",
    ];
    const imported = importTableLog(lines.join("\n"), { file });
    const resolved = imported.log.find((e) => e.type === "AttackResolved")!;
    expect(resolved.data).toMatchObject({ hit: false, natural: 15 });
    expect(imported.log.some((e) => e.type === "DamageDealt")).toBe(false);
    expect(imported.overruled).toEqual([
      {
        line: lineOf(lines, "claim miss"),
        seq: resolved.seq,
        type: "AttackResolved",
        path: "data.hit",
        rules: true,
        table: false,
      },
    ]);
    // The goblin's turn follows: the engine went on from the table's version.
    expect(imported.log.filter((e) => e.type === "AttackResolved")).toHaveLength(2);
    const { findings } = verify(imported.text);
    expect(findings[0]).toMatchObject({
      kind: "fact",
      seq: resolved.seq,
      path: "data.hit",
      expected: true,
      recorded: false,
      rule: { rule: "dnd35.attackRoll" },
    });
    // Only within the overruled input (its missing damage die is placed where the next input
    // starts): the rest is audited from the table's version.
    const next = imported.log.find((e) => e.seq > resolved.seq && e.type === "Declared")!;
    // (The transcript stops before the fight ended: that is an "incomplete" finding of its own.)
    for (const f of findings)
      if (f.kind !== "incomplete") expect("seq" in f && f.seq).toBeLessThanOrEqual(next.seq);
    expect(findings.at(-1)).toMatchObject({ kind: "incomplete", seq: imported.log.length - 1 });
  });

  it("a hit the rules call a miss: its damage die is taken, the damage dealt", () => {
    const lines = [
      ...HEAD,
      "declare 战士-1 Attack target=地精-1",
      "roll 战士-1 attack 1d20 = 2",
      "claim hit",
      "roll 战士-1 damage 1d8+3 = 1",
      "claim damage 4",
      "end-turn 战士-1",
    ];
    const imported = importTableLog(lines.join("\n"), { file });
    expect(imported.log.find((e) => e.type === "AttackResolved")?.data).toMatchObject({
      hit: true,
      natural: 2,
    });
    expect(imported.log.find((e) => e.type === "DamageDealt")?.data).toMatchObject({ amount: 4 });
    expect(imported.overruled.map((o) => [o.path, o.rules, o.table])).toEqual([
      ["data.hit", false, true],
    ]);
    expect(verify(imported.text).findings[0]).toMatchObject({ kind: "fact", path: "data.hit" });
  });
});
