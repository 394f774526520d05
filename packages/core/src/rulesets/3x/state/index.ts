/** The 3.x part of the combat state: its combatant, turn, reducer and deciding context. */
export type {
  CastingState,
  DelayState,
  HeldComponent,
  ReadiedState,
  ThreeXCombatant,
} from "./combatant.ts";
export { heldComponents } from "./combatant.ts";
export type { ThreeXContext, ThreeXFrameKind, ThreeXPolicy, ThreeXRuleset } from "./context.ts";
export { newCombatant } from "./newCombatant.ts";
export type { ThreeXState } from "./state.ts";
export { threeXStatePart } from "./statePart.ts";
export type { ThreeXTurn } from "./turn.ts";
export type { VitalState, Vitals } from "./vitals.ts";
