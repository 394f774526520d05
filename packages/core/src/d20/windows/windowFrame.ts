import type { Awaiting, Frame } from "../../engine/state.ts";
import type { CombatantId } from "../../model/ids.ts";

/**
 * An open interrupt window (DESIGN: The engine): the frame that opened it is paused below it.
 * It asks its candidates one at a time, in the order `WindowOpened` lists them, and each answer
 * resolves (an answer frame above it) before the next creature is asked. `K` is the ruleset's
 * kinds of window; what each kind means is the ruleset's hook table (`WindowHooks`).
 */
export interface WindowFrame<K extends string = string> extends Frame {
  readonly kind: "window";
  readonly window: K;
  /** The seq of the `WindowOpened`. */
  readonly opened: number;
  readonly provoker: CombatantId;
  readonly trigger: string;
  readonly candidates: readonly CombatantId[];
  /** Index of the next candidate to consider. */
  next: number;
}

/** Builds the frame for a window just opened at seq `opened` (from its `WindowOpened` data). */
export function windowFrame<K extends string = string>(
  opened: number,
  data: {
    readonly window: string;
    readonly provoker: CombatantId;
    readonly trigger: string;
    readonly candidates: readonly CombatantId[];
  },
  cause: number,
): WindowFrame<K> {
  return {
    kind: "window",
    phase: "ask",
    cause,
    // Only a ruleset's own rules open windows in its fights: the kind is one of its kinds.
    window: data.window as K,
    opened,
    provoker: data.provoker,
    trigger: data.trigger,
    candidates: data.candidates,
    next: 0,
  };
}

/** What the engine awaits while `actor` is asked in the window `f`. */
export function askingIn(f: WindowFrame, actor: CombatantId): Awaiting {
  return {
    kind: "declaration",
    actor,
    window: { seq: f.opened, kind: f.window, provoker: f.provoker },
  };
}
