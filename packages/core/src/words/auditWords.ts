import type { CombatState } from "../engine/state.ts";
import type { RuleViolation } from "../engine/violation.ts";
import type { Input } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { Term } from "../model/breakdown.ts";
import type { Message } from "./message.ts";

/** One number an event explains: its name, its value as recorded, and the terms it is made of. */
export interface TermList {
  readonly name: Message;
  readonly total: number;
  readonly terms: readonly Term[];
}

/**
 * The audit's wording for a ruleset's log: each event in one line, the numbers an event
 * explains, and a refused input told as the rule it breaks. Each part may answer undefined;
 * the audit then falls back to a plain, complete rendering (the event's type and every field,
 * every list of terms in its data under its field name, the engine's own violation).
 */
export interface AuditWords {
  /** An event in one line, or undefined when it is not one this ruleset describes. */
  summary(event: FightEvent): Message | undefined;
  /**
   * The numbers an event explains, term by term, or undefined for the plain term lists. `at`,
   * when given, reads the log's event at a seq (a move's squares are priced from where it began).
   */
  breakdowns(
    event: FightEvent,
    at?: (seq: number) => FightEvent | undefined,
  ): readonly TermList[] | undefined;
  /**
   * A violation the engine found for `input` on `state`, told as the rule the ruleset says it
   * breaks (a window answer from a creature the window did not ask), or undefined to keep it.
   */
  refused(state: CombatState, input: Input, v: RuleViolation): RuleViolation | undefined;
  /**
   * What brought the event about, when it is not the input that produced it: the damage that
   * forced a concentration check, the spell a save is against, the attack that dealt the damage,
   * the act that provoked an attack of opportunity. `at` reads the log's event at a seq; the
   * answer is that event's seq and why it is the occasion, in words. Undefined when none.
   */
  occasion?(
    event: FightEvent,
    at: (seq: number) => FightEvent | undefined,
  ): { readonly seq: number; readonly why: Message } | undefined;
}
