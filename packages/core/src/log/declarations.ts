import type { CombatantSpecCore } from "../model/combatantCore.ts";
import type { CombatantId, SideId, Square } from "../model/ids.ts";

/** How long a GM-applied condition lasts: until just before an initiative count in a round. */
export interface CountAnchor {
  readonly round: number;
  readonly count: number;
  /**
   * Whose count it is (the creature whose turn the duration runs to). Informational: the
   * duration ends before the first creature at `count` acts, whatever the tie-break (seed 000 战斗轮).
   */
  readonly before?: CombatantId;
}

/**
 * A combatant's declaration as the engine sees it: a kind, and fields its ruleset defines (the
 * ruleset's own union narrows this: `rulesets/3x/log/declarations.ts` for the 3.x editions).
 */
export interface Declaration {
  readonly kind: string;
}

/** What the GM decided; each carries the reason an audit shows. */
export type GmDeclaration<Spec extends CombatantSpecCore = CombatantSpecCore> =
  | { readonly kind: "BeginCombat"; readonly reason: string }
  | {
      readonly kind: "ApplyDamage";
      readonly target: CombatantId;
      readonly amount: number;
      /** The dice the GM rolled for `amount`, as written at the table (`2d6+1 = 3 4`). */
      readonly rolled?: string;
      readonly nonlethal?: boolean;
      readonly reason: string;
    }
  | {
      readonly kind: "ApplyHealing";
      readonly target: CombatantId;
      readonly amount: number;
      /** The dice the GM rolled for `amount`, as written at the table (`2d6+1 = 3 4`). */
      readonly rolled?: string;
      readonly reason: string;
    }
  | {
      readonly kind: "GrantTempHp";
      readonly target: CombatantId;
      readonly amount: number;
      /** The dice the GM rolled for `amount`, as written at the table (`2d6+1 = 3 4`). */
      readonly rolled?: string;
      readonly reason: string;
    }
  | {
      readonly kind: "AddCondition";
      readonly target: CombatantId;
      readonly condition: string;
      readonly until?: CountAnchor;
      readonly reason: string;
    }
  | {
      readonly kind: "RemoveCondition";
      readonly target: CombatantId;
      readonly condition: string;
      readonly reason: string;
    }
  | {
      readonly kind: "MoveCreature";
      readonly target: CombatantId;
      readonly to: Square;
      readonly reason: string;
    }
  | { readonly kind: "AddCombatant"; readonly spec: Spec; readonly reason: string }
  | { readonly kind: "RemoveCombatant"; readonly target: CombatantId; readonly reason: string }
  /**
   * Move a creature in the initiative order: it goes just before `before`, at its count (a
   * misread initiative die, a creature that should have acted earlier).
   */
  | {
      readonly kind: "MoveInOrder";
      readonly target: CombatantId;
      readonly before: CombatantId;
      readonly reason: string;
    }
  | { readonly kind: "EndFight"; readonly winner?: SideId; readonly reason: string }
  | {
      readonly kind: "OverrideRuling";
      readonly seq: number;
      readonly ruling: string;
      readonly reason: string;
    };

/** A combatant's declaration, signed by its id. */
export interface CombatantInput<D extends Declaration = Declaration> {
  readonly by: CombatantId;
  readonly decl: D;
  /**
   * Set on an answer nobody wrote down: a table log's notes left the window open, and the
   * importer answered it with the table's default (the audit lists it as assumed).
   */
  readonly assumed?: AssumedAnswer;
  /**
   * The policy's reason for its choice, in a few words ("casts sleep: orc-2 is awake"), for the
   * people reading the fight: the narration shows it; the rules never read it.
   */
  readonly why?: string;
}

/** Why an answer was assumed: the window it answered, and the default it applied. */
export interface AssumedAnswer {
  /** The ruleset's kind of window (dnd35: "opportunity", "readied", "delay"). */
  readonly window: string;
  /** Who opened the window. */
  readonly provoker: CombatantId;
  /** The table's default the answer applies ("decline"). */
  readonly default: string;
}

/** A GM's declaration (`by` is always "gm", which no combatant may be called). */
export interface GmInput<Spec extends CombatantSpecCore = CombatantSpecCore> {
  readonly by: "gm";
  readonly decl: GmDeclaration<Spec>;
}

/** An input to the engine: a combatant's declaration or the GM's. */
export type Input<
  D extends Declaration = Declaration,
  Spec extends CombatantSpecCore = CombatantSpecCore,
> = CombatantInput<D> | GmInput<Spec>;

/** True for the GM's inputs. */
export function isGmInput<D extends Declaration, Spec extends CombatantSpecCore>(
  input: Input<D, Spec>,
): input is GmInput<Spec> {
  return input.by === "gm";
}
