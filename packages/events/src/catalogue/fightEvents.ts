/**
 * The rule-level event types a fight log may hold (declarations and facts) and their current
 * schema versions. Their data shapes belong to `@d20/core`, which knows the rules; the codec
 * only needs the names and versions to reject what it does not know.
 */
export const fightEventVersions = {
  Declared: 1,
  CombatBegan: 1,
  InitiativeRolled: 1,
  RoundStarted: 1,
  TurnStarted: 1,
  TurnSkipped: 1,
  TurnEnded: 1,
  ActionTaken: 1,
  Moved: 1,
  AttackResolved: 1,
  DamageDealt: 1,
  SaveRolled: 1,
  VitalsChanged: 1,
  ConditionAdded: 1,
  ConditionRemoved: 1,
  CombatantAdded: 1,
  CombatantRemoved: 1,
  PositionSet: 1,
  RulingOverridden: 1,
  FightEnded: 1,
  WindowOpened: 1,
  WindowClosed: 1,
  AttackOfOpportunity: 1,
  OpportunityDeclined: 1,
  ActionReadied: 1,
  ReadiedActionFired: 1,
  ReadiedActionLost: 1,
  Delayed: 1,
  DelayEnded: 1,
  ConcentrationRolled: 1,
  SpellCast: 1,
  SpellLost: 1,
} as const;
