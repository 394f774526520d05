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
  /**
   * The creature whose count `id` acts on, just before it, rolling none of its own (a mount on
   * its rider's, seed 000 骑乘战斗MOUNTED COMBAT), or undefined. The leader is in the order or
   * among `ids`.
   */
  follows?(state: S, id: CombatantId): CombatantId | undefined;
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
  const leaderOf = (id: CombatantId) => rules.follows?.(state, id);
  const rolling = ids.filter((id) => leaderOf(id) === undefined);
  // A follower whose leader takes no place now (an unaware rider in a surprise round) waits to
  // be placed with it, when its leader rolls.
  const placed = (id: CombatantId) => rolling.includes(id) || state.order.some((e) => e.id === id);
  const followers = ids.filter((id) => {
    const leader = leaderOf(id);
    return leader !== undefined && placed(leader);
  });
  const fresh: InitiativeEntry[] = rolling.map((id) => {
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
  const old = new Set(state.order.map((e) => e.id));
  const order = [...state.order, ...fresh]
    .sort((a, b) => {
      const tied = a.count === b.count && a.modifier === b.modifier;
      const age = tied ? Number(old.has(b.id)) - Number(old.has(a.id)) : 0;
      return age !== 0 ? age : compareEntries(a, b);
    })
    .map((e) => e.id);
  // A follower takes its leader's count and its place just before it.
  for (const id of followers) {
    const leader = leaderOf(id)!;
    const entry = [...state.order, ...fresh].find((e) => e.id === leader)!;
    fresh.push({
      ...entry,
      id,
      breakdown: [{ label: `${leader}'s count`, value: entry.count, rule: rules.rule }],
    });
    order.splice(order.indexOf(leader), 0, id);
  }
  ctx.emit("InitiativeRolled", { entries: fresh, order, rule: rules.rule });
}
