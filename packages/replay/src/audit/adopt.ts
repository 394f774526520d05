import {
  type CombatState,
  computeAwaiting,
  evolveWorld,
  type FightEvent,
  type Ruleset,
} from "@d20/core";

/** A recorded event that could not be folded, and why. */
export interface FoldFailure {
  readonly event: FightEvent;
  readonly reason: string;
}

/**
 * Folds one input's recorded events into `state` as the log tells them, whatever the rules
 * would have made of them (audit: "adopt the recorded outcome"). Only the world is folded —
 * hit points, positions, order, turn budget, dice counters — not the resolution frames: each
 * input's frames are opened and closed within it, and a recorded outcome the rules do not
 * produce (a hit marked as a miss, with its damage still logged) would derail them. After the
 * input no frame is open, and `awaiting` is derived afresh. An event that cannot be applied at
 * all (a fact about a creature not in the fight) is skipped and returned.
 */
export function adoptRecorded(
  state: CombatState,
  events: readonly FightEvent[],
  ruleset: Ruleset,
): FoldFailure[] {
  const failures: FoldFailure[] = [];
  for (const event of events) {
    state.nextSeq = event.seq;
    try {
      evolveWorld(state, event, ruleset);
    } catch (e) {
      state.nextSeq = event.seq + 1;
      failures.push({ event, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  state.frames = [];
  state.pendingDice = [];
  state.awaiting = computeAwaiting(state, ruleset);
  return failures;
}
