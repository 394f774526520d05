import type { CombatState } from "../../../engine/state.ts";
import type { ThreeXCombatant } from "./combatant.ts";
import type { ThreeXTurn } from "./turn.ts";

/** The combat state of a 3.x fight: the engine's, with the 3.x combatant and turn parts. */
export type ThreeXState = CombatState<ThreeXCombatant, ThreeXTurn>;
