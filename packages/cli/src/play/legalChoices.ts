import {
  type CombatantDeclaration,
  type CombatantId,
  type CombatState,
  pathTo,
  type Square,
} from "@d20/core";
import { say, wordsOf } from "../narrate/words.ts";

/** One numbered entry of the menu: what it says and the declaration it makes. */
export interface Choice {
  readonly label: string;
  readonly decl: CombatantDeclaration;
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

/** The kinds of declaration that go to a square the person names (`move 4,5`). */
export const SQUARE_KINDS = ["Move", "Run", "Withdraw"] as const;

/** The declaration of a `SQUARE_KINDS` move to `to` along a shortest path, if there is one. */
export function moveTo(
  state: CombatState,
  actor: CombatantId,
  kind: (typeof SQUARE_KINDS)[number],
  to: Square,
): CombatantDeclaration | undefined {
  const path = pathTo(state, actor, to);
  return path === undefined || path.length === 0 ? undefined : { kind, path };
}
