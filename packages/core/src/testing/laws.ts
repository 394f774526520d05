import { canonicalJson, type HeaderData, seededDice } from "@d20/events";
import { produce } from "immer";
import { expect } from "vitest";
import type { FightRun } from "../driver/runFight.ts";
import type { FightLimits } from "../engine/decide.ts";
import { evolveMut } from "../engine/evolve.ts";
import type { CombatState } from "../engine/state.ts";
import { isViolation } from "../engine/violation.ts";
import type { Input } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import { decideMut, fightState, foldMut, resumeMut, rulesetOf } from "../registry/engine.ts";
import { HELPLESS_CONDITIONS } from "../rulesets/dnd35/conditions.ts";

/**
 * The laws every ruleset must keep (DESIGN: Tests), as checks over one played fight. Rulesets
 * share them the way pure-rand's generators share one property suite.
 */

/** Same seed and declarations give a byte-identical log. */
export function lawDeterministic(header: HeaderData, run: FightRun): void {
  const again = replayInputs(header, run.inputs, roundLimitOf(run.events));
  expect(again.map(canonicalJson)).toEqual(run.events.map(canonicalJson));
}

/** The round limit a fight's driver ended it at, if it did (its `FightEnded` says). */
export function roundLimitOf(events: readonly FightEvent[]): FightLimits {
  const last = events[events.length - 1];
  return last?.type === "FightEnded" && last.data.roundLimit !== undefined
    ? { lastRound: last.data.roundLimit }
    : {};
}

/** Replays recorded inputs with seeded dice (what `verify` does with recorded dice). */
export function replayInputs(
  header: HeaderData,
  inputs: readonly Input[],
  limits: FightLimits = {},
): FightEvent[] {
  const state = fightState(header);
  const dice = seededDice(header.dice.seed);
  const out: FightEvent[] = [];
  for (const input of inputs) {
    const r = decideMut(state, input, dice, limits);
    if (isViolation(r)) throw new Error(`replay: ${r.code}: ${r.message}`);
    out.push(...r);
  }
  return out;
}

/** The state at `cut` plus the later inputs reproduces the rest of the log byte for byte. */
export function lawResumeFrom(header: HeaderData, run: FightRun, cut: number): void {
  const state = fightState(header);
  const ruleset = rulesetOf(state);
  const dice = seededDice(header.dice.seed);
  for (const e of run.events) {
    if (e.seq > cut) break;
    evolveMut(state, e, ruleset);
  }
  const limits = roundLimitOf(run.events);
  const rest: FightEvent[] = [];
  if (state.awaiting.kind === "engine") rest.push(...resumeMut(state, dice, limits));
  const declaredAt = run.events.filter((e) => e.type === "Declared").map((e) => e.seq);
  run.inputs.forEach((input, i) => {
    if (declaredAt[i]! <= cut) return;
    const r = decideMut(state, input, dice, limits);
    if (isViolation(r)) throw new Error(`resume at ${cut}: ${r.code}: ${r.message}`);
    rest.push(...r);
  });
  const expected = run.events.filter((e) => e.seq > cut);
  expect(rest.map(canonicalJson)).toEqual(expected.map(canonicalJson));
}

/**
 * Folding the engine's own events reproduces its state, and `evolve` inside immer's `produce`
 * equals `evolve` on a plain copy — checked after every event.
 */
export function lawFoldAgrees(header: HeaderData, run: FightRun): void {
  const plain = fightState(header);
  let frozen: CombatState = fightState(header);
  const ruleset = rulesetOf(plain);
  for (const e of run.events) {
    evolveMut(plain, e, ruleset);
    frozen = produce(frozen, (d) => {
      evolveMut(d as CombatState, e, ruleset);
    });
    if (e.type === "Declared" || e.seq === run.events.length) expect(plain).toEqual(frozen);
  }
  expect(plain).toEqual(frozen);
  expect(plain).toEqual(run.state);
}

/** Initiative is a permutation; a living creature starts at most one turn a round; the dead never act. */
export function lawTurns(header: HeaderData, run: FightRun): void {
  const state = fightState(header);
  const ruleset = rulesetOf(state);
  const turns = new Set<string>();
  for (const e of run.events) {
    // Stepping in from a delay resumes the turn begun at the creature's count.
    if (e.type === "TurnStarted" && e.data.resumed === undefined) {
      const key = `${e.data.actor}@${e.data.round}`;
      expect(turns.has(key), `${key} started two turns`).toBe(false);
      turns.add(key);
      expect(state.combatants[e.data.actor]!.vitals.state).not.toBe("dead");
    }
    if (e.type === "Declared" && e.data.by !== "gm") {
      const v = state.combatants[e.data.by]!.vitals;
      expect(
        v.state === "dead" || v.state === "dying" || v.state === "stable",
        `${e.data.by} acted while ${v.state}`,
      ).toBe(false);
    }
    evolveMut(state, e, ruleset);
    if (e.type === "InitiativeRolled") {
      const ids = state.order.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(state.combatants[id]).toBeDefined();
    }
  }
}

/** hp never exceeds max (+ temporary hp, kept apart); a dying creature rolls once a round and loses 1 hp only on a failure. */
export function lawVitals(run: FightRun): void {
  const rolls = new Set<string>();
  let lastDie: number | undefined;
  const hpBefore = new Map<string, number>();
  for (const c of Object.values(run.state.combatants))
    hpBefore.set(c.spec.id, c.spec.hp ?? c.spec.maxHp);
  for (const e of run.events) {
    if (e.type === "DiceRolled") {
      lastDie = e.data.key.includes("/stabilize/") ? e.data.total : undefined;
      if (lastDie !== undefined) {
        const k = e.data.key.slice(0, e.data.key.lastIndexOf("/#"));
        expect(rolls.has(k), `${k}: two stabilize rolls in a round`).toBe(false);
        rolls.add(k);
      }
      continue;
    }
    if (e.type === "VitalsChanged") {
      const { target, vitals } = e.data;
      expect(vitals.hp).toBeLessThanOrEqual(vitals.maxHp);
      expect(vitals.tempHp).toBeGreaterThanOrEqual(0);
      if (e.data.rule === "dnd35.stabilize" && lastDie !== undefined) {
        const before = hpBefore.get(target)!;
        expect(vitals.hp).toBe(lastDie <= 10 ? before : before - 1);
      }
      hpBefore.set(target, vitals.hp);
    }
    lastDie = undefined;
  }
}

/**
 * fold(all) equals fold(snapshot) + fold(rest) at `split`, and both equal folding `evolve` one
 * event at a time (replay's shortcut past closed frames changes nothing).
 */
export function lawSnapshotFold(header: HeaderData, run: FightRun, split: number): void {
  const stepwise = fightState(header);
  const ruleset = rulesetOf(stepwise);
  for (const e of run.events) evolveMut(stepwise, e, ruleset);
  expect(foldMut(fightState(header), run.events)).toEqual(stepwise);
  const snapshot = foldMut(fightState(header), run.events.slice(0, split));
  const partial = fightState(header);
  for (const e of run.events.slice(0, split)) evolveMut(partial, e, ruleset);
  expect(snapshot).toEqual(partial);
  expect(foldMut(structuredClone(snapshot), run.events.slice(split))).toEqual(stepwise);
}

/**
 * The interrupt laws (issue: interrupts): at most one AoO per creature per round without Combat
 * Reflexes and 1 + Dex with it, none by a flat-footed creature without it; none provoked by a
 * 5-foot step, none from a visible foe for a withdraw's first square; every window opened is
 * closed exactly once, in nesting order, and nobody is asked after the provoker fell; after a
 * readied action fires the readier stands just ahead of its triggerer; initiative (with the
 * delayers) stays a permutation.
 */
export function lawInterrupts(header: HeaderData, run: FightRun): void {
  const state = fightState(header);
  const ruleset = rulesetOf(state);
  const open: { seq: number; provoker: string; window: string }[] = [];
  const declOf = new Map<number, { kind: string; by: string }>();
  const startOf = new Map<number, string>();
  for (const e of run.events) {
    if (e.type === "Declared") {
      declOf.set(e.seq, { kind: e.data.decl.kind, by: e.data.by });
      if (e.data.by !== "gm") {
        const c = state.combatants[e.data.by]!;
        startOf.set(e.seq, `${c.position.x},${c.position.y}`);
        if (e.data.decl.kind === "Respond") {
          const top = open[open.length - 1];
          expect(top, "an answer with no window open").toBeDefined();
          if (top!.window !== "delay")
            expect(ruleset.isDown(state, top!.provoker), "asked after the provoker fell").toBe(
              false,
            );
        }
      }
    }
    if (e.type === "WindowOpened") {
      const decl = declOf.get(e.cause ?? -1);
      if (e.data.window === "opportunity") {
        // The stepper's own AoOs; a readied action fired during the step provokes on its own.
        if (e.data.provoker === decl?.by)
          expect(decl?.kind, "a 5-foot step provoked").not.toBe("FiveFootStep");
        const here = `${e.data.at.x},${e.data.at.y}`;
        if (
          decl?.kind === "Withdraw" &&
          e.data.provoker === decl.by &&
          here === startOf.get(e.cause!)
        ) {
          for (const id of e.data.candidates) {
            const c = state.combatants[id]!;
            const unseen = c.conditions.some(
              (x) => x.name === "invisible" || x.name === "totallyConcealed",
            );
            expect(unseen, `${id} took a withdraw's first square though seen`).toBe(true);
          }
        }
      }
      open.push({ seq: e.seq, provoker: e.data.provoker, window: e.data.window });
    }
    if (e.type === "WindowClosed") {
      const top = open.pop();
      expect(top?.seq, "windows close in nesting order, each once").toBe(e.data.window);
    }
    if (e.type === "AttackOfOpportunity") {
      const a = state.combatants[e.data.attacker]!;
      const reflexes = a.spec.feats.includes("CombatReflexes");
      expect(a.flatFooted && !reflexes, `${e.data.attacker} made an AoO flat-footed`).toBe(false);
      const dex = Math.floor((a.spec.abilities.dex - 10) / 2);
      expect(a.aooUsed + 1).toBeLessThanOrEqual(reflexes ? 1 + Math.max(0, dex) : 1);
    }
    evolveMut(state, e, ruleset);
    if (e.type === "ReadiedActionFired") {
      const ids = state.order.map((o) => o.id);
      const t = ids.indexOf(e.data.triggeredBy);
      if (t >= 0) expect(ids.indexOf(e.data.by)).toBe(t - 1);
    }
    const ids = state.order.map((o) => o.id);
    for (const id of state.roster) if (state.combatants[id]!.delaying !== undefined) ids.push(id);
    expect(new Set(ids).size, "initiative is a permutation").toBe(ids.length);
  }
  expect(open, "every window opened is closed").toEqual([]);
}

/**
 * A helpless creature — paralyzed, held, asleep, bound, unconscious, or the GM's helpless (seed
 * 000 无助的防御者HELPLESS DEFENDERS) — never declares an action: only the end of its turn, a
 * declined window, or stepping in from a delay; it makes no attack of opportunity and fires no
 * readied action.
 */
export function lawHelpless(header: HeaderData, run: FightRun): void {
  const state = fightState(header);
  const ruleset = rulesetOf(state);
  const helpless = (id: string) =>
    state.combatants[id]!.conditions.some((x) => HELPLESS_CONDITIONS.includes(x.name));
  for (const e of run.events) {
    if (e.type === "Declared" && e.data.by !== "gm" && helpless(e.data.by)) {
      const d = e.data.decl;
      const a = state.awaiting;
      const stepIn = a.kind === "declaration" && a.window?.kind === "delay";
      const none = d.kind === "EndTurn" || (d.kind === "Respond" && (!d.take || stepIn));
      expect(none, `${e.data.by} declared ${d.kind} while helpless`).toBe(true);
    }
    if (e.type === "AttackOfOpportunity")
      expect(helpless(e.data.attacker), `${e.data.attacker} made an AoO while helpless`).toBe(
        false,
      );
    if (e.type === "ReadiedActionFired")
      expect(helpless(e.data.by), `${e.data.by} fired a readied action while helpless`).toBe(false);
    evolveMut(state, e, ruleset);
  }
}

/**
 * The delay laws (seed 000 延迟DELAY, 延迟的先攻结果): a delay naming neither creature nor count
 * ends only when its creature answers "step in", or lapses; a creature starts at most one regular
 * turn a round, and none after stepping in from a delay that round; a turn resumed from a delay
 * follows its `DelayEnded`, before any other turn but those stepping in with it; a delayer whose delayed action lapsed is back at its old
 * count and its next turn is a regular one in that same round (unless the fight ends first).
 */
export function lawDelay(header: HeaderData, run: FightRun): void {
  const state = fightState(header);
  const ruleset = rulesetOf(state);
  const regular = new Set<string>();
  const resumed = new Set<string>();
  // Delayers whose action lapsed, waiting for their regular turn: id → round of the lapse.
  const lapsed = new Map<string, number>();
  // Stepped in and not yet started (several may step in after one turn).
  const steppedIn = new Set<string>();
  let answer: { by: string; take: boolean } | undefined;
  for (const e of run.events) {
    if (e.type === "Declared")
      answer =
        e.data.decl.kind === "Respond" ? { by: e.data.by, take: e.data.decl.take } : undefined;
    if (e.type === "DelayEnded") {
      const d = state.combatants[e.data.actor]!.delaying;
      expect(d, `${e.data.actor} ended a delay it was not in`).toBeDefined();
      // A delay naming neither creature nor count ends when its creature says so, or lapses.
      if (!e.data.lapsed && d!.after === undefined && d!.count === undefined)
        expect(answer, `${e.data.actor} stepped in without saying so`).toEqual({
          by: e.data.actor,
          take: true,
        });
      if (e.data.lapsed) {
        expect(state.round, `${e.data.actor} lapsed in the round it delayed`).toBeGreaterThan(
          d!.round,
        );
        expect(e.data.count, `${e.data.actor} lapsed away from its count`).toBe(d!.entry.count);
        lapsed.set(e.data.actor, state.round);
      } else steppedIn.add(e.data.actor);
    }
    if (e.type === "TurnStarted" || e.type === "TurnSkipped") {
      const { actor, round } = e.data;
      const key = `${actor}@${round}`;
      // A creature down when it steps in has its resumed turn skipped: that is no regular turn.
      const wasResumed =
        e.type === "TurnStarted" ? e.data.resumed !== undefined : steppedIn.has(actor);
      if (wasResumed) {
        expect(steppedIn.has(actor), `${key} resumed a turn without stepping in`).toBe(true);
        expect(resumed.has(key), `${key} stepped in twice`).toBe(false);
        resumed.add(key);
      } else {
        expect(regular.has(key), `${key} took two regular turns`).toBe(false);
        expect(resumed.has(key), `${key} took a regular turn after stepping in`).toBe(false);
        regular.add(key);
      }
      const lapse = lapsed.get(actor);
      if (lapse !== undefined) {
        expect(wasResumed, `${actor} resumed a lapsed delay`).toBe(false);
        expect(round, `${actor}'s turn after its lapse is in another round`).toBe(lapse);
        lapsed.delete(actor);
      }
      steppedIn.delete(actor);
    }
    evolveMut(state, e, ruleset);
  }
  if (state.status !== "ended")
    for (const [id, round] of lapsed)
      expect(state.round, `${id} lapsed but took no regular turn`).toBe(round);
}
