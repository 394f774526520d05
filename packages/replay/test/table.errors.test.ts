import { describe, expect, it } from "vitest";
import { importTableLog, TableLogError } from "../src/index.ts";

const file = "fight.table";
const HEAD = [
  "ruleset dnd35 1.8.0",
  "combatant 战士-1 fighter 队伍 4,4 longsword",
  "combatant 地精-1 goblin 地精 4,5 morningstar",
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
];
const ATTACK = [
  "declare 战士-1 Attack target=地精-1",
  "roll 战士-1 attack 1d20 = 15",
  "roll 战士-1 damage 1d8+3 = 1",
];

// The error a log throws, as `file:line: field` and its reason.
function errorOf(lines: readonly string[]): { where: string; reason: string } {
  try {
    importTableLog(lines.join("\n"), { file });
  } catch (e) {
    if (!(e instanceof TableLogError)) throw e;
    expect(e.message).toBe(`${e.file}:${e.line}: ${e.field}: ${e.reason}`);
    return { where: `${e.file}:${e.line}: ${e.field}`, reason: e.reason };
  }
  throw new Error("the log imported");
}

describe("importTableLog errors name file:line:field", () => {
  it("imports a well-formed log (the base the cases below break)", () => {
    const { log } = importTableLog([...HEAD, ...ATTACK, "claim hit"].join("\n"), { file });
    expect(log.some((e) => e.type === "AttackResolved")).toBe(true);
  });

  it.each([
    [
      "an unknown line",
      ["ruleset dnd35 1.8.0", "flourish 战士-1"],
      "fight.table:2: line",
      /flourish/u,
    ],
    ["no ruleset", HEAD.slice(1), "fight.table:3: ruleset", /no `ruleset/u],
    [
      "an unknown ruleset",
      ["ruleset pf2 1.0.0", ...HEAD.slice(1)],
      "fight.table:1: ruleset.id",
      /pf2/u,
    ],
    [
      "an unknown template",
      ["ruleset dnd35 1.8.0", "combatant 龙-1 dragon 龙 1,1 longsword"],
      "fight.table:2: combatant.template",
      /dragon/u,
    ],
    [
      "an unknown weapon",
      ["ruleset dnd35 1.8.0", "combatant 战士-1 fighter 队伍 4,4 lightsaber"],
      "fight.table:2: combatant.weapon",
      /lightsaber/u,
    ],
    [
      "a bad square",
      ["ruleset dnd35 1.8.0", "combatant 战士-1 fighter 队伍 four longsword"],
      "fight.table:2: combatant.position",
      /x,y/u,
    ],
    [
      "bad combatant JSON",
      ["ruleset dnd35 1.8.0", "combatant-json {id: 1}"],
      "fight.table:2: combatant-json",
      /not JSON/u,
    ],
    [
      "a header the ruleset refuses",
      [
        "ruleset dnd35 1.8.0",
        "map 12 8",
        "combatant 战士-1 fighter 队伍 40,40 longsword",
        'gm begin "开始"',
      ],
      "fight.table:3: roster[0].position",
      /40,40/u,
    ],
    [
      "an unclosed quote",
      [...HEAD.slice(0, 3), 'gm begin "开始'],
      "fight.table:4: quote",
      /closed/u,
    ],
    [
      "a GM line without a reason",
      [...HEAD.slice(0, 3), "gm begin"],
      "fight.table:4: gm.reason",
      /missing/u,
    ],
    [
      "a roll before any input",
      [...HEAD.slice(0, 3), "roll 战士-1 attack 1d20 = 3"],
      "fight.table:4: roll",
      /before/u,
    ],
    [
      "bad notation",
      [...HEAD, "declare 战士-1 Attack target=地精-1", "roll 战士-1 attack d"],
      "fight.table:8: roll.expr",
      /notation/u,
    ],
    [
      "no faces",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20"],
      "fight.table:8: roll.faces",
      /=/u,
    ],
    [
      "a face that is not a number",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20 = x"],
      "fight.table:8: roll.faces",
      /whole number/u,
    ],
    [
      "a face out of range",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20 = 21"],
      "fight.table:8: roll.faces",
      /from 1 to 20/u,
    ],
    [
      "too many faces",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20 = 3 4"],
      "fight.table:8: roll.faces",
      /2 face/u,
    ],
    [
      "a die of another actor",
      [...HEAD, ATTACK[0]!, "roll 地精-1 attack 1d20 = 3"],
      "fight.table:8: roll.actor",
      /战士-1 attack 1d20/u,
    ],
    [
      "a die for another purpose",
      [...HEAD, ATTACK[0]!, "roll 战士-1 damage 1d20 = 3"],
      "fight.table:8: roll.purpose",
      /attack/u,
    ],
    [
      "a die of another expression",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d12 = 3"],
      "fight.table:8: roll.expr",
      /1d20/u,
    ],
    [
      "a missing die",
      [...HEAD, ATTACK[0]!],
      "fight.table:7: roll",
      /not written: roll 战士-1 attack 1d20/u,
    ],
    [
      "a die nobody asked for",
      [...HEAD, ...ATTACK, "roll 战士-1 attack 1d20 = 3"],
      "fight.table:10: roll",
      /no more dice/u,
    ],
    [
      "an initiative die in the wrong order",
      [...HEAD.slice(0, 4), HEAD[5]!, HEAD[4]!],
      "fight.table:5: roll.actor",
      /战士-1 initiative/u,
    ],
    [
      "an unknown declaration kind",
      [...HEAD, "declare 战士-1 Dance"],
      "fight.table:7: declare.kind",
      /unknown "Dance"/u,
    ],
    [
      "an unknown declaration field",
      [...HEAD, "declare 战士-1 Attack victim=地精-1"],
      "fight.table:7: declare.victim",
      /unknown field/u,
    ],
    [
      "an illegal declaration",
      [...HEAD, "declare 地精-1 Attack target=战士-1"],
      "fight.table:7: declare",
      /may not act now/u,
    ],
    [
      "an unknown claim",
      [...HEAD, ...ATTACK, "claim crit"],
      "fight.table:10: claim.kind",
      /unknown "crit"/u,
    ],
    [
      "a bad claimed amount",
      [...HEAD, ...ATTACK, "claim damage lots"],
      "fight.table:10: claim.amount",
      /whole number/u,
    ],
    [
      "an unknown state",
      [...HEAD, ...ATTACK, "claim state 地精-1 asleep"],
      "fight.table:10: claim.state",
      /asleep/u,
    ],
    [
      "a claimed hit the rules call a miss, without its damage die (the ruling is adopted)",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20 = 2", "claim hit"],
      "fight.table:7: roll",
      /not written: roll 战士-1 damage 1d8\+3/u,
    ],
    [
      "a damage claim with no damage",
      [...HEAD, ATTACK[0]!, "roll 战士-1 attack 1d20 = 2", "claim damage 3"],
      "fight.table:9: claim",
      /no damage/u,
    ],
    [
      "a state claim for a creature left untouched",
      [...HEAD, ...ATTACK, "claim state 战士-1 dead"],
      "fight.table:10: claim.target",
      /战士-1/u,
    ],
  ] as const)("%s", (_name, lines, where, reason) => {
    const error = errorOf(lines);
    expect(error.where).toBe(where);
    expect(error.reason).toMatch(reason);
  });
});
