import { riderOf } from "../../3x/mounted/riding.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { canAct } from "../injury/index.ts";

// A mount under control (seed 000 骑乘战斗MOUNTED COMBAT 战斗用马): a warhorse or warpony is
// trained for war; a light horse, pony or heavy horse is frightened in combat, and its rider
// controls it with a DC 20 Ride check, a move action, each round. The mount acts just before its
// rider, so a check made on the rider's turn holds the mount through its next turn.
// 如果没有你的控制，你的坐骑就会自行逃离战斗: a steed not trained for war (`warTrained: false`)
// that nobody controls flees — its policies play it so (the tactician and the law runs' random
// policy); the engine itself does not forbid it other declarations.

/** Whether `mount`, a steed not trained for war, is under its rider's control now. */
export function isControlled(state: ThreeXState, mount: string): boolean {
  const rider = riderOf(state, mount);
  if (rider === undefined) return false;
  const r = state.combatants[rider]!;
  if (!canAct(r.vitals)) return false;
  // Before its rider's first turn it has had no round to make the check in.
  if (r.lastTurnRound < 1) return true;
  const round = state.combatants[mount]!.controlledRound;
  return round !== undefined && round >= state.round - 1;
}

/** A steed not trained for war that nobody controls: it flees the fight. */
export function fleeingMount(state: ThreeXState, id: string): boolean {
  const c = state.combatants[id]!;
  return c.spec.warTrained === false && !isControlled(state, id);
}
