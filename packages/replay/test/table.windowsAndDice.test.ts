import type { UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { importTableLog, TableLogError, verify } from "../src/index.ts";

// What a table writes the way it plays: the windows it let pass are not written (the table's
// default answers them, and the audit lists each as assumed), and dice in a dice bot's notation.

const file = "fight.table";
const HEAD = [
  "ruleset dnd35 1.8.0",
  "combatant 战士-1 fighter 队伍 4,4 longsword",
  "combatant 地精-1 goblin 地精 4,5 morningstar",
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
];

const facts = (log: readonly UnsealedEvent[], type: string) =>
  log.filter((e) => e.type === type).map((e) => e.data);

const errorOf = (lines: readonly string[]): string => {
  try {
    importTableLog(lines.join("\n"), { file });
  } catch (e) {
    if (e instanceof TableLogError) return e.message;
    throw e;
  }
  throw new Error("imported");
};

describe("a window the table's notes do not answer", () => {
  it("given 地精-1 walks out of 战士-1's reach and the notes go on with 地精-1's turn, when imported, then 战士-1 declines by the table's default and the audit lists it as assumed, not as a finding (dnd35 借机攻击)", () => {
    const { log, text, assumed } = importTableLog(
      [...HEAD, "end-turn 战士-1", "declare 地精-1 Move path=4,6;4,7", "end-turn 地精-1"].join(
        "\n",
      ),
      { file },
    );
    const answer = log.find(
      (e) => e.type === "Declared" && (e.data as { by: string }).by === "战士-1" && e.seq > 10,
    );
    expect(answer?.data).toEqual({
      by: "战士-1",
      decl: { kind: "Respond", take: false },
      assumed: { window: "opportunity", provoker: "地精-1", default: "decline" },
    });
    expect(assumed).toEqual([
      { line: 9, seq: answer!.seq, by: "战士-1", window: "opportunity", provoker: "地精-1" },
    ]);
    const findings = verify(text, { file }).findings.filter((f) => f.kind !== "incomplete");
    expect(findings).toEqual([
      {
        kind: "assumed",
        seq: answer!.seq,
        by: "战士-1",
        declaration: "Respond",
        window: "opportunity",
        provoker: "地精-1",
        default: "decline",
      },
    ]);
  });

  it("given the notes answer the window, then nothing is assumed", () => {
    const { assumed } = importTableLog(
      [
        ...HEAD,
        "end-turn 战士-1",
        "declare 地精-1 Move path=4,6;4,7",
        "declare 战士-1 Respond take=no",
        "end-turn 地精-1",
      ].join("\n"),
      { file },
    );
    expect(assumed).toEqual([]);
  });
});

describe("dice as a table writes them", () => {
  it("given gm damage 2d6+1 = 3 4, when imported, then the GM's damage is 8 and the roll is kept as written", () => {
    const { log } = importTableLog([...HEAD, 'gm damage 地精-1 2d6+1 = 3 4 "陷阱"'].join("\n"), {
      file,
    });
    expect(facts(log, "Declared").at(-1)).toEqual({
      by: "gm",
      decl: {
        kind: "ApplyDamage",
        target: "地精-1",
        amount: 8,
        rolled: "2d6+1 = 3 4",
        reason: "陷阱",
      },
    });
  });

  it("given gm temp-hp (1d6+2)*2 = total 10 and 4d6kh3 = 6 2 5 1, then the totals are 10 and 13", () => {
    const { log } = importTableLog(
      [
        ...HEAD,
        'gm temp-hp 战士-1 (1d6+2)*2 = total 10 "祝福"',
        'gm heal 地精-1 4d6kh3 = 6 2 5 1 "药"',
      ].join("\n"),
      { file },
    );
    const gm = facts(log, "Declared").slice(-2) as { decl: { amount: number; rolled: string } }[];
    expect(gm.map((d) => [d.decl.amount, d.decl.rolled])).toEqual([
      [10, "(1d6+2)*2 = total 10"],
      [13, "4d6kh3 = 6 2 5 1"],
    ]);
  });

  it("given a total the expression cannot give, or too many dice, then the error names the line and the limit", () => {
    expect(errorOf([...HEAD, 'gm damage 地精-1 1d6 = total 9 "x"'])).toBe(
      "fight.table:7: gm.amount.total: 1d6 gives 1 to 6, not 9",
    );
    expect(errorOf([...HEAD, 'gm damage 地精-1 101d6 = total 9 "x"'])).toBe(
      'fight.table:7: gm.amount: dice expression "101d6" at column 1: 101 dice is more than MAX_DICE (100)',
    );
  });

  it("given a damage roll written as d8+1+2 = total 8, when the rules roll 1d8+3, then it is the same roll and its face is 5", () => {
    const { log, text } = importTableLog(
      [
        ...HEAD,
        "declare 战士-1 Attack target=地精-1",
        "roll 战士-1 attack d20 = total 15",
        "roll 战士-1 damage d8+1+2 = total 8",
      ].join("\n"),
      { file },
    );
    const dice = facts(log, "DiceRolled").slice(-2) as { expr: string; faces: number[] }[];
    expect(dice).toEqual([
      expect.objectContaining({ expr: "1d20", faces: [15] }),
      expect.objectContaining({ expr: "1d8+3", faces: [5] }),
    ]);
    expect(verify(text, { file }).findings.filter((f) => f.kind !== "incomplete")).toEqual([]);
  });

  it("given a roll line in a notation the rules do not roll (kh), then the error says what they ask for", () => {
    expect(
      errorOf([
        ...HEAD,
        "declare 战士-1 Attack target=地精-1",
        "roll 战士-1 attack 2d20kh1 = 15 3",
      ]),
    ).toBe(
      'fight.table:8: roll.expr: written "2d20kh1", but the rules ask for roll 战士-1 attack 1d20 = …',
    );
  });
});
