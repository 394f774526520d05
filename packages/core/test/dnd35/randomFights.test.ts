import { describe, expect, it } from "vitest";
import type { CombatantDeclaration } from "../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXEvent } from "../../src/rulesets/3x/log/fightEvent.ts";
import { dnd35Laws } from "../../src/testing.ts";

// dnd35's random fights (rulesets/dnd35/laws/fights.ts) are what the shared law suite runs its
// laws on for dnd35 (test/laws/perRuleset.prop.test.ts): here, that they meet every interrupt.
const play = (f: { seed: string; party: boolean; bandits: boolean }) =>
  dnd35Laws.random.generator.play(f);

describe("dnd35 random fights for the law suite", () => {
  it("the random fights do exercise the interrupts: AoOs, delays, readied actions, spells, withdraws, and every change of gear (dnd35 拔出或者收回武器Draw or Sheathe a Weapon)", () => {
    const seen = new Map<string, number>();
    // 60 fights: a sleeper woken is rare (3 fights in 30 put anyone to sleep since the casters
    // also rebuke, command and need a free hand; 14 in 60, 4 of them woken).
    for (let i = 0; i < 60; i++) {
      const { run } = play({ seed: `mix-${i}`, party: true, bandits: true });
      // Delayers whose delay named neither a creature nor a count.
      const plain = new Set<string>();
      for (const e of run.events as readonly ThreeXEvent[]) {
        const d = e.type === "Declared" ? (e.data.decl as CombatantDeclaration) : undefined;
        if (e.type === "Delayed") {
          if (e.data.after === undefined && e.data.count === undefined) plain.add(e.data.actor);
          else plain.delete(e.data.actor);
        }
        if (e.type === "GearChanged")
          seen.set(
            `GearChanged:${e.data.change}`,
            (seen.get(`GearChanged:${e.data.change}`) ?? 0) + 1,
          );
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
      // What a creature holds (issue "what a creature holds"): every change of gear.
      "GearChanged:draw",
      "GearChanged:sheathe",
      "GearChanged:stow",
      "GearChanged:retrieve",
      "GearChanged:drop",
      "GearChanged:pickUp",
      "GearChanged:readyShield",
      "GearChanged:looseShield",
      "GearChanged:load",
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
});
