import type { CombatState, FightEvent } from "@d20/core";
import { rulesetOf } from "@d20/core";
import { continueFork } from "../branch/continueFork.ts";
import { type ForkPoint, forkPoint } from "../branch/forkPoint.ts";
import { type Fate, fatesOf } from "./fates.ts";
import { policyFor, rulesetOfHeader } from "./policies.ts";
import { runSeed, type WhatIfScenario } from "./scenario.ts";

/** How one what-if run came out. */
export interface RunResult {
  /** The run's index: its dice seed is `runSeed(scenario, index)`. */
  readonly index: number;
  readonly winner?: string;
  /** False when the run stopped at the round limit. */
  readonly ended: boolean;
  readonly rounds: number;
  /** Combatants still standing at the end, by side. */
  readonly survivors: Readonly<Record<string, number>>;
  /** Damage dealt after the fork point to each side's combatants. */
  readonly damageTaken: Readonly<Record<string, number>>;
  /** How each combatant ended the run, by id in roster order. */
  readonly fates: Readonly<Record<string, Fate>>;
  /** The run's events after the fork point, when asked to keep them. */
  readonly events?: readonly FightEvent[];
}

/** A scenario made ready to run many times: its fork point, prepared once. */
export interface PreparedScenario {
  readonly scenario: WhatIfScenario;
  readonly point: ForkPoint;
}

/**
 * Prepares a scenario. Throws `ForkError` on a bad fork point or edit, and — unless the scenario
 * is `lenient` — on an edit the rules refuse where it lands: checked once on the fight as it was
 * played (the parent's dice and declarations up to each edit, the policies after them), since
 * the runs' own dice differ and an edit is asked of that fight.
 */
export function prepare(scenario: WhatIfScenario): PreparedScenario {
  const policy = policyFor(scenario.policies, rulesetOfHeader(scenario.parent.header));
  const point = forkPoint(scenario.parent, scenario.at, scenario.edits ?? []);
  if (scenario.lenient !== true && (scenario.edits ?? []).length > 0) {
    continueFork(point, { mode: "hybrid", policy, ...rounds(scenario) });
  }
  return { scenario, point };
}

function rounds(scenario: WhatIfScenario): { maxRounds?: number } {
  return scenario.maxRounds === undefined ? {} : { maxRounds: scenario.maxRounds };
}

/**
 * Plays run `index` of a scenario in memory — no hashing, no serialization — and sums it up;
 * its events are kept only if `keep`.
 */
export function simulate(prepared: PreparedScenario, index: number, keep = false): RunResult {
  const { scenario, point } = prepared;
  const { events, state } = continueFork(
    point,
    {
      mode: "policy",
      policy: policyFor(scenario.policies, rulesetOfHeader(scenario.parent.header)),
      ...rounds(scenario),
    },
    // Checked once in `prepare`; a run whose own dice make an edit unfit plays a substitute.
    { seed: runSeed(scenario, index), lenient: true },
  );
  const result: RunResult = {
    index,
    ended: state.status === "ended",
    rounds: state.round,
    survivors: survivors(state),
    damageTaken: damageTaken(state, events),
    fates: fatesOf(state),
    ...(state.winner === undefined ? {} : { winner: state.winner }),
  };
  return keep ? { ...result, events } : result;
}

function survivors(state: CombatState): Record<string, number> {
  const ruleset = rulesetOf(state);
  const out: Record<string, number> = {};
  for (const id of state.roster) {
    const side = state.combatants[id]!.spec.side;
    out[side] = (out[side] ?? 0) + (ruleset.isDown(state, id) ? 0 : 1);
  }
  return out;
}

function damageTaken(state: CombatState, events: readonly FightEvent[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of state.roster) out[state.combatants[id]!.spec.side] = 0;
  const ruleset = rulesetOf(state);
  for (const e of events) {
    const dealt = ruleset.damageOf(e);
    if (dealt === undefined) continue;
    const side = state.combatants[dealt.target]?.spec.side;
    if (side !== undefined) out[side] = (out[side] ?? 0) + dealt.amount;
  }
  return out;
}
