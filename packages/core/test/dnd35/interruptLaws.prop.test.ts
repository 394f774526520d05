import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  lawDelay,
  lawDeterministic,
  lawFoldAgrees,
  lawHelpless,
  lawInterrupts,
  lawResumeFrom,
  lawSnapshotFold,
  lawTurns,
  lawVitals,
} from "../../src/testing/laws.ts";
import { play } from "./interruptFights.ts";

// Random fights with every interrupt in play: random declarations (moves, steps, withdraws,
// delays, readied actions of every kind against every trigger, spells, shots in melee, standing
// up, waking sleepers) and random answers in windows. One fighter on each side is a caster (sleep
// and hold person make creatures helpless); one bandit has Combat Reflexes and Dex 16.
const arbFight = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  party: fc.boolean(),
  bandits: fc.boolean(),
});

describe("shared law suite: dnd35 interrupts on random fights", () => {
  it("the random fights do exercise the interrupts: AoOs, delays, readied actions, spells, withdraws", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 30; i++) {
      const { run } = play({ seed: `mix-${i}`, party: true, bandits: true });
      // Delayers whose delay named neither a creature nor a count.
      const plain = new Set<string>();
      for (const e of run.events) {
        const d = e.type === "Declared" ? e.data.decl : undefined;
        if (e.type === "Delayed") {
          if (e.data.after === undefined && e.data.count === undefined) plain.add(e.data.actor);
          else plain.delete(e.data.actor);
        }
        const k =
          e.type === "WindowOpened"
            ? `WindowOpened:${e.data.window}`
            : e.type === "ConditionAdded"
              ? `ConditionAdded:${e.data.condition}`
              : e.type === "ConditionRemoved"
                ? `ConditionRemoved:${e.data.rule}`
                : e.type === "DelayEnded" && e.data.lapsed
                  ? `DelayEnded:lapsed${plain.has(e.data.actor) ? ":waited" : ""}`
                  : e.type === "Delayed" && e.data.nextRound === true
                    ? "Delayed:nextRound"
                    : d === undefined
                      ? e.type
                      : d.kind === "Activity"
                        ? d.activity
                        : d.kind;
        seen.set(k, (seen.get(k) ?? 0) + 1);
        // What is readied, and against what (seed 000 准备一个动作: any standard, move or free action).
        if (d?.kind === "Ready")
          for (const r of [`Ready:${d.action.kind}`, `Ready on:${d.trigger.on}`])
            seen.set(r, (seen.get(r) ?? 0) + 1);
      }
    }
    for (const k of [
      "AttackOfOpportunity",
      "Delayed",
      "DelayEnded",
      "DelayEnded:lapsed",
      "DelayEnded:lapsed:waited",
      "Delayed:nextRound",
      "ReadiedActionFired",
      "SpellCast",
      "Withdraw",
      "FiveFootStep",
      "ConcentrationRolled",
      "CastingCompleted",
      "Crawl",
      "CounterspellAttempted",
      "ReadiedActionLost",
      "OpportunityDeclined",
      "StandUp",
      "WindowOpened:opportunity",
      "WindowOpened:readied",
      "WindowOpened:delay",
      "ConditionAdded:asleep",
      "ConditionAdded:paralyzed",
      // Woken by a hit or slapped awake (WakeSleeper, rare: it needs a sleeper beside an ally).
      "ConditionRemoved:dnd35.sleepWakes",
      "Ready:TotalDefense",
      "Ready:Activity",
      "Ready:FreeAction",
      "Ready:Move",
      "Ready:Crawl",
      "Ready on:startsToMove",
      "Ready on:uses",
    ])
      expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it("AoO limits, no AoO from a 5-foot step or a withdraw's first square, windows closed once, readier ahead of its triggerer, initiative a permutation, the helpless declaring no action and taking no AoO; one regular turn a round, none after stepping in, a lapsed delayer's regular turn at its old count that round (dnd35 借机攻击ATTACKS OF OPPORTUNITY, 准备的先攻结果, 无助的防御者, 延迟的先攻结果)", () => {
    fc.assert(
      fc.property(arbFight, (f) => {
        const { header, run } = play(f);
        lawInterrupts(header, run);
        lawHelpless(header, run);
        lawTurns(header, run);
        lawDelay(header, run);
        lawVitals(run);
      }),
      { numRuns: 20 },
    );
  });

  it("deterministic; folding agrees with the engine; snapshots fold the same around window answers", () => {
    fc.assert(
      fc.property(arbFight, fc.nat(), (f, pick) => {
        const { header, run } = play(f);
        lawDeterministic(header, run);
        lawFoldAgrees(header, run);
        lawSnapshotFold(header, run, pick % (run.events.length + 1));
      }),
      { numRuns: 10 },
    );
  });

  it("the state at any seq plus the later inputs reproduces the rest, windows included", () => {
    fc.assert(
      fc.property(arbFight, (f) => {
        const { header, run } = play(f);
        for (let cut = 1; cut <= run.events.length; cut += 7) lawResumeFrom(header, run, cut);
      }),
      { numRuns: 4 },
    );
  });
});
