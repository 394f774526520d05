import { describe, expect, it } from "vitest";
import { dnd35Laws, lawSuite } from "../../src/testing.ts";

// The law suite's trace laws (the shared ones and dnd35's) on 1,000 random fights (the random policy on both sides, casters with sleep and
// hold person, delays of every kind), in ten blocks of 100 so that no single test runs long on a
// loaded machine. What the fights held is tallied across the blocks and checked at the end: the
// laws must have met helpless creatures and waiting delayers, not only plain fights.
const BLOCKS = 10;
const PER_BLOCK = 100;
const suite = lawSuite(dnd35Laws);
const { generator } = dnd35Laws.random;
const seen = {
  asleep: 0,
  paralyzed: 0,
  helplessTurns: 0,
  plainDelays: 0,
  lapsed: 0,
  fights: 0,
  // The natural attacks of full attacks: a claw, a bite beside a weapon (SRD natural weapons).
  naturalClaws: 0,
  bitesBesideWeapon: 0,
};

describe("1,000 random fights with helpless and delaying creatures and natural attacks: the laws hold (dnd35 无助的防御者, 延迟DELAY, 借机攻击; SRD natural weapons)", () => {
  for (let b = 0; b < BLOCKS; b++) {
    it(`fights ${b * PER_BLOCK}–${(b + 1) * PER_BLOCK - 1}: every trace law (turns, windows, AoOs, provocation, ready, helpless, delays, injury)`, () => {
      for (let i = b * PER_BLOCK; i < (b + 1) * PER_BLOCK; i++) {
        const fight = generator.play(generator.nth(i));
        suite.check(fight);
        tally(fight.run.events);
        seen.fights++;
      }
    });
  }

  // The random policy seldom carries a full attack on to a bite beside a weapon (none in these
  // 1,000 since mounts, commands and skill aids joined its repertoire): the tactician plays the
  // same random rosters and always does, so its 100 fights are checked and tallied for them.
  it("the tactician's 100 fights of the random rosters: every trace law, and bites beside weapons", () => {
    const tactician = dnd35Laws.tactician.generator;
    for (let i = 0; i < 100; i++) {
      const fight = tactician.play(tactician.nth(i));
      suite.check(fight);
      for (const e of fight.run.events as readonly Ev[])
        if (biteBesideWeapon(e)) seen.bitesBesideWeapon++;
    }
  });

  it("the 1,000 fights held sleepers, paralyzed creatures, plain delays, lapsed delays and natural attacks", () => {
    expect(seen.fights).toBe(BLOCKS * PER_BLOCK);
    expect(seen.asleep, "creatures put to sleep").toBeGreaterThan(50);
    expect(seen.paralyzed, "creatures paralyzed").toBeGreaterThan(50);
    expect(seen.helplessTurns, "turns a helpless creature started").toBeGreaterThan(50);
    expect(seen.plainDelays, "delays naming neither creature nor count").toBeGreaterThan(50);
    expect(seen.lapsed, "delays that lapsed at their own count").toBeGreaterThan(10);
    expect(seen.naturalClaws, "claws in full attacks").toBeGreaterThan(10);
    // Most in the tactician's fights (300 and more in its 100).
    expect(seen.bitesBesideWeapon, "bites beside a weapon in full attacks").toBeGreaterThan(2);
  });
});

type Ev = { readonly type: string; readonly data: unknown };

function tally(events: readonly Ev[]): void {
  const helpless = new Set<string>();
  for (const e of events) {
    const d = e.data as Record<string, unknown>;
    if (e.type === "ConditionAdded") {
      if (d.condition === "asleep") seen.asleep++;
      if (d.condition === "paralyzed") seen.paralyzed++;
      if (d.condition === "asleep" || d.condition === "paralyzed") helpless.add(d.target as string);
    } else if (
      e.type === "ConditionRemoved" &&
      (d.condition === "asleep" || d.condition === "paralyzed")
    )
      helpless.delete(d.target as string);
    else if (e.type === "TurnStarted" && helpless.has(d.actor as string)) seen.helplessTurns++;
    else if (e.type === "Delayed" && d.after === undefined && d.count === undefined)
      seen.plainDelays++;
    else if (e.type === "DelayEnded" && d.lapsed === true) seen.lapsed++;
    else if (e.type === "AttackResolved" && d.fullAttack !== undefined) {
      if (d.weapon === "claw") seen.naturalClaws++;
      if (biteBesideWeapon(e)) seen.bitesBesideWeapon++;
    }
  }
}

/** A bite of a full attack made beside a weapon (SRD natural weapons: secondary, −5 and ½ Str). */
function biteBesideWeapon(e: Ev): boolean {
  if (e.type !== "AttackResolved") return false;
  const d = e.data as {
    weapon?: string;
    fullAttack?: unknown;
    bonus?: readonly { rule: string }[];
  };
  return (
    d.fullAttack !== undefined &&
    d.weapon === "bite" &&
    (d.bonus ?? []).some((t) => t.rule === "dnd35.naturalWithWeapons")
  );
}
