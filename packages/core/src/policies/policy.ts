import type { CombatState } from "../engine/state.ts";
import { rulesetOf } from "../engine/rulesets.ts";
import type { CombatantDeclaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";

/**
 * A policy answers for an unscripted combatant: a pure function of the state (and, if it needs
 * chance, its own dice) returning a declaration, which is recorded like any other.
 */
export type Policy = (state: CombatState, actor: CombatantId) => CombatantDeclaration;

/** The first candidate the rules allow now; ending the turn is always allowed. */
export function firstLegal(
  state: CombatState,
  actor: CombatantId,
  candidates: readonly (CombatantDeclaration | undefined)[],
): CombatantDeclaration {
  const ruleset = rulesetOf(state);
  for (const c of candidates) {
    if (c !== undefined && ruleset.checkDeclaration(state, actor, c) === undefined) return c;
  }
  return { kind: "EndTurn" };
}
