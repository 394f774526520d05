import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantSpecCore as CombatantSpec } from "../model/combatantCore.ts";
import type { Square } from "../model/ids.ts";

/**
 * How one written value of a table-log line reads into a declaration's field: a name (an id,
 * a weapon, a spell), a whole number, a square `x,y`, a path `x,y;x,y`, a list of names `a,b`, a
 * flag (bare or `=yes`), a yes/no, or one of the ruleset's named values.
 */
export type TableValue =
  | { readonly read: "name" }
  | { readonly read: "int"; readonly min?: number }
  /**
   * A whole number, or dice the GM rolled for it in a table's notation with what they showed
   * (`2d6+1 = 3 4`, `1d6*2 = total 8`): the number is their total, the roll is kept as written.
   */
  | { readonly read: "roll"; readonly min?: number }
  | { readonly read: "square" }
  | { readonly read: "path" }
  | { readonly read: "names" }
  | { readonly read: "flag" }
  | { readonly read: "yesNo" }
  | { readonly read: "oneOf"; readonly values: readonly string[] };

/**
 * A declaration a `declare ACTOR WORD key=value …` line may make: the kind it makes and the
 * fields it takes by key. A dotted key (`action.kind`, `trigger.by`) sets a field of a nested
 * record, so declarations with parts (a readied action and its trigger) are written flat.
 */
export interface TableDeclaration {
  readonly kind: string;
  readonly fields: Readonly<Record<string, TableValue>>;
  /** The keys a line must give (the rest are optional). */
  readonly required?: readonly string[];
}

/** One value of a `gm WORD …` line, in its place before the reason. */
export interface TableGmArg {
  readonly key: string;
  readonly value: TableValue;
  /** May be left out when it is last before the reason (`gm end [SIDE] "reason"`). */
  readonly optional?: boolean;
}

/** A GM declaration a `gm WORD value… "reason"` line may make: its kind, values and fixed fields. */
export interface TableGmWord {
  readonly kind: string;
  readonly args: readonly TableGmArg[];
  /** Fields every such declaration carries (`gm nonlethal …`: `nonlethal: true`). */
  readonly fixed?: Readonly<Record<string, unknown>>;
}

/** A `combatant ID TEMPLATE SIDE X,Y WEAPON [unaware]` line's stat block. */
export interface TableTemplate {
  /** The weapon ids its WEAPON may name. */
  readonly weapons: readonly string[];
  build(id: string, side: string, at: Square, weapon: string, aware: boolean): CombatantSpec;
}

/** A fact rewritten as the table claimed it, and each field that changed (`data.amount`). */
export interface ClaimedFact {
  readonly event: FightEvent;
  readonly changed: readonly {
    readonly path: string;
    readonly rules: unknown;
    readonly table: unknown;
  }[];
}

/** The hit points a `claim hp` / `claim state` or a damage claim may set. */
export interface ClaimedVitals {
  readonly hp?: number;
  readonly nonlethal?: number;
  readonly state?: string;
}

/**
 * A check whose outcome a table may call on a `claim` line (`claim hit`, `claim save failed`):
 * the words for each outcome, and the fact that holds it. A call the rules disagree with changes
 * what follows (damage after a hit, a condition after a failed save), so the importer adopts it
 * where it is made and the engine goes on from the table's outcome.
 */
export interface TableCall {
  /** The `claim` words for a success and a failure (`hit` / `miss`, `made` / `failed`). */
  readonly success: string;
  readonly failure: string;
  /** Whether this fact is such a check, its outcome, and the outcome in words (`17 vs AC 15`). */
  read(e: FightEvent): { readonly success: boolean; readonly told: string } | undefined;
  /** The check's fact as the table called it. */
  rule(e: FightEvent, success: boolean): ClaimedFact;
}

/**
 * Where the table format's claims land in the ruleset's facts: the checks a table may call (by
 * the word after `claim`: `attack`, `save`…), damage, hit points and the initiative order. Each
 * reader answers undefined for a fact that is none of its kind.
 */
export interface TableClaimFacts {
  /** By the check's word; `claim attack hit` may be written `claim hit` (its outcome words). */
  readonly calls: Readonly<Record<string, TableCall>>;
  /** A damage fact: how much, to whom, and whether nonlethal. */
  damage(
    e: FightEvent,
  ): { readonly amount: number; readonly target: string; readonly nonlethal: boolean } | undefined;
  /** The damage fact with the claimed amount. */
  withDamage(e: FightEvent, amount: number): ClaimedFact;
  /** A fact that sets a creature's hit points: whose, and its hit points after it. */
  vitals(e: FightEvent):
    | {
        readonly target: string;
        readonly hp: number;
        readonly nonlethal: number;
        readonly state: string;
      }
    | undefined;
  /** The hit-point fact with the claimed values. */
  withVitals(e: FightEvent, change: ClaimedVitals): ClaimedFact;
  /** A fact that sets the initiative order: the creatures first to last. */
  order(e: FightEvent): readonly string[] | undefined;
  /** The order fact as the table ran it. */
  withOrder(e: FightEvent, order: readonly string[]): ClaimedFact;
}

/**
 * A ruleset's table-log vocabulary (packages/replay/src/table/FORMAT.md): the declaration words
 * a `declare` line may use, what `end-turn` makes, the GM words, the injury states a `claim
 * state` may name, and the combatant templates. The shared importer reads only these.
 */
export interface TableVocabulary {
  /** By the word a `declare` line names (for dnd35, the declaration kind itself). */
  readonly declarations: Readonly<Record<string, TableDeclaration>>;
  /** The declaration `end-turn ACTOR` makes. */
  readonly endTurn: Readonly<Record<string, unknown>>;
  /** By the word after `gm`. */
  readonly gm: Readonly<Record<string, TableGmWord>>;
  readonly states: readonly string[];
  /** Where the claims land in its facts. */
  readonly claims: TableClaimFacts;
  readonly templates: Readonly<Record<string, TableTemplate>>;
}
