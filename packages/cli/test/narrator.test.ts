import { readFileSync } from "node:fs";
import type { FightEvent } from "@d20/core";
import { loadLog, Narrator } from "@d20/replay";
import { loadScenarioFile, playScenario } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { GOLDEN, ROOT } from "./d20.ts";
import { interruptFight } from "./interruptFight.ts";

const golden = loadLog(readFileSync(GOLDEN)).events;

const event = (seq: number, type: string, data: unknown) =>
  ({ seq, type, v: 1, data }) as unknown as FightEvent;

describe("narration", () => {
  it("given a turn, when told, then the header is flush left and its declarations and facts indented under it", () => {
    const narrator = new Narrator();
    const turn = golden.findIndex((e) => e.type === "TurnStarted");
    const lines = golden.slice(turn, turn + 6).flatMap((e) => narrator.tell(e));
    expect(lines).toEqual([
      "",
      "── 蓝-巨斧's turn ──",
      "  蓝-巨斧 declares Run (12,14)→(12,13)→(12,12)",
      "    Run: full-round action",
      "    蓝-巨斧 moves 15 ft to (12,12)",
      "    蓝-巨斧 is running until round 2 count 22",
      "  蓝-巨斧 declares EndTurn",
    ]);
  });

  it("given the whole golden fight, when told, then every round has a heading and it ends with the winner", () => {
    const narrator = new Narrator();
    const text = golden.flatMap((e) => narrator.tell(e)).join("\n");
    const rounds = golden.filter((e) => e.type === "RoundStarted").length;
    expect(rounds).toBeGreaterThan(2);
    for (let r = 1; r <= rounds; r++) expect(text).toContain(`══ Round ${r} ══`);
    expect(text).toMatch(/The fight ends: blue wins/);
    expect(text).not.toContain("undefined");
  });

  it("given a real fight with a delay, a readied attack and a declined AoO, when told, then each window is indented under the step it interrupted", () => {
    const narrator = new Narrator();
    const text = interruptFight().events.flatMap((e) => narrator.tell(e));
    const from = text.indexOf("── hero's turn ──");
    expect(text.slice(from, from + 3)).toEqual([
      "── hero's turn ──",
      "  hero declares Delay until after gob",
      "    hero delays until after gob",
    ]);
    expect(text).toContain("    Dara readies: Attack when gob moves into reach");
    const move = text.indexOf("  gob declares Move (2,2)");
    expect(text.slice(move, move + 12)).toEqual([
      "  gob declares Move (2,2)",
      "    Move: move action",
      "    ⚔ window: hero may attack gob leaving (2,1)",
      "      hero declines",
      "    window closes; gob goes on",
      "    gob moves 5 ft to (2,2)",
      "    ⏱ window: Dara's readied action may fire as gob moves (at (2,2))",
      "      Dara's readied action fires: Dara now acts at 2, just ahead of gob",
      "      roll 1d20 = 2  Dara/attack/r1/#1",
      expect.stringMatching(/^ {6}Dara misses gob with longsword: d20 2 /),
      "    window closes; gob goes on",
      "  gob declares EndTurn",
    ]);
    expect(text).toContain("  hero steps in from its delay: it acts at count 2 from now on");
    expect(text).toContain("── hero's turn (stepping in from a delay) ──");
    expect(text.join("\n")).not.toMatch(/undefined|\{"/);
  });

  it("given a plain delay asked after each later turn, when told, then each delay window is told as one — step in or wait — never as a readied action (dnd35 延迟DELAY)", () => {
    const scenario = loadScenarioFile(`${ROOT}/packages/cli/test/fixtures/delay-window.json`);
    const narrator = new Narrator();
    const text = playScenario(scenario).events.flatMap((e) => narrator.tell(e));
    const from = text.indexOf("── hero's turn ──");
    expect(text.slice(from, from + 17)).toEqual([
      "── hero's turn ──",
      "  hero declares Delay until it chooses to step in (asked after each later turn)",
      "    hero delays until it chooses to step in (asked after each later turn)",
      "",
      "── gob1's turn ──",
      "  gob1 declares EndTurn",
      "  ⏳ delay window: gob1's turn is over; hero may step in now or go on waiting",
      "    hero goes on waiting",
      "  delay window closes",
      "",
      "── gob2's turn ──",
      "  gob2 declares EndTurn",
      "  ⏳ delay window: gob2's turn is over; hero may step in now or go on waiting",
      "    hero steps in from its delay: it acts at count 3 from now on",
      "  delay window closes",
      "",
      "── hero's turn (stepping in from a delay) ──",
    ]);
    expect(text.join("\n")).not.toMatch(/readied|declines|goes on$/m);
  });

  it("given the casters-vs-orcs fight the tactician plays, when told, then its choices read with their reasons after the declaration (SRD; seed 000 施法Cast a Spell, 暂不散发)", () => {
    const scenario = loadScenarioFile(`${ROOT}/examples/scenarios/casters-vs-orcs.json`);
    const narrator = new Narrator();
    const text = playScenario(scenario).events.flatMap((e) => narrator.tell(e));
    expect(text).toContain(
      "  Bram declares Withdraw (3,3)→(2,2)→(1,1)→(0,0) — at 3 of 12 hp, orc-1 beside it",
    );
    expect(text).toContain(
      "  Ilse declares Cast cure-moderate-wounds — holds cure moderate wounds for Bram at 3 of 12 hp, 30 ft off",
    );
    expect(text).toContain(
      "  Ilse declares Touch → Bram — discharges cure moderate wounds: Bram at 3 of 12 hp",
    );
    expect(text).toContain(
      "  Ysolde declares Cast sleep → orc-1 — orc-1 not asleep, 75% to fail its Will save; 1 with its dagger",
    );
    // An answer in a window and a plain blow carry no reason: told as before.
    expect(text).toContain("  Bram declares Attack → orc-3");
  });

  it("given a delay that lapses and one to a count next round, when told, then the narration says so (dnd35 延迟的先攻结果)", () => {
    const narrator = new Narrator();
    const lines = [
      event(1, "Delayed", { actor: "A", round: 1, count: 25, nextRound: true, rule: "r" }),
      event(2, "DelayEnded", { actor: "B", count: 12, lapsed: true, rule: "r" }),
    ].flatMap((e) => narrator.tell(e));
    expect(lines).toEqual([
      "  A delays to count 25 next round",
      "  B's delay lapses: its count 12 came round again, the delayed action lost; a regular turn follows",
    ]);
  });

  it("given a window inside a window, when told, then the inner one is indented further", () => {
    const narrator = new Narrator();
    const open = (seq: number, provoker: string, candidates: string[]) =>
      event(seq, "WindowOpened", {
        window: "opportunity",
        provoker,
        trigger: "move",
        at: { x: 4, y: 5 },
        candidates,
        rule: "dnd35.aoo",
      });
    const close = (seq: number, window: number, provoker: string) =>
      event(seq, "WindowClosed", { window, provoker, outcome: "resumed", rule: "dnd35.aoo" });
    const lines = [
      open(1, "战士-2", ["地精-1"]),
      event(2, "AttackOfOpportunity", {
        attacker: "地精-1",
        target: "战士-2",
        window: 1,
        weapon: "longsword",
        rule: "dnd35.aoo",
      }),
      open(3, "地精-1", ["战士-3"]),
      event(4, "OpportunityDeclined", { by: "战士-3", window: 3, rule: "dnd35.aoo" }),
      close(5, 3, "地精-1"),
      close(6, 1, "战士-2"),
    ].flatMap((e) => narrator.tell(e));
    expect(lines).toEqual([
      "  ⚔ window: 地精-1 may attack 战士-2 leaving (4,5)",
      "    地精-1 takes an attack of opportunity on 战士-2 (longsword)",
      "    ⚔ window: 战士-3 may attack 地精-1 leaving (4,5)",
      "      战士-3 declines",
      "    window closes; 地精-1 goes on",
      "  window closes; 战士-2 goes on",
    ]);
  });

  it("given a Heal check, when told, then it shows d20 + Heal vs DC 15 (dnd35 稳定角色伤势和恢复)", () => {
    const lines = new Narrator().tell(
      event(1, "HealCheckRolled", {
        healer: "cleric",
        target: "fighter",
        natural: 11,
        bonus: [{ label: "Heal", value: 4, rule: "dnd35.healCheck" }],
        total: 15,
        dc: 15,
        success: true,
        rule: "dnd35.healCheck",
      }),
    );
    expect(lines).toEqual([
      "  cleric Heal check to stabilize fighter: d20 11 +4 Heal = 15 vs DC 15: success",
    ]);
  });

  it("given the facts of spells, when told, then concentration shows its DC term by term", () => {
    const lines = new Narrator().tell(
      event(1, "ConcentrationRolled", {
        caster: "mage",
        spell: "sleep",
        natural: 9,
        bonus: [{ label: "Concentration", value: 4 }],
        total: 13,
        dc: 16,
        dcBreakdown: [
          { label: "base", value: 15 },
          { label: "spell level", value: 1 },
        ],
        success: false,
        rule: "dnd35.concentration",
      }),
    );
    expect(lines).toEqual([
      "  mage concentration (sleep): d20 9 +4 Concentration = 13 vs DC 16 (+15 base +1 spell level): failure",
    ]);
    const more = [
      event(2, "SpellLost", { caster: "mage", spell: "sleep", reason: "failed concentration" }),
      event(3, "CastingStarted", { caster: "mage", spell: "sleep", target: "gob" }),
      event(4, "SpellCast", { caster: "mage", spell: "sleep", targets: ["gob"] }),
    ].flatMap((e) => new Narrator().tell(e));
    expect(more).toEqual([
      "  mage loses sleep: failed concentration",
      "  mage begins casting sleep at gob (it takes effect before mage's next turn)",
      "  mage casts sleep on gob",
    ]);
  });
});
