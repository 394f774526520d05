import type { CombatState } from "../engine/state.ts";
import type { CombatantDeclaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";

/**
 * A policy answers for an unscripted combatant: a pure function of the state (and, if it needs
 * chance, its own dice) returning a declaration, which is recorded like any other. Which
 * policies there are is the ruleset's (`Ruleset.policies`): a policy reads its edition's state.
 */
export type Policy = (state: CombatState, actor: CombatantId) => CombatantDeclaration;
