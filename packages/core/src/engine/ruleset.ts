import type { HeaderData } from "@d20/events";
import type { CombatantDeclaration, GmDeclaration } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId, SideId } from "../model/ids.ts";
import type { RuleEntry } from "../rules/ruleSource.ts";
import type { RulesetWords } from "../words/rulesetWords.ts";
import type { EngineContext } from "./context.ts";
import type { EventTypes } from "./eventTypes.ts";
import type { HeaderPartSpec } from "./headerPart.ts";
import type { RulesetDataSchemas } from "./rulesetDataSchemas.ts";
import type { Awaiting, CombatState, Frame } from "./state.ts";
import type { RuleViolation } from "./violation.ts";

/** What a frame does next after one of its facts: a new phase, a child frame, or done. */
export type Transition =
  | { readonly phase: string; readonly push?: Frame }
  | { readonly done: true };

/**
 * One kind of resolution frame. `step` emits any dice and then exactly one fact; `on` (called by
 * `evolve` for that fact) says where the frame goes next. Keeping the transition in `evolve`
 * means a folded log and the deciding engine agree on the stack after every event.
 */
export interface FrameKind {
  step(ctx: EngineContext, frame: Frame): void;
  on(frame: Frame, event: FightEvent, state: CombatState): Transition;
  /** Where a frame goes when the child frame it pushed is done. */
  onChildDone?(frame: Frame, child: Frame, state: CombatState): Transition;
  /**
   * An interrupt window's frame waits for the creature it asks: the awaited answer, derived from
   * the state (so a fold and the deciding engine agree), or undefined when no one is left to
   * ask and `step` closes the window.
   */
  awaits?(frame: Frame, state: CombatState): Awaiting | undefined;
}

/**
 * A ruleset supplies the rules; the turn machine (rounds, turns, frames, `awaiting`) is shared.
 * Rulesets carry a version: a log names the version it was played under.
 */
export interface Ruleset {
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
  checkDeclaration(
    state: CombatState,
    actor: CombatantId,
    decl: CombatantDeclaration,
  ): RuleViolation | undefined;
  /** Checks a GM declaration. */
  checkGm(state: CombatState, decl: GmDeclaration): RuleViolation | undefined;
  /** The frame that resolves a declaration once it is recorded. */
  frameFor(
    state: CombatState,
    by: CombatantId | "gm",
    decl: CombatantDeclaration | GmDeclaration,
    seq: number,
  ): Frame;
  readonly frames: Readonly<Record<string, FrameKind>>;
  /**
   * A fact the turn machine emitted that starts a resolution of its own (a spell begun last
   * round completing at the caster's count): the frame to push, if any. Called only while no
   * frame is open.
   */
  opens?(state: CombatState, event: FightEvent): Frame | undefined;
  /** At a creature's count: emit one event (a stabilize roll, a skip, or its turn start). */
  reachCount(ctx: EngineContext, id: CombatantId): void;
  /**
   * Between two counts, before the next creature's count is reached: emit one event if anything
   * is due there (true) — a delaying creature stepping in after the turn that just ended.
   */
  betweenCounts(ctx: EngineContext): boolean;
  /** At a round's end, before the next starts: emit one event if anything is due (true). */
  endOfRound(ctx: EngineContext): boolean;
  /** The rule a new round cites. */
  readonly roundRule: string;
  /** At a round's end with someone yet to roll initiative: emit the roll (one event). */
  needsInitiative(state: CombatState): boolean;
  rollInitiative(ctx: EngineContext): void;
  /** True while the creature can go on with its turn. */
  canAct(state: CombatState, id: CombatantId): boolean;
  /** True when a creature is out of the fight (dead, dying, stable, unconscious). */
  isDown(state: CombatState, id: CombatantId): boolean;
  /** The sides still standing; the fight ends when at most one is left. */
  sidesStanding(state: CombatState): readonly SideId[];
  /** How its events, declarations, menu choices and state columns read in words. */
  readonly words: RulesetWords;
  // ── trust-2 ──
  /** The schemas of its declarations and combatant specs, checked when a log is read. */
  readonly dataSchemas: RulesetDataSchemas;
}
