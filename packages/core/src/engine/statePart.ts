import type { EngineFactDataMap } from "../log/facts.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantSpecCore } from "../model/combatantCore.ts";
import type { CombatState } from "./state.ts";

/**
 * A ruleset's part of the combat state: how its combatants and turns are built, and the reducer
 * for its own facts. The engine's reducer (`applyFact`) keeps the edition-neutral facts —
 * rounds, turns and the order, movement, hit-point and condition data, the roster, windows —
 * and hands every fact on to `apply` after it, so the ruleset may also keep its part of a
 * shared one (3.x: a turn's start refreshes the allowance of attacks of opportunity).
 */
export interface StatePart<S extends CombatState = CombatState> {
  /** A combatant as it enters the fight (the whole object: the engine's fields and its own). */
  newCombatant(spec: CombatantSpecCore): S["combatants"][string];
  /** The turn a `TurnStarted` begins (the whole object: the engine's fields and its budget). */
  newTurn(data: EngineFactDataMap["TurnStarted"], state: S): NonNullable<S["turn"]>;
  /** Folds a fact into its part of the state (called after the engine's reducer, for every fact). */
  apply(state: S, event: FightEvent): void;
}
