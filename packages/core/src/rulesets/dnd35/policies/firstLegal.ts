import { rememberLegal } from "../../../engine/checkedLegal.ts";
import type { CombatState } from "../../../engine/state.ts";
import type { CombatantId } from "../../../model/ids.ts";
import type { Policy } from "../../../policies/policy.ts";
import { because as marked } from "../../../policies/why.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkDeclaration } from "../checkDeclaration.ts";

// dnd35's own checks, not `rulesetOf(state)`'s: these are dnd35's policies, and the ruleset
// lists them (`dnd35.policies`), so reaching for the registry here would be an import cycle.

/** The shared policy type, re-exported for dnd35's policies. */
export type { Policy };

/** `decl`, with the reason the policy gives for it (recorded with it: `policies/why.ts`). */
export function because(decl: CombatantDeclaration, why: string): CombatantDeclaration {
  return marked(decl, why);
}

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
  for (const candidate of candidates) {
    const c = typeof candidate === "function" ? candidate() : candidate;
    if (c !== undefined && checkDeclaration(state, actor, c) === undefined) {
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
  // A choice mid-resolution: a creature stands its ground — an overrun's defender blocks (seed
  // 000 闯越OVERRUN 步骤3); else the first option offered.
  if (a.kind === "choice" && a.actor === actor)
    return { kind: "Choose", answer: a.options.includes("block") ? "block" : a.options[0]! };
  if (a.kind !== "declaration" || a.actor !== actor || a.window === undefined) return undefined;
  const decline: CombatantDeclaration = { kind: "Respond", take: false };
  if (a.window.kind === "delay" && !lastTurnOfRound(state)) return decline;
  const take: CombatantDeclaration = { kind: "Respond", take: true };
  // Asked only in a dnd35 fight: its state is dnd35's (see `asEngineRuleset`).
  return checkDeclaration(state as ThreeXState, actor, take) === undefined ? take : decline;
}

/** The turn that just ended was the round's last: nobody is left in the order after it. */
function lastTurnOfRound(state: CombatState): boolean {
  return state.order[state.turnIndex + 1] === undefined;
}
