import type { Declaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";
import type { CombatState } from "./state.ts";

/**
 * How a ruleset's creatures take or let pass an interrupt window, for drivers that script
 * answers (a scenario's `windows: "take" | "decline"`). Which declarations answer a window at all
 * is `Ruleset.answerKinds`.
 */
export interface WindowAnswers {
  /** The answer that lets the window pass (dnd35: `Respond` with `take: false`). */
  readonly decline: Declaration;
  /**
   * The answer that takes what the window asking `actor` offers, as far as the rules let it
   * (dnd35: the attack of opportunity or the readied action, and the step-in from a delay at the
   * round's end); undefined when `actor` is not the one asked.
   */
  take(state: CombatState, actor: CombatantId): Declaration | undefined;
}
