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
/** The squares a side a creature of a size fills; whether it is smaller than a square. */
export { isSubSquare, spaceSquares } from "./d20/grid/index.ts";
/** The most rounds any driver plays a fight. */
export { MAX_ROUNDS } from "./driver/roundCap.ts";
/** Play a whole fight in memory with policies. */
export { type FightRun, runFight } from "./driver/runFight.ts";
/** The interrupt windows a declaration would open if played now (a dry run on a copy). */
export { type WindowAhead, windowsAhead } from "./driver/windowsAhead.ts";
/** What the engine awaits, derived from a state (for tools that rebuild states by hand). */
export { computeAwaiting } from "./engine/awaiting.ts";
export { cloneState } from "./engine/cloneState.ts";
/** A deciding step's context (a ruleset's frames emit and roll through it). */
export type { EngineContext } from "./engine/context.ts";
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
/** What a map view asks a ruleset, and the answers' shapes (`Ruleset.map`). */
export type {
  CoverAnswer,
  MapQuestions,
  MovePath,
  ReachAnswer,
  SightAnswer,
  WeaponReach,
} from "./engine/mapQuestions.ts";
export { type RulesetRegistry, rulesetRegistry } from "./engine/registry.ts";
/** The ruleset interface. */
export {
  asEngineRuleset,
  type FrameKind,
  type Ruleset,
  type Transition,
} from "./engine/ruleset.ts";
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
export type { StatePart } from "./engine/statePart.ts";
// ── table-audit ──
/**
 * A ruleset's table-log vocabulary, audit wording, gm submenu forms and window answers (the
 * Ruleset members the table importer, the audit and `d20 play` read).
 */
export type {
  AuditWords,
  ClaimedFact,
  ClaimedVitals,
  GmForm,
  GmFormField,
  TableCall,
  TableClaimFacts,
  TableDeclaration,
  TableGmArg,
  TableGmWord,
  TableTemplate,
  TableValue,
  TableVocabulary,
  TermList,
  WindowAnswers,
} from "./engine/tableAuditParts.ts";
/** How a ruleset reads another's fights (the translation hook). */
export {
  isUntranslatable,
  type TranslatedInput,
  type Translation,
  type Untranslatable,
} from "./engine/translation.ts";
/** Orders `major.minor.patch` versions (engine, ruleset). */
export { compareVersions } from "./engine/versionOrder.ts";
/** Rule violations are values. */
export { isViolation, type RuleViolation, violation } from "./engine/violation.ts";
/** The engine's declarations (inputs) and facts: what every fight's log holds. */
export {
  type AssumedAnswer,
  type CombatantInput,
  type CountAnchor,
  type Declaration,
  type GmDeclaration,
  type GmInput,
  type Input,
  isGmInput,
} from "./log/declarations.ts";
export type { EngineFactDataMap, EngineFactType, InitiativeEntry } from "./log/facts.ts";
export type {
  EnvelopeMap,
  EventOf,
  FightEvent,
  FightEventMap,
  FightEventType,
  SealedEventOf,
  SealedFightEvent,
} from "./log/fightEvent.ts";
export { type Explained, explain, type Term, term } from "./model/breakdown.ts";
/** Domain model: what the engine reads of a combatant, ids, sizes, breakdowns, vitals. */
export type { CombatantSpecCore } from "./model/combatantCore.ts";
export type { CombatantId, SideId, Square } from "./model/ids.ts";
export { SIZES, type Size } from "./model/size.ts";
/** Whether text may reach a terminal (no control character), and the first one it holds. */
export { isTerminalSafe, unsafeCharacter } from "./model/terminalSafe.ts";
export type { Standing, VitalsCore } from "./model/vitals.ts";
/** Policies for unscripted combatants: the type, a ruleset's set of them, the lookup by name. */
export type { Policy } from "./policies/policy.ts";
export { findPolicy, policyNamed, policyNames } from "./policies/policyNamed.ts";
export type { RulesetPolicies } from "./policies/rulesetPolicies.ts";
/** A policy's reason for a declaration: mark it, read it, record it with the input. */
export { because, policyInput, whyOf } from "./policies/why.ts";
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
/** What a creature holds and carries (the 3.x gear). */
export type { Gear, GroundItem } from "./rulesets/3x/gear/index.ts";
/** The word views show for a creature's vital state: "unconscious" when nonlethal damage knocked it out. */
export { vitalWord } from "./rulesets/3x/injury/index.ts";
/** The 3.x layer's declarations and facts (dnd35's, and dnd30's to come). */
export {
  type ActivityName,
  type AttackChoice,
  type CombatantDeclaration,
  isResponse,
  READIED_KINDS,
  READY_TRIGGERS,
  type ReadiedAction,
  type ReadyTrigger,
  type ThreeXCombatantInput,
  type ThreeXGmDeclaration,
  type ThreeXGmInput,
  type ThreeXInput,
} from "./rulesets/3x/log/declarations.ts";
export type {
  ActionSlot,
  Restriction,
  ThreeXFactDataMap,
  ThreeXFactType,
} from "./rulesets/3x/log/facts.ts";
export type {
  SealedThreeXEvent,
  ThreeXEvent,
  ThreeXEventMap,
  ThreeXEventType,
} from "./rulesets/3x/log/fightEvent.ts";
export {
  GRAPPLE_OPTIONS,
  type GrappleOption,
  SPECIAL_ATTACK_NAMES,
  type SpecialAttackDeclaration,
  type SpecialAttackName,
} from "./rulesets/3x/log/specialAttacks.ts";
/** The 3.x sheet: abilities, weapons, armor, feats and spells (dnd35's, and dnd30's to come). */
export type {
  Abilities,
  Armor,
  CombatantSpec,
  CreatureType,
  Feat,
  Handedness,
  NaturalKind,
  Shield,
  StartingHolds,
  Weapon,
} from "./rulesets/3x/model/combatant.ts";
export { CREATURE_TYPES } from "./rulesets/3x/model/combatant.ts";
export type { Item } from "./rulesets/3x/model/item.ts";
export type { Spell, SpellEffect, SpellSave } from "./rulesets/3x/model/spell.ts";
/** The 3.x part of the combat state. */
export type {
  CastingState,
  DelayState,
  ReadiedState,
  ThreeXCombatant,
  ThreeXContext,
  ThreeXFrameKind,
  ThreeXPolicy,
  ThreeXRuleset,
  ThreeXState,
  ThreeXTurn,
  VitalState,
  Vitals,
} from "./rulesets/3x/state/index.ts";
/** The 3.x SRD weapons table; a weapon's damage dice for a Small or Large wielder (SRD, outside the seeds). */
export {
  sizedDamage,
  srdArmor,
  srdShields,
  type WeaponId,
  weapon,
  weaponIds,
} from "./rulesets/3x/stats/index.ts";
/** The actions of 表：战斗中的动作 a combatant may declare as an `Activity`, by name. */
export { ACTIVITY_NAMES } from "./rulesets/dnd35/activities.ts";
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
/** dnd35's policies (also reached as `dnd35.policies`), and what they share: the first legal candidate, the answer in a window. */
export { attackNearest } from "./rulesets/dnd35/policies/attackNearest.ts";
export { answerIfAsked, firstLegal } from "./rulesets/dnd35/policies/firstLegal.ts";
export { fullAttackOrCharge } from "./rulesets/dnd35/policies/fullAttackOrCharge.ts";
export { dnd35Policies } from "./rulesets/dnd35/policies/index.ts";
export { tactician } from "./rulesets/dnd35/policies/tactician.ts";
/** The dnd35 ruleset, its options and rules index. */
export { dnd35, dnd35Options } from "./rulesets/dnd35/ruleset.ts";
export { type Dnd35RuleId, dnd35Rules } from "./rulesets/dnd35/rulesIndex.ts";
/** The battlefield bench fight: reach, bows, two weapons and difficult ground, 4 vs 4. */
export { battlefieldFourVsFour } from "./rulesets/dnd35/samples/battlefield.ts";
/** Sample combatants and fights (a level-1 fighter, a goblin, the 4-vs-4 bench fight). */
export {
  fighter,
  fourVsFour,
  goblin,
  header as sampleHeader,
} from "./rulesets/dnd35/samples/scenarios.ts";
/** The coverage map of every seed file (what `d20 coverage` prints). */
export { seedCoverage } from "./rulesets/seedCoverage.ts";
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
export { catalogueIn, isLanguage, LANGUAGES } from "./words/language.ts";
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
/** "Did you mean": the names a few edits from a misspelt one, and the hint after an unknown name. */
export { closeTo, suggestion } from "./words/suggest.ts";
/** Message builders checked against a catalogue's type (an unknown id does not compile). */
export { type EntryParams, type MessageOf, messagesOf } from "./words/typedMessage.ts";
/** A refusal's words, rendered only when shown. */
export { violationText } from "./words/violationText.ts";
