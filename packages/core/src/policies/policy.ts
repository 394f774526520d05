import { rememberLegal } from "../engine/checkedLegal.ts";
import type { CombatState } from "../engine/state.ts";
import type { Declaration } from "../log/declarations.ts";
import type { CombatantId } from "../model/ids.ts";
import { rulesetOf } from "../registry/engine.ts";
import type { CombatantDeclaration } from "../rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../rulesets/3x/state/index.ts";

/**
 * A policy answers for an unscripted combatant: a pure function of the state (and, if it needs
 * chance, its own dice) returning a declaration, which is recorded like any other. `S` and `D`
 * are its ruleset's state and declarations; a driver holds the engine's (the method form makes
 * a ruleset's policy one over the engine's types: the driver hands it only its own fights).
 */
export type Policy<S extends CombatState = CombatState, D extends Declaration = Declaration> = {
  answer(state: S, actor: CombatantId): D;
}["answer"];

/** A 3.x policy. */
export type ThreeXPolicy = Policy<ThreeXState, CombatantDeclaration>;

/** A candidate declaration, or a thunk that builds one only when the earlier ones fail. */
export type Candidate = CombatantDeclaration | undefined | (() => CombatantDeclaration | undefined);

/** The first candidate the rules allow now; ending the turn is always allowed. */
export function firstLegal(
  state: ThreeXState,
  actor: CombatantId,
  candidates: readonly Candidate[],
): CombatantDeclaration {
  const answer = answerIfAsked(state, actor);
  if (answer !== undefined) return answer;
  const ruleset = rulesetOf(state);
  for (const candidate of candidates) {
    const c = typeof candidate === "function" ? candidate() : candidate;
    if (c !== undefined && ruleset.checkDeclaration(state, actor, c) === undefined) {
      rememberLegal(state, actor, c);
      return c;
    }
  }
  return { kind: "EndTurn" };
}

/**
 * When `actor` is asked in an interrupt window, the policies' answer: take every attack of
 * opportunity and fire every readied action the rules allow; in a delay window, wait until the
 * round's last turn has ended, then step in (a plain delay is "to the end of the round", seed 000
 * 延迟DELAY); else decline. Undefined when the actor is not being asked.
 */
export function answerIfAsked(
  state: CombatState,
  actor: CombatantId,
): CombatantDeclaration | undefined {
  const a = state.awaiting;
  if (a.kind !== "declaration" || a.actor !== actor || a.window === undefined) return undefined;
  const decline: CombatantDeclaration = { kind: "Respond", take: false };
  if (a.window.kind === "delay" && !lastTurnOfRound(state)) return decline;
  const take: CombatantDeclaration = { kind: "Respond", take: true };
  return rulesetOf(state).checkDeclaration(state, actor, take) === undefined ? take : decline;
}

/** The turn that just ended was the round's last: nobody is left in the order after it. */
function lastTurnOfRound(state: CombatState): boolean {
  return state.order[state.turnIndex + 1] === undefined;
}
