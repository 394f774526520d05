import type { HeaderData } from "@d20/events";
import type { Declaration, GmDeclaration } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId, SideId } from "../model/ids.ts";
import type { Standing } from "../model/vitals.ts";
import type { RulesetPolicies } from "../policies/rulesetPolicies.ts";
import type { RuleEntry } from "../rules/ruleSource.ts";
import type { RulesetWords } from "../words/rulesetWords.ts";
import type { EngineContext } from "./context.ts";
import type { EventTypes } from "./eventTypes.ts";
import type { HeaderPartSpec } from "./headerPart.ts";
import type { MapQuestions } from "./mapQuestions.ts";
import type { RulesetDataSchemas } from "./rulesetDataSchemas.ts";
import type { Awaiting, CombatState, Frame } from "./state.ts";
import type { StatePart } from "./statePart.ts";
import type { AuditWords, GmForm, TableVocabulary, WindowAnswers } from "./tableAuditParts.ts";
import type { Translation } from "./translation.ts";
import type { RuleViolation } from "./violation.ts";

/**
 * What a frame does next after one of its facts: a new phase, a child frame (or several, pushed
 * in order: the last runs first — a special attack's frame under the attack roll it starts
 * with), or done.
 */
export type Transition =
  | { readonly phase: string; readonly push?: Frame | readonly Frame[] }
  | { readonly done: true };

/**
 * One kind of resolution frame. `step` emits any dice and then exactly one fact; `on` (called by
 * `evolve` for that fact) says where the frame goes next. Keeping the transition in `evolve`
 * means a folded log and the deciding engine agree on the stack after every event. `S` and `C`
 * are the ruleset's state and deciding context, `E` its events.
 */
export interface FrameKind<
  S extends CombatState = CombatState,
  C extends EngineContext<S, unknown> = EngineContext<S, unknown>,
  E = FightEvent,
> {
  step(ctx: C, frame: Frame): void;
  /** `E`: the ruleset's events (a frame sees the facts of its own ruleset as well as the engine's). */
  on(frame: Frame, event: E, state: S): Transition;
  /** Where a frame goes when the child frame it pushed is done. */
  onChildDone?(frame: Frame, child: Frame, state: S): Transition;
  /**
   * An interrupt window's frame waits for the creature it asks: the awaited answer, derived from
   * the state (so a fold and the deciding engine agree), or undefined when no one is left to
   * ask and `step` closes the window.
   */
  awaits?(frame: Frame, state: S): Awaiting | undefined;
}

/**
 * A ruleset supplies the rules; the turn machine (rounds, turns, frames, `awaiting`) is shared.
 * Rulesets carry a version: a log names the version it was played under. The type parameters
 * are the ruleset's own state, deciding context, events and declarations (each extends the
 * engine's); shared code and the registry hold the defaults (`asEngineRuleset`).
 */
export interface Ruleset<
  S extends CombatState = CombatState,
  C extends EngineContext<S, unknown> = EngineContext<S, unknown>,
  E = FightEvent,
  D extends Declaration = Declaration,
> {
  readonly id: string;
  readonly version: string;
  readonly rules: Readonly<Record<string, RuleEntry>>;
  /**
   * Its own event types (its declarations' and facts' beyond the engine's `engineEventTypes`),
   * with versions and upcasters: registered with the log's catalogue, so a log of this ruleset
   * may hold them and a log of another may not.
   */
  readonly eventTypes: EventTypes;
  /** The version of the part of a header it owns (options, roster), and upcasters to it. */
  readonly headerPart: HeaderPartSpec;
  /** House-rule options and their defaults. */
  readonly defaultOptions: Readonly<Record<string, unknown>>;
  /** Checks a header's roster and options before a fight is built from it. */
  checkHeader(header: HeaderData): RuleViolation | undefined;
  /** Checks a combatant's declaration against the state (it is that combatant's turn). */
  checkDeclaration(state: S, actor: CombatantId, decl: D): RuleViolation | undefined;
  /** Checks a GM declaration. */
  checkGm(state: S, decl: GmDeclaration): RuleViolation | undefined;
  /** The frame that resolves a declaration once it is recorded. */
  frameFor(state: S, by: CombatantId | "gm", decl: D | GmDeclaration, seq: number): Frame;
  readonly frames: Readonly<Record<string, FrameKind<S, C, E>>>;
  /**
   * A fact the turn machine emitted that starts a resolution of its own (a spell begun last
   * round completing at the caster's count): the frame to push, if any. Called only while no
   * frame is open.
   */
  opens?(state: S, event: E): Frame | undefined;
  /** At a creature's count: emit one event (a stabilize roll, a skip, or its turn start). */
  reachCount(ctx: C, id: CombatantId): void;
  /**
   * Between two counts, before the next creature's count is reached: emit one event if anything
   * is due there (true) — a delaying creature stepping in after the turn that just ended.
   */
  betweenCounts(ctx: C): boolean;
  /** At a round's end, before the next starts: emit one event if anything is due (true). */
  endOfRound(ctx: C): boolean;
  /** The rule a new round cites. */
  readonly roundRule: string;
  /** At a round's end with someone yet to roll initiative: emit the roll (one event). */
  needsInitiative(state: S): boolean;
  rollInitiative(ctx: C): void;
  /** True while the creature can go on with its turn. */
  canAct(state: S, id: CombatantId): boolean;
  /** True when a creature is out of the fight (dead, dying, stable, unconscious). */
  isDown(state: S, id: CombatantId): boolean;
  /** The sides still standing; the fight ends when at most one is left. */
  sidesStanding(state: S): readonly SideId[];
  /** How its events, declarations, menu choices and state columns read in words. */
  readonly words: RulesetWords;
  /** Its part of the combat state: its combatants and turns, and the reducer for its facts. */
  readonly state: StatePart<S>;
  /**
   * Where a creature stands for shared code (what-if, diff, a viewer): up, down (out of the
   * fight but alive) or dead, from what its hit points and conditions mean under this ruleset.
   */
  standing(state: S, id: CombatantId): Standing;
  /**
   * The declaration kinds that answer an interrupt window or a choice (3.x: `Respond`): the
   * only inputs taken while a resolution frame is open, which replay folds in full.
   */
  readonly answerKinds: ReadonlySet<string>;
  /** The damage an event deals a creature (what-if's tally by side), if it deals any. */
  damageOf(event: E): { readonly target: CombatantId; readonly amount: number } | undefined;
  // ── seams-misc ──
  /** Its policies for unscripted combatants, by name, and the default one (drivers ask here). */
  readonly policies: RulesetPolicies;
  /** The questions a map view asks: threat, reach, cover, line of sight, a move's path. */
  readonly map: MapQuestions<S>;
  // ── table-audit ──
  /** Its table-log vocabulary (declaration and GM words, states, templates); none: no import. */
  readonly table?: TableVocabulary;
  /** The audit's wording of its log; absent parts fall back to plain renderings. */
  readonly audit?: AuditWords;
  /** The GM declarations `d20 play`'s gm submenu offers, in order. */
  readonly gmForms?: readonly GmForm[];
  /** How its window answers read, for drivers that decline or script them. */
  readonly windowAnswers?: WindowAnswers;
  // ── trust-2 ──
  /** The schemas of its declarations and combatant specs, checked when a log is read. */
  readonly dataSchemas: RulesetDataSchemas;
  // ── translation ──
  /**
   * How it reads the fights of other rulesets, by their id: a fight recorded under one of them
   * can be re-derived under this one (`@d20/replay` translateFight). None: it reads no other's.
   */
  readonly translations?: Readonly<Record<string, Translation>>;
}

/**
 * A ruleset as the engine and the registry hold it. The engine hands a ruleset only states it
 * built with that ruleset's own `state` part (`newCombatant`, `newTurn`, `apply`), events of its
 * catalogue and declarations its `checkDeclaration` passed, so a ruleset written over its own
 * types is one over the engine's: this is the seam's one trusted widening.
 */
export function asEngineRuleset<
  S extends CombatState,
  C extends EngineContext<S, unknown>,
  E,
  D extends Declaration,
>(ruleset: Ruleset<S, C, E, D>): Ruleset {
  return ruleset as unknown as Ruleset;
}
