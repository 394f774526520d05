import type { Declaration } from "../log/declarations.ts";

/**
 * How a ruleset's creatures let an interrupt window pass, for drivers that script answers. Which
 * declarations answer a window at all is `Ruleset.answerKinds`.
 */
export interface WindowAnswers {
  /** The answer that lets the window pass (dnd35: `Respond` with `take: false`). */
  readonly decline: Declaration;
}
