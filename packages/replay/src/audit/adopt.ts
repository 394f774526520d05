import {
  type CombatState,
  cloneState,
  computeAwaiting,
  evolveMut,
  evolveWorld,
  type FightEvent,
  type Input,
  type Ruleset,
} from "@d20/core";

/** A recorded event that could not be folded, and why. */
export interface FoldFailure {
  readonly event: FightEvent;
  readonly reason: string;
}

/**
 * Folds one input's recorded events into `state` as the log tells them, whatever the rules
 * would have made of them (audit: "adopt the recorded outcome"). Mostly only the world is
 * folded — hit points, positions, order, turn budget, dice counters — not the resolution
 * frames: an input's frames are opened and closed within it, and a recorded outcome the rules
 * do not produce (a hit marked as a miss, with its damage still logged) would derail them.
 * After the input no frame is open, and `awaiting` is derived afresh. An event that cannot be
 * applied at all (a fact about a creature not in the fight) is skipped and returned.
 *
 * An input whose `next` input answers an interrupt window leaves that window open: there the
 * events are folded in full, frames included (as `foldMut` does around window answers), and
 * kept when the state then asks `next`'s creature — else one bad input inside a window would
 * make every later answer in it look out of turn. A declaration refused because another
 * creature was awaited is folded there as the awaited creature's (`awaited`): the recorded facts
 * after it are that creature's, and the window's frames must be too.
 */
export function adoptRecorded(
  state: CombatState,
  events: readonly FightEvent[],
  ruleset: Ruleset,
  around: { readonly next?: Input | undefined; readonly awaited?: string | undefined } = {},
): FoldFailure[] {
  const { next } = around;
  if (
    next !== undefined &&
    ruleset.answerKinds.has(next.decl.kind) &&
    adoptInWindow(state, events, ruleset, next, around.awaited)
  )
    return [];
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

// The full fold on a copy, taken only when it folds cleanly and then asks `next`'s creature.
function adoptInWindow(
  state: CombatState,
  events: readonly FightEvent[],
  ruleset: Ruleset,
  next: Input,
  awaited: string | undefined,
): boolean {
  const copy = cloneState(state);
  try {
    for (const event of events) {
      copy.nextSeq = event.seq;
      evolveMut(copy, awaited === undefined ? event : signedBy(event, awaited), ruleset);
    }
  } catch {
    return false;
  }
  const a = copy.awaiting;
  if (a.kind !== "declaration" || a.window === undefined || a.actor !== next.by) return false;
  Object.assign(state, copy);
  return true;
}

function signedBy(event: FightEvent, by: string): FightEvent {
  return event.type === "Declared"
    ? ({ ...event, data: { ...event.data, by } } as FightEvent)
    : event;
}
