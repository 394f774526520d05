import type { DataValidator } from "@d20/events";

/**
 * The data schemas a ruleset gives for what the engine's events carry but the ruleset owns:
 * a `Declared` event's declaration (its kinds are the ruleset's), a `CombatantAdded` fact's
 * combatant spec (its model is the ruleset's) and a `VitalsChanged` fact's vitals. The log's catalogue checks every such
 * event with them when it is read (issue "Trust", point 7).
 */
export interface RulesetDataSchemas {
  /** A declaration's data (`Declared.data.decl`), a combatant's or the GM's. */
  readonly declaration: DataValidator;
  /** A combatant spec (`CombatantAdded.data.spec`). */
  readonly combatant: DataValidator;
  /** A creature's vitals as its rules keep them (`VitalsChanged.data.vitals`), whole. */
  readonly vitals: DataValidator;
}
