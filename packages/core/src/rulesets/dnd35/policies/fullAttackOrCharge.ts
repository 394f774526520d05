import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { speedFt } from "../stats/index.ts";
import { nearestFoe, pathToward } from "./approach.ts";
import { answerIfAsked, firstLegal, type Policy } from "./firstLegal.ts";
import { armSelf, reloadHeld } from "./gearUp.ts";
import { turnOptions } from "./turnOptions.ts";

/**
 * Full attack when a foe is in reach (and keep swinging at the nearest standing foe), otherwise
 * charge the nearest foe when a straight charge is open, otherwise move toward it — then
 * attack if the move brought it into reach.
 */
export const fullAttackOrCharge: Policy = (state: ThreeXState, actor) => {
  const answer = answerIfAsked(state, actor);
  if (answer !== undefined) return answer;
  // Nothing left to spend (after a full attack, say): end the turn before looking for a foe.
  const can = turnOptions(state.turn);
  if (!can.fullRound && !can.attack && !can.charge && !can.move) return { kind: "EndTurn" };
  const foe = nearestFoe(state, actor);
  if (foe === undefined) return { kind: "EndTurn" };
  const me = state.combatants[actor]!;
  const speed = speedFt(me.spec);
  return firstLegal(state, actor, [
    can.move ? reloadHeld(me) : undefined,
    can.move ? armSelf(me) : undefined,
    can.fullRound ? { kind: "FullAttack", target: foe.spec.id } : undefined,
    can.attack ? { kind: "Attack", target: foe.spec.id } : undefined,
    () => {
      if (!can.charge) return undefined;
      // Out of reach of a double move, or too close for the 10 ft a charge needs: no charge.
      const d = creatureGapFt(me, foe);
      if (d > speed * 2 + 10 || d < 15) return undefined;
      const charge = pathToward(state, actor, foe, speed * 2, true);
      return charge.length > 0 ? { kind: "Charge", target: foe.spec.id, path: charge } : undefined;
    },
    () => {
      if (!can.move) return undefined;
      const walk = pathToward(state, actor, foe, speed);
      return walk.length > 0 ? { kind: "Move", path: walk } : undefined;
    },
  ]);
};
