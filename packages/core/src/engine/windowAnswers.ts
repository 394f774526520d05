import type { Declaration } from "../log/declarations.ts";

/** How a ruleset's creatures answer an interrupt window, for drivers that script answers. */
export interface WindowAnswers {
  /** The answer that lets the window pass (dnd35: `Respond` with `take: false`). */
  readonly decline: Declaration;
  /** True for a declaration that answers a window rather than taking a turn's action. */
  isAnswer(decl: Declaration): boolean;
}
