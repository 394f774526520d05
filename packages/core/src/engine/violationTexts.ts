import type { Catalogue } from "../words/catalogue.ts";

/**
 * The English of the turn machine's own refusals (an input out of turn, after the end, before
 * the beginning), shared by every ruleset: each ruleset's catalogue carries them, so it renders
 * every refusal its fights can give.
 */
export const engineViolationTexts = {
  "engine:violation.fightOver": () => "the fight has ended",
  "engine:violation.notBegun": () => "the fight has not begun: BeginCombat first",
  "engine:violation.begun": () => "the fight has already begun",
  "engine:violation.notAwaited": (p: {
    by: string;
    awaiting: string;
    actor?: string;
    question?: string;
  }) =>
    `${p.by} may not act now: awaiting ${
      p.awaiting === "declaration"
        ? `${p.actor}'s declaration`
        : p.awaiting === "choice"
          ? `${p.actor}'s choice (${p.question})`
          : p.awaiting
    }`,
} satisfies Catalogue;
