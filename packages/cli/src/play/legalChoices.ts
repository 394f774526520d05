import type { CombatantId, CombatState, Declaration } from "@d20/core";
import { say, wordsOf } from "../narrate/words.ts";

/** One numbered entry of the menu: what it says and the declaration it makes. */
export interface Choice {
  readonly label: string;
  readonly decl: Declaration;
}

/**
 * The menu the fight's ruleset offers `actor` now (each entry checked by its rules), in its
 * words; an empty menu under a ruleset this engine does not know (the typed commands remain).
 */
export function legalChoices(state: CombatState, actor: CombatantId): Choice[] {
  return wordsOf(state.ruleset.id)
    .slice(0, 1)
    .flatMap((w) => w.choices(state, actor).map((c) => ({ label: say(c.label, w), decl: c.decl })));
}
