import type { UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { importTableLog, verify } from "../src/index.ts";

// The GM's powers at a real table, written in a table log: a combatant added mid-fight rolls
// initiative and joins the order; one removed while acting passes the turn on.

const file = "fight.table";
const HEAD = [
  "ruleset dnd35 1.8.0",
  "combatant 战士-1 fighter 队伍 4,4 longsword",
  "combatant 地精-1 goblin 地精 4,5 morningstar",
  "combatant 地精-2 goblin 地精 8,5 morningstar",
  'gm begin "开始"',
  "roll 战士-1 initiative 1d20 = 12",
  "roll 地精-1 initiative 1d20 = 3",
  "roll 地精-2 initiative 1d20 = 1",
];

const types = (log: readonly UnsealedEvent[], from: number) =>
  log.slice(from).map((e) => {
    const d = e.data as { actor?: string; id?: string; spec?: { id: string } };
    return `${e.type}${(d.actor ?? d.id ?? d.spec?.id) ? ` ${d.actor ?? d.id ?? d.spec?.id}` : ""}`;
  });

const clean = (text: string) =>
  verify(text, { file }).findings.filter((f) => f.kind !== "incomplete");

describe("the GM's powers in a table log", () => {
  it("given the fight under way, when the GM adds 地精-3 (gm add) with its initiative die, then it rolls initiative and joins the order at its count (dnd35 先攻)", () => {
    const { log, text } = importTableLog(
      [
        ...HEAD,
        'gm add 地精-3 goblin 地精 9,5 morningstar "援兵从桥下钻出"',
        "roll 地精-3 initiative 1d20 = 10",
        "end-turn 战士-1",
        "end-turn 地精-3",
      ].join("\n"),
      { file },
    );
    const added = log.findIndex((e) => e.type === "CombatantAdded");
    expect(types(log, added).slice(0, 3)).toEqual([
      "CombatantAdded 地精-3",
      "DiceRolled",
      "InitiativeRolled",
    ]);
    // 地精-3 (11) acts after 战士-1 (17) and before 地精-1 (4).
    const turns = log
      .filter((e) => e.type === "TurnStarted")
      .map((e) => (e.data as { actor: string }).actor);
    expect(turns).toEqual(["战士-1", "地精-3", "地精-1"]);
    expect(clean(text)).toEqual([]);
  });

  it("given 地精-1 is acting, when the GM removes it (gm remove), then its turn ends and 地精-2's begins", () => {
    const { log, text } = importTableLog(
      [...HEAD, "end-turn 战士-1", 'gm remove 地精-1 "地精-1 逃走了"', "end-turn 地精-2"].join(
        "\n",
      ),
      { file },
    );
    const removed = log.findIndex((e) => e.type === "CombatantRemoved");
    expect(types(log, removed).slice(0, 3)).toEqual([
      "CombatantRemoved 地精-1",
      "TurnEnded 地精-1",
      "TurnStarted 地精-2",
    ]);
    expect(clean(text)).toEqual([]);
  });

  it("given 战士-1 acting, when the GM moves 地精-2 before 地精-1 (gm order), then 地精-2 acts next, at 地精-1's count", () => {
    const { log, text } = importTableLog(
      [
        ...HEAD,
        'gm order 地精-2 地精-1 "地精-2 的先攻骰读错了"',
        "end-turn 战士-1",
        "end-turn 地精-2",
        "end-turn 地精-1",
      ].join("\n"),
      { file },
    );
    expect(log.find((e) => e.type === "OrderChanged")?.data).toEqual({
      target: "地精-2",
      before: "地精-1",
      count: 4,
      rule: "dnd35.gm",
    });
    const turns = log
      .filter((e) => e.type === "TurnStarted")
      .map((e) => (e.data as { actor: string }).actor);
    expect(turns).toEqual(["战士-1", "地精-2", "地精-1", "战士-1"]);
    expect(clean(text)).toEqual([]);
  });
});
