import { beforeCountOf } from "../../../d20/durations/index.ts";
import type { ThreeXContext } from "../../3x/state/index.ts";
import { CONDITION } from "../conditions.ts";

/**
 * A special attack made at the end of a charge or as part of one (a bull rush, an overrun under
 * `overrunOnCharge`): the charger is charging until its next turn — +2 on its attack, −2 AC
 * (seed 000 冲锋CHARGE).
 */
export function emitCharging(ctx: ThreeXContext, actor: string, cause: number): void {
  ctx.emit(
    "ConditionAdded",
    {
      target: actor,
      condition: CONDITION.charging,
      until: beforeCountOf(ctx.state, actor, 1),
      rule: "dnd35.charge",
    },
    cause,
  );
}
