import type { CombatState } from "../../engine/state.ts";
import type { CountAnchor } from "../../log/declarations.ts";

/**
 * Until just before `id`'s count `rounds` rounds from now: 1 is "until its next turn", 2 "until
 * the turn after" (a round runs from a count to the same count). A creature not in the order is
 * anchored at count 0, the round's end.
 */
export function beforeCountOf(state: CombatState, id: string, rounds: number): CountAnchor {
  const entry = state.order.find((e) => e.id === id);
  return { round: state.round + rounds, count: entry?.count ?? 0, before: id };
}

/**
 * Until just after `id`'s turn `rounds` rounds from now: the order reaching any lower count, or
 * the round's end, ends it (a feint's "on or before your next turn", seed 000 虚招FEINT). The
 * anchor sits half a count below `id`'s.
 */
export function afterTurnOf(state: CombatState, id: string, rounds: number): CountAnchor {
  const entry = state.order.find((e) => e.id === id);
  return { round: state.round + rounds, count: (entry?.count ?? 0) - 0.5 };
}
