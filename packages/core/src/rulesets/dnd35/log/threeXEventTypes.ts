import type { EventTypeSpec } from "@d20/events";
import { threeXFactData } from "./threeXFactSchemas.ts";

/** An event type at version 1 with nothing to upcast, checked by its schema. */
const first = (type: string): EventTypeSpec => ({
  current: 1,
  upcasters: {},
  validate: threeXFactData[type]!,
});

/**
 * The facts of the 3.x rules (the 3.5 SRD and the 3.0 PHB share them): actions and their slots,
 * attack and damage resolution, saves, attacks of opportunity, readied actions, delay,
 * concentration, counterspells and casting time. Their versions and upcasters belong to the 3.x
 * layer: this file names no edition and imports nothing of dnd35, so when `rulesets/3x/` is
 * opened it moves there as it is, and dnd30 spreads it into its `eventTypes` as dnd35 does.
 */
export const threeXEventTypes: Readonly<Record<string, EventTypeSpec>> = {
  ActionTaken: first("ActionTaken"),
  AttackResolved: first("AttackResolved"),
  DamageDealt: first("DamageDealt"),
  SaveRolled: first("SaveRolled"),
  AttackOfOpportunity: first("AttackOfOpportunity"),
  OpportunityDeclined: first("OpportunityDeclined"),
  ActionReadied: first("ActionReadied"),
  ReadiedActionFired: first("ReadiedActionFired"),
  ReadiedActionLost: first("ReadiedActionLost"),
  Delayed: first("Delayed"),
  DelayEnded: first("DelayEnded"),
  ConcentrationRolled: first("ConcentrationRolled"),
  CounterspellAttempted: first("CounterspellAttempted"),
  CastingStarted: first("CastingStarted"),
  CastingCompleted: first("CastingCompleted"),
  SpellCast: first("SpellCast"),
  SpellLost: first("SpellLost"),
};
