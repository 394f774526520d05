import type { Ruleset } from "./ruleset.ts";
import type { Awaiting, CombatState } from "./state.ts";

/**
 * What the engine waits for, derived from the rest of the state after every event: a creature
 * asked in an open interrupt window; the engine itself while other frames are open or no turn
 * is running; else the actor whose turn it is.
 */
export function computeAwaiting(state: CombatState, ruleset: Ruleset): Awaiting {
  if (state.status === "ended") return ENDED;
  if (state.status === "setup" && state.frames.length === 0) return BEGIN;
  const top = state.frames[state.frames.length - 1];
  if (top !== undefined) return ruleset.frames[top.kind]!.awaits?.(top, state) ?? ENGINE;
  if (state.turn === undefined || state.fightOver) return ENGINE;
  // An actor dropped mid-turn (a disabled creature's strenuous action) cannot go on: the engine
  // owes the end of its turn.
  if (!ruleset.canAct(state, state.turn.actor)) return ENGINE;
  const current = state.awaiting;
  if (
    current.kind === "declaration" &&
    current.actor === state.turn.actor &&
    current.window === undefined
  )
    return current;
  return { kind: "declaration", actor: state.turn.actor };
}

const ENDED: Awaiting = { kind: "ended" };
const BEGIN: Awaiting = { kind: "begin" };
const ENGINE: Awaiting = { kind: "engine" };
