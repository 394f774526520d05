import { isSubSquare, sideOf, sizeRank } from "../../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import { ridePair } from "../../3x/mounted/riding.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { isHelpless } from "../conditions.ts";
import { says } from "../violationSays.ts";

/**
 * Whether a creature may move along `path` past the others (seed 000 移动穿过一个方格): through
 * an ally's space, not a standing foe's; through anyone's space if either is three or more size
 * categories bigger (被体型大三级或小三级生物所占据的区域), or if the mover is smaller than a square
 * (非常小的生物); through a helpless creature's space always. A move ends in no one's space
 * unless that creature is helpless (结束移动) or the mover is smaller than a square. A charge
 * passes no creature at all, not even an ally, unless it is helpless (seed 000 冲锋CHARGE).
 */
export function passageProblem(
  state: ThreeXState,
  actor: string,
  path: readonly Square[],
  charging: boolean,
  through?: string,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const small = isSubSquare(me.spec.size);
  const n = sideOf(me);
  for (let i = 0; i < path.length; i++) {
    const sq = path[i]!;
    const last = i === path.length - 1;
    for (const id of state.roster) {
      // A rider and its mount share one space (seed 000 骑乘战斗): neither is in the other's way.
      if (id === actor || (id === through && !last) || ridePair(state, actor, id)) continue;
      const other = state.combatants[id]!;
      const o = other.position;
      const on = sideOf(other);
      // Overlap test on numbers: this runs for every square of every path a policy tries.
      if (sq.x >= o.x + on || o.x >= sq.x + n || sq.y >= o.y + on || o.y >= sq.y + n) continue;
      // Helpless — down, or paralyzed, asleep, bound (`isHelpless`) — stops no one.
      if (isHelpless(other)) continue;
      if (charging) {
        return other.spec.side === me.spec.side
          ? violation(
              "blockedByAlly",
              "dnd35.charge",
              says("dnd35:violation.blockedByAlly", { id, square: sq }),
            )
          : violation(
              "blockedByFoe",
              "dnd35.charge",
              says("dnd35:violation.blockedByFoe.charge", { id, square: sq }),
            );
      }
      if (small) continue;
      if (last)
        return violation(
          "occupied",
          "dnd35.movingThrough",
          says("dnd35:violation.occupied", { square: sq, id }),
        );
      if (other.spec.side === me.spec.side || threeSizesApart(me, other)) continue;
      return violation(
        "blockedByFoe",
        "dnd35.movingThrough",
        says("dnd35:violation.blockedByFoe.move", { id, square: sq }),
      );
    }
  }
  return undefined;
}

function threeSizesApart(a: ThreeXCombatant, b: ThreeXCombatant): boolean {
  return Math.abs(sizeRank(a.spec.size) - sizeRank(b.spec.size)) >= 3;
}
