import type { EngineContext } from "../../engine/context.ts";
import type { CombatState } from "../../engine/state.ts";
import type { InitiativeEntry } from "../../log/facts.ts";
import type { FightEventMap } from "../../log/fightEvent.ts";
import type { Explained } from "../../model/breakdown.ts";
import type { CombatantId } from "../../model/ids.ts";
import { breakTies } from "./breakTies.ts";
import { compareEntries } from "./compareEntries.ts";

/** What an edition hands the initiative roll: the rule it cites and a creature's modifier. */
export interface InitiativeRules<S extends CombatState> {
  readonly rule: string;
  /** The creature's initiative modifier with its terms (say, Dex and a feat). */
  modifier(state: S, id: CombatantId): Explained;
}

/**
 * Rolls initiative for `ids`: d20 + the edition's modifier. Ties go to the higher modifier; those
 * still tied re-roll (`breakTies`). Emits the dice and one `InitiativeRolled` with the whole new
 * order.
 */
export function rollInitiativeWith<S extends CombatState>(
  ctx: EngineContext<S, FightEventMap>,
  ids: readonly CombatantId[],
  rules: InitiativeRules<S>,
): void {
  const { state } = ctx;
  const fresh: InitiativeEntry[] = ids.map((id) => {
    const mod = rules.modifier(state, id);
    const natural = ctx.roll(id, "initiative", "1d20").total;
    return {
      id,
      count: natural + mod.value,
      modifier: mod.value,
      tiebreak: [],
      breakdown: [{ label: "d20", value: natural, rule: rules.rule }, ...mod.breakdown],
    };
  });
  breakTies(ctx, fresh);
  // A latecomer tied (count and modifier) with someone already in the order goes after them:
  // the order already played is not re-rolled, and re-rolls among latecomers only order them.
  const placed = new Set(state.order.map((e) => e.id));
  const order = [...state.order, ...fresh]
    .sort((a, b) => {
      const tied = a.count === b.count && a.modifier === b.modifier;
      const age = tied ? Number(placed.has(b.id)) - Number(placed.has(a.id)) : 0;
      return age !== 0 ? age : compareEntries(a, b);
    })
    .map((e) => e.id);
  ctx.emit("InitiativeRolled", { entries: fresh, order, rule: rules.rule });
}
