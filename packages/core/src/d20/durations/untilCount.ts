import type { CombatState, ConditionState } from "../../engine/state.ts";
import type { InitiativeEntry } from "../../log/facts.ts";

// Durations anchored to initiative counts (DESIGN "The engine": "until just before count 15 next
// round", as the rules define a round), for every ruleset: when the order reaches a count, what
// has run out.

/** The first of `conditions` that has run out at `at` (undefined: the end of the round). */
export function firstExpired(
  conditions: readonly ConditionState[],
  state: CombatState,
  at: InitiativeEntry | undefined,
): ConditionState | undefined {
  for (let i = 0; i < conditions.length; i++)
    if (expired(conditions[i]!, state, at)) return conditions[i];
  return undefined;
}

/**
 * A condition lasting "until just before count C in round R" is gone once the order reaches
 * count C or a lower one in round R — before the first creature at C acts, whichever creature
 * the tie-break put first there (seed 000 战斗轮: a round runs from a count to the same count) —
 * at the end of round R, or in any later round. `at` undefined means the end of the current round.
 */
export function expired(
  x: ConditionState,
  state: CombatState,
  at: InitiativeEntry | undefined,
): boolean {
  const u = x.until;
  if (u === undefined) return false;
  if (state.round > u.round) return true;
  if (state.round < u.round) return false;
  return at === undefined || at.count <= u.count;
}
