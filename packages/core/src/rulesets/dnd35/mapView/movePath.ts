import type { MovePath } from "../../../engine/mapQuestions.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState } from "../../3x/state/index.ts";

/**
 * The path of a `Moved` fact: where the mover stood in the state just before it, then every
 * square it entered, in order, with the feet the move cost and its rule (seed 000 移动Move,
 * 5尺快步, 冲锋CHARGE, 战术移动TACTICAL MOVEMENT). Undefined for any other event, or a mover
 * the state does not hold.
 */
export function movePathOf(before: ThreeXState, event: ThreeXEvent): MovePath | undefined {
  if (event.type !== "Moved") return undefined;
  const { actor, mode, path, feet, rule } = event.data;
  const mover = before.combatants[actor];
  if (mover === undefined) return undefined;
  const { x, y } = mover.position;
  return {
    actor,
    mode,
    from: { x, y },
    squares: path.map((s) => ({ x: s.x, y: s.y })),
    feet,
    rule,
  };
}
