import { describe, expect, it } from "vitest";
import type { FightEvent } from "../../src/log/fightEvent.ts";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { dnd35Laws, type LawFight, lawSuite, type RulesetLaws } from "../../src/testing.ts";

// A law broken on purpose fails through the runner, naming itself: fights of dnd35's random
// policy with one event doctored, one law of each kind (shared and dnd35's).
const suite = lawSuite(dnd35Laws);
const { generator } = dnd35Laws.random;

/** The first random fight whose events hold a `type` satisfying `where`. */
function fightWith(type: string, where: (e: ThreeXEvent) => boolean = () => true) {
  for (let i = 0; i < 50; i++) {
    const fight = generator.play(generator.nth(i));
    const at = fight.run.events.findIndex((e) => e.type === type && where(e));
    if (at >= 0) return { fight, at };
  }
  throw new Error(`no random fight holds a ${type}`);
}

/** The fight with its events replaced. */
const doctored = (f: LawFight, events: readonly ThreeXEvent[]): LawFight => ({
  header: f.header,
  run: { ...f.run, events: events as FightEvent[] },
});

describe("the law runner: a law broken on purpose fails, naming the law", () => {
  it("the fights are lawful before they are doctored", () => {
    const { fight } = fightWith("AttackOfOpportunity");
    suite.check(fight, { kinds: ["trace", "replay"] });
  });

  it("shared: a creature starting two turns in a round breaks `turns`", () => {
    const { fight, at } = fightWith("TurnStarted");
    const events = [...fight.run.events];
    events.splice(at + 1, 0, events[at]!);
    expect(() => suite.check(doctored(fight, events))).toThrow(
      /law "turns" .* broken on dnd35 fight law-\d+: .*started two turns/,
    );
  });

  it("shared: a window never closed breaks `windows`", () => {
    // The log cut just before a window closes: a fold of it is sound, the window still open.
    const { fight, at } = fightWith("WindowClosed");
    const events = fight.run.events.slice(0, at);
    expect(() => suite.check(doctored(fight, events), { only: ["windows"] })).toThrow(
      /law "windows" .*every window opened is closed/,
    );
  });

  it("shared: a die rewritten in the log breaks `deterministic`", () => {
    const { fight, at } = fightWith("DiceRolled");
    const events = [...fight.run.events];
    const die = events[at]! as Extract<ThreeXEvent, { type: "DiceRolled" }>;
    events[at] = { ...die, data: { ...die.data, total: die.data.total + 100 } };
    expect(() => suite.check(doctored(fight, events), { kinds: ["replay"] })).toThrow(
      /law "deterministic"/,
    );
  });

  it("dnd35: a second AoO in a round by a creature without Combat Reflexes breaks `dnd35:aooAllowance` (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const { fight, at } = fightWith(
      "AttackOfOpportunity",
      (e) => e.type === "AttackOfOpportunity" && e.data.attacker !== "强盗-1",
    );
    const events = [...fight.run.events];
    events.splice(at + 1, 0, events[at]!);
    expect(() => suite.check(doctored(fight, events), { only: ["dnd35:aooAllowance"] })).toThrow(
      /law "dnd35:aooAllowance"/,
    );
  });

  it("dnd35: hp above max breaks `dnd35:vitals` (dnd35 濒死, 稳定角色伤势和恢复)", () => {
    const { fight, at } = fightWith("VitalsChanged");
    const events = [...fight.run.events];
    const v = events[at]! as Extract<ThreeXEvent, { type: "VitalsChanged" }>;
    const vitals = { ...v.data.vitals, hp: v.data.vitals.maxHp + 1 };
    events[at] = { ...v, data: { ...v.data, vitals } };
    expect(() => suite.check(doctored(fight, events))).toThrow(/law "dnd35:vitals"/);
  });

  it("dnd35: a mount moved without its rider breaks `dnd35:mountedSeats` (dnd35 骑乘战斗MOUNTED COMBAT)", () => {
    // A fight with steeds: the warhorse's first move with its rider still on it (never off it yet)
    // doctored into the rider's own, the horse left behind.
    let ridden: { fight: LawFight; at: number } | undefined;
    for (let i = 0; ridden === undefined && i < 50; i++) {
      const fight = generator.play(generator.nth(i));
      const evs = fight.run.events as readonly ThreeXEvent[];
      const off = evs.findIndex(
        (e) =>
          (e.type === "MountChanged" && e.data.rider === "战士-1") ||
          (e.type === "VitalsChanged" && e.data.target === "战士-1"),
      );
      const at = evs.findIndex((e) => e.type === "Moved" && e.data.actor === "战马-1");
      if (at >= 0 && (off < 0 || at < off)) ridden = { fight, at };
    }
    const { fight, at } = ridden!;
    const events = [...fight.run.events];
    const m = events[at]! as Extract<ThreeXEvent, { type: "Moved" }>;
    events[at] = { ...m, data: { ...m.data, actor: "战士-1" } };
    expect(() => suite.check(doctored(fight, events), { kinds: ["trace"] })).toThrow(
      /law "dnd35:mountedSeats"/,
    );
  });

  it("runs the ruleset's own laws with the shared ones, and refuses a law it does not hold or holds twice", () => {
    const ids = suite.laws.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(["turns", "windows", "dnd35:aooAllowance"]));
    expect(() => suite.pick({ only: ["noSuchLaw"] })).toThrow(/no law "noSuchLaw"/);
    const twice: RulesetLaws = { ...dnd35Laws, laws: [...dnd35Laws.laws, dnd35Laws.laws[0]!] };
    expect(() => lawSuite(twice)).toThrow(/two laws "dnd35:aooAllowance"/);
  });
});
