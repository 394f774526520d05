import {
  type Catalogue,
  codecCatalogue,
  type DataValidator,
  type EventTypeSpec,
} from "@d20/events";
import { declaredEnvelope, engineFactData } from "./eventSchemas.ts";

/** Event types by name, each with its current version and upcasters (a ruleset's own, say). */
export type EventTypes = Readonly<Record<string, EventTypeSpec>>;

/** An event type at version 1 with nothing to upcast, checked by `validate`. */
const first = (validate: DataValidator): EventTypeSpec => ({ current: 1, upcasters: {}, validate });
const fact = (type: string): EventTypeSpec => first(engineFactData[type]!);

/**
 * The event types the engine itself emits, whatever the ruleset, with their versions,
 * upcasters and data schemas: the envelope of a declaration (`Declared`; the declaration
 * itself is checked by the ruleset's schema, `rulesetCatalogue`), the turn machine's rounds,
 * turns and order, movement, hit points and conditions as data, roster changes, the GM's
 * rulings, the interrupt windows and the fight's end. A ruleset adds its own
 * (`Ruleset.eventTypes`).
 */
export const engineEventTypes: EventTypes = {
  Declared: first(declaredEnvelope),
  CombatBegan: fact("CombatBegan"),
  InitiativeRolled: fact("InitiativeRolled"),
  RoundStarted: fact("RoundStarted"),
  TurnStarted: fact("TurnStarted"),
  TurnSkipped: fact("TurnSkipped"),
  TurnEnded: fact("TurnEnded"),
  Moved: fact("Moved"),
  VitalsChanged: fact("VitalsChanged"),
  ConditionAdded: fact("ConditionAdded"),
  ConditionRemoved: fact("ConditionRemoved"),
  CombatantAdded: fact("CombatantAdded"),
  CombatantRemoved: fact("CombatantRemoved"),
  PositionSet: fact("PositionSet"),
  OrderChanged: fact("OrderChanged"),
  RulingOverridden: fact("RulingOverridden"),
  FightEnded: fact("FightEnded"),
  WindowOpened: fact("WindowOpened"),
  WindowClosed: fact("WindowClosed"),
};

/** The types every log of this engine may hold: the codec's (header, dice) and the engine's. */
export const engineCatalogue: Catalogue = new Map([
  ...codecCatalogue,
  ...Object.entries(engineEventTypes),
]);
