import type { CombatState } from "../../engine/state.ts";

// Who a window asks, and in what order (DESIGN "The engine": a fixed and documented order,
// initiative order unless the ruleset says otherwise): the creatures in the initiative order,
// then the ones out of it (delaying, or yet to roll) in roster order.

/** Initiative order, then everyone else in roster order: the order windows ask in. */
export function askingOrder(state: CombatState): string[] {
  const ids: string[] = [];
  forEachAsked(state, (id) => ids.push(id));
  return ids;
}

/** Visits the combatants in asking order without building the list (hot: every step of a move). */
export function forEachAsked(state: CombatState, visit: (id: string) => void): void {
  const { order, roster } = state;
  for (let i = 0; i < order.length; i++) visit(order[i]!.id);
  if (order.length === roster.length) return;
  for (const id of roster) if (!order.some((e) => e.id === id)) visit(id);
}
