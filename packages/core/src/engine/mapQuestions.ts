import type { FightEvent } from "../log/fightEvent.ts";
import type { CombatantId, Square } from "../model/ids.ts";
import type { CombatState } from "./state.ts";

// The questions a map view asks of a fight (issue "Rulesets as modules": "threatened squares and
// reach of a creature, cover and line of sight between two, the path a move took"), answered by
// the ruleset of the fight, so a viewer draws any edition without knowing its rules. Pure and
// data only: squares, numbers, booleans, words of the ruleset's own, and the rule id each answer
// rests on (an id of `Ruleset.rules`), so a viewer can cite it as `explain` does.

/** How far a creature reaches with one of its melee weapons, in feet. */
export interface WeaponReach {
  readonly weapon: string;
  /** Foes at most this far away can be hit. */
  readonly maxFt: number;
  /** Foes this close or closer cannot (a reach weapon's blind zone); −1 when none. */
  readonly minFt: number;
  /** Whether it threatens at all (a weapon may reach and threaten nothing, as a whip). */
  readonly threatens: boolean;
  readonly rule: string;
}

/** A creature's reach: its natural reach and each melee weapon's. */
export interface ReachAnswer {
  readonly naturalFt: number;
  readonly weapons: readonly WeaponReach[];
  readonly rule: string;
}

/** Cover between an attacker and a target: its degree in the ruleset's words, and what it does. */
export interface CoverAnswer {
  /** The ruleset's name for the degree ("none", "soft", "cover", "total", …). */
  readonly degree: string;
  /** The AC bonus it gives the target, 0 when none; undefined when it allows no attack at all. */
  readonly acBonus: number | undefined;
  readonly rule: string;
}

/** Whether one creature can see another, and whether anything it does can reach it. */
export interface SightAnswer {
  /** A line of effect: nothing solid blocks every line between them. */
  readonly effect: boolean;
  /** A line of sight: a line of effect, and the viewer can see the target along it. */
  readonly sight: boolean;
  /** Why not, in plain words (undefined when both hold). */
  readonly why?: string;
  readonly rule: string;
}

/** The path of a move as the log recorded it: where the mover stood, and every square entered. */
export interface MovePath {
  readonly actor: CombatantId;
  /** The ruleset's word for the kind of move (a walk, a 5-foot step, a charge). */
  readonly mode: string;
  readonly from: Square;
  /** The squares entered, in order; the last is where the move ended. */
  readonly squares: readonly Square[];
  readonly feet: number;
  readonly rule: string;
}

/** What a map view asks a ruleset: every answer a pure function of a state (or of an event). */
export interface MapQuestions<S extends CombatState = CombatState> {
  /** The squares `id` threatens now, in row order (none when it threatens nothing). */
  threatenedSquares(state: S, id: CombatantId): readonly Square[];
  /** The reach of `id`'s melee weapons. */
  reach(state: S, id: CombatantId): ReachAnswer;
  /** The cover `target` has against a melee or ranged attack by `attacker` from where it stands. */
  cover(
    state: S,
    attacker: CombatantId,
    target: CombatantId,
    attack: "melee" | "ranged",
  ): CoverAnswer;
  /** Line of effect and of sight from `viewer` to `target`. */
  lineOfSight(state: S, viewer: CombatantId, target: CombatantId): SightAnswer;
  /** The path of `event` when it is a move, read against the state just before it. */
  movePath(before: S, event: FightEvent): MovePath | undefined;
}
