import type { EventTypeSpec } from "@d20/events";

/** An event type at version 1 with nothing to upcast. */
const FIRST: EventTypeSpec = { current: 1, upcasters: {} };

/**
 * The facts of the 3.x rules (the 3.5 SRD and the 3.0 PHB share them): actions and their slots,
 * attack and damage resolution, saves, attacks of opportunity, readied actions, delay,
 * concentration, counterspells and casting time. Their versions and upcasters belong to the 3.x
 * layer: this file names no edition and imports nothing of dnd35, so when `rulesets/3x/` is
 * opened it moves there as it is, and dnd30 spreads it into its `eventTypes` as dnd35 does.
 */
export const threeXEventTypes: Readonly<Record<string, EventTypeSpec>> = {
  ActionTaken: FIRST,
  AttackResolved: FIRST,
  DamageDealt: FIRST,
  SaveRolled: FIRST,
  AttackOfOpportunity: FIRST,
  OpportunityDeclined: FIRST,
  ActionReadied: FIRST,
  ReadiedActionFired: FIRST,
  ReadiedActionLost: FIRST,
  Delayed: FIRST,
  DelayEnded: FIRST,
  ConcentrationRolled: FIRST,
  CounterspellAttempted: FIRST,
  CastingStarted: FIRST,
  CastingCompleted: FIRST,
  SpellCast: FIRST,
  SpellLost: FIRST,
  GearChanged: FIRST,
  HealCheckRolled: FIRST,
  SkillAidRolled: FIRST,
  OpposedCheckRolled: FIRST,
  ChoiceMade: FIRST,
  SplashLanded: FIRST,
  TurnUndeadRolled: FIRST,
  ObjectDamaged: FIRST,
  SpecialAttackSpoiled: FIRST,
  TurningDamageRolled: FIRST,
  GrappleChanged: FIRST,
  ComponentsChanged: FIRST,
  MountChanged: FIRST,
  RideChecked: FIRST,
  SaddleRolled: FIRST,
};
