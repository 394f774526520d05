import { gapFt, overlaps, spaceAt, spaceOf } from "../../../../d20/grid/index.ts";
import type { Square } from "../../../../model/ids.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { speedFt } from "../../stats/index.ts";
import { pathAway } from "../../policies/approach.ts";
import { fleeingMount } from "../../mounted/control.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * Mounting, dismounting and controlling a steed, for the random policy (seed 000 上下坐骑, 骑乘战斗):
 * each ally to mount, plain or fast; each square beside its mount's space to dismount to; the
 * Ride check that controls a frightened mount. The rules sort out which apply.
 */
export const mountedCandidates: SpecialCandidates = ({ state, me, allies }) => {
  const out: CombatantDeclaration[] = [];
  for (const id of allies) {
    out.push({ kind: "SpecialAttack", attack: "MountSteed", target: id });
    out.push({ kind: "SpecialAttack", attack: "MountSteed", target: id, fast: true });
  }
  const mount = me.riding === undefined ? undefined : state.combatants[me.riding];
  if (mount === undefined) return out;
  out.push({ kind: "SpecialAttack", attack: "ControlMount" });
  for (const to of besideSpace(state, me.riding!)) {
    out.push({ kind: "SpecialAttack", attack: "DismountSteed", to });
    out.push({ kind: "SpecialAttack", attack: "DismountSteed", to, fast: true });
  }
  return out;
};

/** The squares a Medium creature may step down to beside `id`'s space. */
function besideSpace(state: ThreeXState, id: string): Square[] {
  const theirs = spaceOf(state.combatants[id]!);
  const out: Square[] = [];
  for (let y = theirs.y - 1; y <= theirs.y + theirs.n; y++)
    for (let x = theirs.x - 1; x <= theirs.x + theirs.n; x++) {
      const mine = spaceAt({ x, y }, "medium");
      if (!overlaps(mine, theirs) && gapFt(mine, theirs) <= 5) out.push({ x, y });
    }
  return out;
}

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
