import type { EngineContext } from "../../engine/context.ts";
import type { CombatState } from "../../engine/state.ts";
import type { InitiativeEntry } from "../../log/facts.ts";
import { tiedGroups } from "./tiedGroups.ts";

/** Re-rolls beyond which a tie is a broken dice source, not bad luck. */
const MAX_REROLLS = 20;

/**
 * Those still tied on count and modifier re-roll a d20 each, as keyed dice (`…/initiative/rN/#2`,
 * `#3`…), until every tie is broken (seed 000 先攻INITIATIVE); each re-roll is a tie-break key.
 */
export function breakTies<S extends CombatState>(
  ctx: EngineContext<S, unknown>,
  entries: InitiativeEntry[],
): void {
  for (let round = 0; round < MAX_REROLLS; round++) {
    const tied = tiedGroups(entries);
    if (tied.length === 0) return;
    for (const group of tied) {
      for (const i of group) {
        const e = entries[i]!;
        entries[i] = {
          ...e,
          tiebreak: [...e.tiebreak, ctx.roll(e.id, "initiative", "1d20").total],
        };
      }
    }
  }
  throw new Error(`invariant: initiative ties unbroken after ${MAX_REROLLS} re-rolls`);
}
