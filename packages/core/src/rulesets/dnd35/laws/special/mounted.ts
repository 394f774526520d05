import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { mountChoices } from "../../mounted/choices.ts";
import { fleeingMount } from "../../mounted/control.ts";
import { pathAway } from "../../policies/approach.ts";
import { speedFt } from "../../stats/index.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/** Mounting, dismounting and controlling a steed, for the random policy (`mountChoices`). */
export const mountedCandidates: SpecialCandidates = ({ state, me }) =>
  mountChoices(state, me.spec.id);

/**
 * A steed not trained for war that nobody controls flees (seed 000 骑乘战斗: 如果没有你的控制，你的坐
 * 骑就会自行逃离战斗): a run away from the foes when it may, else a move away; undefined when it
 * is not fleeing or cannot get farther.
 */
export function fleeing(state: ThreeXState, actor: string): CombatantDeclaration[] {
  if (!fleeingMount(state, actor)) return [];
  const speed = speedFt(state.combatants[actor]!.spec);
  const run = pathAway(state, actor, speed * 4);
  const walk = pathAway(state, actor, speed);
  const out: CombatantDeclaration[] = [];
  if (run.length > 0) out.push({ kind: "Run", path: run });
  if (walk.length > 0) out.push({ kind: "Move", path: walk });
  return out;
}
