import type { CombatState } from "../../engine/state.ts";
import type { CombatantId } from "../../model/ids.ts";
import type { AnswerFrame } from "./answerFrame.ts";
import type { WindowFrame } from "./windowFrame.ts";

/** What one kind of window means to its ruleset: the hooks the shared window frame calls. */
export interface WindowKindHooks<S extends CombatState, K extends string = string> {
  /** The rule its `WindowClosed` cites. */
  readonly rule: string;
  /** Whether the window stops asking once its provoker has fallen (an AoO at a mover that fell). */
  readonly provokerMatters: boolean;
  /** Whether candidate `id` (`c`) can still answer when its turn to be asked comes. */
  mayAnswer(state: S, frame: WindowFrame<K>, id: CombatantId, c: CombatantOf<S>): boolean;
  /** The index of the next candidate to consider once `answer` is resolved. */
  afterAnswer(frame: WindowFrame<K>, answer: AnswerFrame<K>): number;
}

/** A ruleset's window hooks: one entry per kind of window it opens, and what "fallen" means. */
export interface WindowHooks<S extends CombatState, K extends string = string> {
  readonly kinds: { readonly [kind in K]: WindowKindHooks<S, K> };
  /** Whether a creature is out of the fight (the ruleset's vitals say so). */
  fallen(c: CombatantOf<S>): boolean;
}

/** The combatant type of a state `S`. */
export type CombatantOf<S extends CombatState> = S["combatants"][CombatantId];

/** The usual next candidate: the one after whoever answered. */
export function askAfter(frame: WindowFrame, answer: AnswerFrame): number {
  return frame.candidates.indexOf(answer.by) + 1;
}
