import type { Awaiting, CombatState } from "../engine/state.ts";
import type { Declaration, Input } from "../log/declarations.ts";
import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId } from "../model/ids.ts";
import type { Catalogues } from "./catalogue.ts";
import type { Message } from "./message.ts";

/** What the narrator needs to follow the fight's shape: turns, rounds, windows. */
export type Structure =
  | { readonly kind: "roundStarts" }
  | { readonly kind: "turnStarts" }
  | { readonly kind: "turnSkipped" }
  | { readonly kind: "turnEnds" }
  | { readonly kind: "fightEnds" }
  | { readonly kind: "windowOpens"; readonly window: string }
  | { readonly kind: "windowCloses" };

/** One line of narration: its words (none for a blank line) and its indent in steps. */
export interface Line {
  readonly text?: Message;
  readonly indent: number;
}

/** An event told: its lines (none for bookkeeping), flush left when a heading. */
export interface Told {
  readonly lines: readonly Line[];
  readonly heading?: boolean;
  readonly structure?: Structure;
}

/** Around an event: the kind of the innermost open window, whose answers may read otherwise. */
export interface TellContext {
  readonly window?: string;
}

/** One entry of the play menu: its words, the declaration it makes, where and how to ask it. */
export interface MenuChoice<D extends Declaration = Declaration> {
  readonly label: Message;
  readonly decl: D;
  /** The heading it is listed under (`attack`, `move`…); the menu keeps the ruleset's order. */
  readonly group?: Message;
  /** What a person types for it (`attack gob-1`); unique within one menu. */
  readonly command?: string;
}

/** A value of a ruleset's column for one combatant, as `--json` gives it. */
export type ColumnValue = string | readonly string[];

/** A column the ruleset adds to the state view: its heading and each combatant's cell. */
export interface StateColumn {
  /** The field's name in the `--json` row. */
  readonly key: string;
  /** The shared column it follows (`hp`, `square`…); last when absent. */
  readonly after?: string;
  readonly header: Message;
  value(state: CombatState, id: CombatantId): ColumnValue;
  cell(value: ColumnValue): Message;
  /**
   * Free text (a list, a sentence) that may leave the table for a line under its row when the
   * table would be too wide for a terminal; its empty values are then left out.
   */
  readonly note?: boolean;
}

/** A typed answer read: the declaration it makes, or why it makes none. */
export type TypedAnswer<D extends Declaration = Declaration> =
  | { readonly decl: D }
  | { readonly refused: Message };

/** The commands a person may type on a turn beside the menu's numbers. */
export interface TypedCommands {
  /** The commands in one line, for the prompt's "or:" hint. */
  readonly hint: Message;
  /** One help line per command. */
  readonly help: readonly Message[];
  /** The answer read, or undefined when it is none of these commands. */
  parse(state: CombatState, actor: CombatantId, answer: string): TypedAnswer | undefined;
  /** The commands' first words (`move`, `delay`…), for "did you mean" after a misspelt one. */
  readonly verbs?: readonly string[];
}

/**
 * How a ruleset's events read in words: each event and declaration as a message, the play
 * menu's choices, the state view's columns, and a catalogue per language. Every part may
 * answer undefined for what it does not know; the caller then falls back to a plain rendering.
 */
export interface RulesetWords {
  readonly catalogues: Catalogues;
  /** An event of this ruleset's log told in lines, or undefined when it is not one of its own. */
  tell(event: FightEvent, context: TellContext): Told | undefined;
  /** An input with its author (`X declares …`, `GM: … — reason`), or undefined. */
  input(input: Input): Message | undefined;
  /** What the engine waits for, or undefined. */
  awaiting(awaiting: Awaiting): Message | undefined;
  /** The question put to `actor` in the window opened by `opened`, or undefined. */
  question(actor: CombatantId, opened: FightEvent | undefined): Message | undefined;
  /** The declarations worth offering `actor` now, each checked by the rules. */
  choices(state: CombatState, actor: CombatantId): readonly MenuChoice[];
  /**
   * What a choice that would open a window of kind `window` asking `candidates` means to the one
   * choosing ("provokes attacks of opportunity from Grukk, Snaga"), or undefined when nothing.
   */
  warning?(window: string, candidates: readonly CombatantId[]): Message | undefined;
  /** What the turn under way has spent (`standard, move`), or undefined when nothing. */
  spent(state: CombatState): Message | undefined;
  /** The commands `d20 play` takes typed on a turn. */
  readonly commands: TypedCommands;
  /** The state view's columns beyond the shared ones (id, side, order, hp, square). */
  readonly columns: readonly StateColumn[];
  /** The word for where a creature's hit points put it (`dying`, `unconscious`), as diff shows it. */
  vital(state: CombatState, id: CombatantId): string;
  /** What the hp cell adds after `hp/max` (dnd35: nonlethal damage, `(3 nl)`), or undefined. */
  hpNote(state: CombatState, id: CombatantId): string | undefined;
}
