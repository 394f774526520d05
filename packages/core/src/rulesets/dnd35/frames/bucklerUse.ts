import { beforeCountOf } from "../../../d20/durations/index.ts";
import type { CountAnchor } from "../../../log/declarations.ts";
import { usesBucklerHand } from "../../3x/gear/index.ts";
import type { ThreeXContext, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { weaponOf } from "../roster.ts";
import type { AttackFrame } from "./attack.ts";

// A buckler's hand used for a weapon (SRD Buckler, outside the seeds: "if you use a weapon in
// your off hand, you don't get the buckler's AC bonus for the rest of the round"): the buckler's
// AC is gone from that attack until its bearer's next turn.

/** Whether `f`'s attack first takes the buckler's AC away (the hand used, not yet this round). */
export function losesBucklerAc(state: ThreeXState, f: AttackFrame): boolean {
  const me = state.combatants[f.attacker]!;
  if (has(me, CONDITION.bucklerUsed)) return false;
  const w = weaponOf(me, f.weaponId);
  return w !== undefined && usesBucklerHand(me, w, f.hand, f.twoHanded);
}

/** Records the buckler's AC lost until the attacker's next turn. */
export function loseBucklerAc(ctx: ThreeXContext, f: AttackFrame): void {
  ctx.emit(
    "ConditionAdded",
    {
      target: f.attacker,
      condition: CONDITION.bucklerUsed,
      until: untilNextTurn(ctx.state, f.attacker),
      rule: "dnd35.buckler",
    },
    f.cause,
  );
}

/**
 * Just before `id`'s next turn: next round's on its own turn or when its count has passed, this
 * round's when an attack of opportunity comes before its count.
 */
function untilNextTurn(state: ThreeXState, id: string): CountAnchor {
  if (state.turn?.actor === id) return beforeCountOf(state, id, 1);
  const at = state.order.findIndex((e) => e.id === id);
  return beforeCountOf(state, id, at > state.turnIndex ? 0 : 1);
}
