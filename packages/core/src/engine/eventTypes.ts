import { type Catalogue, codecCatalogue, type EventTypeSpec } from "@d20/events";

/** Event types by name, each with its current version and upcasters (a ruleset's own, say). */
export type EventTypes = Readonly<Record<string, EventTypeSpec>>;

/** An event type at version 1 with nothing to upcast: how every type starts out. */
const FIRST: EventTypeSpec = { current: 1, upcasters: {} };

/**
 * The event types the engine itself emits, whatever the ruleset, with their versions and
 * upcasters: the envelope of a declaration (`Declared`), the turn machine's rounds, turns and
 * order, movement, hit points and conditions as data, roster changes, the GM's rulings, the
 * interrupt windows and the fight's end. A ruleset adds its own (`Ruleset.eventTypes`).
 */
export const engineEventTypes: EventTypes = {
  Declared: FIRST,
  CombatBegan: FIRST,
  InitiativeRolled: FIRST,
  RoundStarted: FIRST,
  TurnStarted: FIRST,
  TurnSkipped: FIRST,
  TurnEnded: FIRST,
  Moved: FIRST,
  VitalsChanged: FIRST,
  ConditionAdded: FIRST,
  ConditionRemoved: FIRST,
  CombatantAdded: FIRST,
  CombatantRemoved: FIRST,
  PositionSet: FIRST,
  RulingOverridden: FIRST,
  FightEnded: FIRST,
  WindowOpened: FIRST,
  WindowClosed: FIRST,
};

/** The types every log of this engine may hold: the codec's (header, dice) and the engine's. */
export const engineCatalogue: Catalogue = new Map([
  ...codecCatalogue,
  ...Object.entries(engineEventTypes),
]);
