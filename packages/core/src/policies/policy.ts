import type { CombatState } from "../engine/state.ts";
import type { Declaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";

/**
 * A policy answers for an unscripted combatant: a pure function of the state (and, if it needs
 * chance, its own dice) returning a declaration, which is recorded like any other. `S` and `D`
 * are its ruleset's state and declarations; a driver holds the engine's (the method form makes
 * a ruleset's policy one over the engine's types: the driver hands it only its own fights).
 */
export type Policy<S extends CombatState = CombatState, D extends Declaration = Declaration> = {
  answer(state: S, actor: CombatantId): D;
}["answer"];
