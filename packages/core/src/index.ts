/**
 * @d20/core — the rules: combat state, `decide`/`evolve`, the shared turn machine, the dnd35
 * ruleset, and policies for unscripted combatants.
 */

/** Seed coverage: every heading of every seed with its status and rules, and the figures. */
export { type CoverageFigures, coverageFigures, outOfScopeByReason } from "./coverage/figures.ts";
export type {
  CoverageStatus,
  HeadingCoverage,
  OutOfScopeReason,
  SeedCoverage,
} from "./coverage/status.ts";
export { OUT_OF_SCOPE_REASONS } from "./coverage/status.ts";
/** The most rounds any driver plays a fight. */
export { MAX_ROUNDS } from "./driver/roundCap.ts";
/** Play a whole fight in memory with policies. */
export { type FightRun, runFight } from "./driver/runFight.ts";
/** What the engine awaits, derived from a state (for tools that rebuild states by hand). */
export { computeAwaiting } from "./engine/awaiting.ts";
export { cloneState } from "./engine/cloneState.ts";
/** Decide an input: pure (`decide`, `step`) or in place on a private copy (`decideMut`). */
export type { FightLimits, Step } from "./engine/decide.ts";
/** This engine's version, as a header records it. */
export { ENGINE_VERSION } from "./engine/engineVersion.ts";
/** The engine's own event types, and a ruleset's log catalogue (the engine's types plus its own). */
export { engineCatalogue, engineEventTypes } from "./engine/eventTypes.ts";
export { evolveMut, evolveWorld } from "./engine/evolve.ts";
/** The header field that versions a ruleset's part of it, for writers of new headers. */
export { headerPartField } from "./engine/headerPart.ts";
/** A header the engine cannot start a fight from (names the field and rule). */
export { InvalidHeader } from "./engine/invalidHeader.ts";
export { type RulesetRegistry, rulesetRegistry } from "./engine/registry.ts";
/** The ruleset interface. */
export type { FrameKind, Ruleset, Transition } from "./engine/ruleset.ts";
export { rulesetCatalogue } from "./engine/rulesetCatalogue.ts";
/** Combat state types and what the engine awaits. */
export type {
  AwaitedWindow,
  Awaiting,
  CombatantState,
  CombatState,
  ConditionState,
  Frame,
  TurnState,
} from "./engine/state.ts";
/** Orders `major.minor.patch` versions (engine, ruleset). */
export { compareVersions } from "./engine/versionOrder.ts";
/** Rule violations are values. */
export { isViolation, type RuleViolation, violation } from "./engine/violation.ts";
/** Declarations (inputs) and facts: the rule-level events of a fight's log. */
export {
  type ActivityName,
  type AttackChoice,
  type CombatantDeclaration,
  type CombatantInput,
  type CountAnchor,
  type GmDeclaration,
  type GmInput,
  type Input,
  isGmInput,
  isResponse,
  READIED_KINDS,
  READY_TRIGGERS,
  type ReadiedAction,
  type ReadyTrigger,
} from "./log/declarations.ts";
export type {
  ActionSlot,
  FactDataMap,
  FactType,
  InitiativeEntry,
  Restriction,
} from "./log/facts.ts";
export type {
  FightEvent,
  FightEventMap,
  FightEventType,
  SealedFightEvent,
} from "./log/fightEvent.ts";
export { type Explained, explain, type Term, term } from "./model/breakdown.ts";
export type {
  Abilities,
  Armor,
  CombatantSpec,
  Feat,
  Handedness,
  Shield,
  Size,
  Weapon,
} from "./model/combatant.ts";
/** Domain model: combatants, breakdowns, vitals, ids. */
export { SIZES } from "./model/combatant.ts";
export type { CombatantId, SideId, Square } from "./model/ids.ts";
export type { Spell, SpellEffect, SpellSave } from "./model/spell.ts";
/** Whether text may reach a terminal (no control character), and the first one it holds. */
export { isTerminalSafe, unsafeCharacter } from "./model/terminalSafe.ts";
export type { VitalState, Vitals } from "./model/vitals.ts";
/** Policies for unscripted combatants. */
export { attackNearest } from "./policies/attackNearest.ts";
export { fullAttackOrCharge } from "./policies/fullAttackOrCharge.ts";
export { answerIfAsked, firstLegal, type Policy } from "./policies/policy.ts";
export { tactician } from "./policies/tactician.ts";
/** The state a fight starts in, built from its header. */
/** Fold events: pure `evolve`, in-place `foldMut`/`evolveMut`, `fold` from a header; `resumeMut`. */
export {
  decide,
  decideMut,
  evolve,
  fightState,
  fold,
  foldMut,
  resumeMut,
  rulesetOf,
  step,
} from "./registry/engine.ts";
/** The registered rulesets (one line each), by id, and the ruleset of a fight. */
export { registry, rulesets } from "./registry/registry.ts";
/** Rules index entries and sources. */
export type { RuleEntry, RuleSource } from "./rules/ruleSource.ts";
/** The actions of 表：战斗中的动作 a combatant may declare as an `Activity`, by name. */
export { ACTIVITY_NAMES } from "./rulesets/dnd35/activities.ts";
/** The squares a side a creature of a size fills; whether it is smaller than a square. */
export { isSubSquare, spaceSquares } from "./rulesets/dnd35/battlefield/space.ts";
/** The word views show for a creature's vital state: "unconscious" when nonlethal damage knocked it out. */
export { vitalWord } from "./rulesets/dnd35/injury/vitalWord.ts";
/** The conditions the dnd35 ruleset gives an effect; anything else is refused. */
export { isKnownCondition, KNOWN_CONDITIONS } from "./rulesets/dnd35/knownConditions.ts";
/** The dnd35 law runs' fights (random, stock policies, battlefield): header and run by params. */
export {
  dnd35Fights,
  type PolicyFight,
  type RandomFight,
} from "./rulesets/dnd35/laws/fights.ts";
/** A policy choosing at random among legal declarations (the law suites' random fights). */
export { randomPolicy } from "./rulesets/dnd35/laws/randomPolicy.ts";
/** The dnd35 ruleset, its options and rules index. */
export { dnd35, dnd35Options } from "./rulesets/dnd35/ruleset.ts";
export { type Dnd35RuleId, dnd35Rules } from "./rulesets/dnd35/rulesIndex.ts";
/** A weapon's damage dice for a Small or Large wielder (SRD, outside the seeds). */
export { sizedDamage } from "./rulesets/dnd35/stats/smallWeapons.ts";
export { type WeaponId, weapon, weaponIds } from "./rulesets/dnd35/stats/weapons.ts";
/** The coverage map of every seed file (what `d20 coverage` prints). */
export { seedCoverage } from "./rulesets/seedCoverage.ts";
/** The battlefield bench fight: reach, bows, two weapons and difficult ground, 4 vs 4. */
export { battlefieldFourVsFour } from "./samples/battlefield.ts";
/** Sample combatants and fights (a level-1 fighter, a goblin, the 4-vs-4 bench fight). */
export { fighter, fourVsFour, goblin, header as sampleHeader } from "./samples/scenarios.ts";
/** Words: the catalogue and message types, the renderer and the plain rendering. */
export type {
  Catalogue,
  CatalogueLike,
  Catalogues,
  Entry,
  Language,
  Render,
} from "./words/catalogue.ts";
export { formatPath, formatSquare, formatTerms, signed } from "./words/format.ts";
export { type Message, msg, type Params } from "./words/message.ts";
export { plainEvent, plainFields, plainMessage, plainValue } from "./words/plain.ts";
export { renderMessage } from "./words/render.ts";
export type {
  ColumnValue,
  Line,
  MenuChoice,
  RulesetWords,
  StateColumn,
  Structure,
  TellContext,
  Told,
  TypedAnswer,
  TypedCommands,
} from "./words/rulesetWords.ts";
