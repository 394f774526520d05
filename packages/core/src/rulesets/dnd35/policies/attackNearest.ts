import type { ThreeXState } from "../../3x/state/index.ts";
import { speedFt } from "../stats/index.ts";
import { nearestFoe, pathToward } from "./approach.ts";
import { answerIfAsked, firstLegal, type Policy } from "./firstLegal.ts";
import { armSelf, heldWeapon, reloadHeld } from "./gearUp.ts";
import { turnOptions } from "./turnOptions.ts";

/**
 * Attack the nearest enemy: attack it if it is in reach or range, else walk toward it (and
 * attack after the move if that brings it into reach); end the turn when nothing else is legal.
 */
export const attackNearest: Policy = (state: ThreeXState, actor) => {
  const answer = answerIfAsked(state, actor);
  if (answer !== undefined) return answer;
  // Nothing left to spend (after the attack of a turn that already moved, say): end the turn
  // before looking for a foe.
  const can = turnOptions(state.turn);
  if (!can.attack && !can.move) return { kind: "EndTurn" };
  const foe = nearestFoe(state, actor);
  if (foe === undefined) return { kind: "EndTurn" };
  const me = state.combatants[actor]!;
  const ranged = heldWeapon(me)?.ranged !== undefined ? heldWeapon(me) : undefined;
  return firstLegal(state, actor, [
    can.move ? reloadHeld(me) : undefined,
    can.move ? armSelf(me) : undefined,
    can.attack ? { kind: "Attack", target: foe.spec.id } : undefined,
    can.attack && ranged !== undefined
      ? { kind: "Attack", target: foe.spec.id, weapon: ranged.id }
      : undefined,
    () => {
      if (!can.move) return undefined;
      const path = pathToward(state, actor, foe, speedFt(me.spec));
      return path.length > 0 ? { kind: "Move", path } : undefined;
    },
  ]);
};
