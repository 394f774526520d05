import { type InitiativeRules, rollInitiativeWith } from "../../d20/initiative/index.ts";
import type { CombatantId } from "../../model/ids.ts";
import { riderOf } from "../3x/mounted/riding.ts";
import type { ThreeXContext, ThreeXState } from "../3x/state/index.ts";
import type { Dnd35RuleId } from "./rulesIndex.ts";
import { initiativeModifier } from "./stats/index.ts";

/** dnd35's initiative: d20 + Dex + other modifiers (seed 000 先攻INITIATIVE), citing its rule. */
const INITIATIVE: InitiativeRules<ThreeXState> = {
  rule: "dnd35.initiative" satisfies Dnd35RuleId,
  modifier: (state, id) => initiativeModifier(state.combatants[id]!.spec),
  // A ridden mount acts on its rider's count, just before it (seed 000 骑乘战斗: 你的坐骑在受你控
  // 制时，是依照你的先攻权数值来作出行动): it rolls none of its own, and is placed when its rider is
  // (not in a surprise round its rider sits out).
  follows: (state, id) => {
    const rider = riderOf(state, id);
    if (rider === undefined) return undefined;
    const c = state.combatants[rider]!;
    const rolls = c.delaying === undefined && c.vitals.state !== "dead";
    return rolls ? rider : undefined;
  },
};

/**
 * Rolls initiative for `ids` (seed 000 先攻INITIATIVE): d20 + Dex + other modifiers. Ties go to
 * the higher modifier; those still tied re-roll (recorded as dice, `#2`, `#3`…) until the tie is
 * broken (d20/initiative). Emits the dice and one `InitiativeRolled` with the whole new order.
 */
export function rollInitiative(ctx: ThreeXContext, ids: readonly CombatantId[]): void {
  rollInitiativeWith(ctx, ids, INITIATIVE);
}

/** Those alive and not yet in the order, in roster order. */
export function unrolled(state: ThreeXState): CombatantId[] {
  const rolled = new Set(state.order.map((e) => e.id));
  // A delaying creature is out of the order but has its count (seed 000 延迟DELAY).
  return state.roster.filter((id) => {
    const c = state.combatants[id]!;
    return !rolled.has(id) && c.delaying === undefined && c.vitals.state !== "dead";
  });
}
