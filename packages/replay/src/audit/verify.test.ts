import {
  attackNearest,
  decideMut,
  type FightEvent,
  fightState,
  fourVsFour,
  type Input,
  isViolation,
  rulesetOf,
  violationText,
} from "@d20/core";
import { dnd35Laws, lawSuite } from "@d20/core/testing";
import { type HeaderData, seededDice, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { fightWithGm, lawFight } from "../testing/dnd35/fights.ts";
import { played } from "../testing/played.ts";
import { replayLaws, verifyFindsNothing } from "../testing/replayLaws.ts";
import { verify } from "./verify.ts";

const reseal = (log: readonly UnsealedEvent[]) => serializeLog(log).text;

describe("verify", () => {
  it("finds nothing in any log the engine produced (the 1,000-fight law run)", () => {
    // Through the law suite's runner: replay's law "verify finds nothing" on dnd35's fights.
    const suite = lawSuite(dnd35Laws, replayLaws);
    const { generator } = dnd35Laws.policies;
    let events = 0;
    let ms = 0;
    for (let i = 0; i < 1000; i++) {
      const fight = generator.play(generator.nth(i));
      const start = performance.now();
      suite.check(fight, { only: [verifyFindsNothing.id] });
      ms += performance.now() - start;
      events += fight.run.events.length + 1;
    }
    console.log(
      `verify: 1,000 fights, ${events} events, ${((events / ms) * 1000).toFixed(0)} events/s`,
    );
  });

  it("finds nothing in a fight its driver ended when round 2 was over (a scenario's end.maxRounds)", () => {
    const header = fourVsFour("round-limit");
    const state = fightState(header);
    const dice = seededDice("round-limit");
    const events: FightEvent[] = [];
    const play = (input: Input) => {
      const out = decideMut(state, input, dice, { lastRound: 2 });
      if (isViolation(out))
        throw new Error(`${out.code}: ${violationText(out, rulesetOf(state).words)}`);
      events.push(...out);
    };
    play({ by: "gm", decl: { kind: "BeginCombat", reason: "the fight starts" } });
    while (state.awaiting.kind === "declaration") {
      const actor = state.awaiting.actor;
      play({ by: actor, decl: attackNearest(state, actor) });
    }
    expect(events[events.length - 1]).toMatchObject({
      type: "FightEnded",
      data: { roundLimit: 2 },
    });
    expect(verify(played(header, events).text).findings).toEqual([]);
  });

  it("takes events already read as well as JSONL", () => {
    expect(verify(lawFight(7).log).findings).toEqual([]);
  });

  it("lists the GM's declarations with their reasons as decisions, not findings", () => {
    const fight = fightWithGm("gm-decisions");
    const report = verify(fight.text);
    expect(report.findings).toEqual([]);
    expect(report.gmDecisions.map((d) => [d.kind, d.reason])).toEqual([
      ["BeginCombat", "the fight starts"],
      ["ApplyDamage", "a falling rock"],
    ]);
    const rock = report.gmDecisions[1]!;
    expect(fight.log[rock.seq]).toMatchObject({ type: "Declared", data: { by: "gm" } });
  });

  it("reports an illegal GM declaration as a violation with its rule, and lists it all the same", () => {
    const fight = lawFight(8);
    const gm: Input = {
      by: "gm",
      decl: { kind: "ApplyDamage", target: "nobody", amount: 3, reason: "a falling rock" },
    };
    const seq = fight.log.length;
    const report = verify([...fight.log, { seq, type: "Declared", v: 1, data: gm }]);
    expect(report.gmDecisions.map((d) => d.reason)).toEqual(["the fight starts", "a falling rock"]);
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: "violation", seq, by: "gm", declaration: "ApplyDamage" }),
    ]);
  });

  it("reports a ruleset version other than the engine's as 'ruleset changed', not as a violation", () => {
    const fight = lawFight(2);
    const header = fight.header;
    const old: HeaderData = { ...header, ruleset: { ...header.ruleset, version: "0.9.0" } };
    const report = verify(reseal([{ seq: 0, type: "Header", v: 1, data: old }, ...fight.events]));
    expect(report.findings).toEqual([
      { kind: "rulesetChanged", seq: 0, ruleset: "dnd35", recorded: "0.9.0", current: "1.8.0" },
    ]);
  });

  it("turns a damaged log into one log finding with its line and field, not a throw", () => {
    const lines = lawFight(3).text.split("\n");
    lines[5] = lines[5]!.replace('"seeded"', '"forced"');
    const report = verify(lines.join("\n"), { file: "fight.jsonl" });
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: "log", code: "bad-hash", line: 6, seq: 5, field: "hash" }),
    ]);
  });

  it("reports a die out of range for its expression, citing the rule of the fact it fed", () => {
    const fight = lawFight(5);
    const at = fight.log.findIndex((e) => e.type === "DiceRolled");
    const log = fight.log.map((e, i) =>
      i === at ? { ...e, data: { ...(e.data as object), faces: [21], total: 21 } } : e,
    );
    const report = verify(reseal(log));
    expect(report.findings[0]).toMatchObject({
      kind: "die",
      seq: at,
      check: "faces",
      recorded: 21,
      rule: { rule: "dnd35.initiative", citation: { source: { kind: "seed" } } },
    });
  });

  it("checks dice rolled at a table or forced for range only, not against the seed", () => {
    const fight = lawFight(6);
    const log = fight.log.map((e) =>
      e.type === "DiceRolled" ? { ...e, data: { ...(e.data as object), origin: "table" } } : e,
    );
    expect(verify(reseal(log)).findings).toEqual([]);
  });

  it("reports a log cut in the middle of an input: the rules produce events the log lacks", () => {
    const fight = lawFight(9);
    const cut = fight.log.findIndex((e) => e.type === "AttackResolved");
    const report = verify(reseal(fight.log.slice(0, cut)));
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: "fact",
        seq: cut,
        type: "AttackResolved",
        path: "",
        recorded: undefined,
      }),
    ]);
  });

  it("refuses a branch without its parent as a header finding", () => {
    const fork = {
      seq: 5,
      type: "ForkHeader",
      v: 1,
      data: { parent: "p", at: 5, parentHash: "a".repeat(64), edits: [] },
    };
    expect(verify(reseal([fork])).findings).toEqual([
      expect.objectContaining({ kind: "header", seq: 5 }),
    ]);
  });

  it("reports a fact about nobody, without throwing", () => {
    const fight = lawFight(13);
    const decl = fight.log.findIndex((e) => e.type === "Declared" && e.seq > 20);
    const vitals = fight.log.findIndex((e) => e.type === "VitalsChanged" && e.seq > decl + 5);
    const log = fight.log.map((e, i) =>
      i === vitals ? { ...e, data: { ...(e.data as object), target: "nobody" } } : e,
    );
    const report = verify(reseal(log));
    expect(report.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "fact", seq: vitals, path: "data.target" }),
        expect.objectContaining({ kind: "unfoldable", seq: vitals, type: "VitalsChanged" }),
      ]),
    );
  });

  it("given a re-sealed declaration that is not an input, when verified, then malformed data behind a valid chain: a log finding naming its line and field (issue Trust, 7)", () => {
    const fight = lawFight(13);
    const decl = fight.log.findIndex((e) => e.type === "Declared" && e.seq > 20);
    const log = fight.log.map((e, i) => (i === decl ? { ...e, data: { nonsense: true } } : e));
    expect(verify(reseal(log)).findings).toEqual([
      {
        kind: "log",
        code: "bad-data",
        line: decl + 1,
        seq: decl,
        field: "data.by",
        reason: "Declared: missing",
        meant: { seq: decl, round: roundBefore(fight.log, decl), type: "Declared" },
      },
    ]);
  });
});

function roundBefore(log: readonly { type: string; data: unknown }[], at: number): number {
  let round = 0;
  for (const e of log.slice(0, at)) {
    if (e.type === "RoundStarted") round = (e.data as { round: number }).round;
  }
  return round;
}
