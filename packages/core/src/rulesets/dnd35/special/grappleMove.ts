import { isViolation, type RuleViolation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { grappleGroup, pinnerOf } from "../../3x/special/grappleRelation.ts";
import { grapplesOf } from "../../3x/state/applyGrapple.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkPath } from "../battlefield/checkPath.ts";
import { speedFt } from "../stats/index.ts";

// Moving the grapple (seed 000 当你处于擒抱状态时 移动): a standard action; one grapple check that
// must beat every other grappler's, then the mover walks its path at half speed and the whole
// grapple (拖着整个擒抱战团一起移动) comes along, each keeping where it stood beside the mover.
// The walk is the mover's own move and provokes as one from those threatening the squares it
// leaves (seed 000 借机攻击 移动; grapplers threaten nobody, 擒抱结果); the others are dragged,
// not moving of their own accord, and provoke nothing.

const OPTIONS = "dnd35.grappleOptions";

/** The others of `actor`'s grapple, every one of whom its check must beat (and who come along). */
export function draggedBy(state: ThreeXState, actor: string): string[] {
  return grappleGroup(grapplesOf(state), actor).slice(1);
}

/** 移动 注意: +4 moving a pinned foe when nobody but the two of them is in the grapple. */
export function movingPinnedAlone(state: ThreeXState, actor: string): boolean {
  const others = draggedBy(state, actor);
  return others.length === 1 && pinnerOf(grapplesOf(state), others[0]!) === actor;
}

/** Why the mover may not walk `path` at half its speed (正常速度的一半), or undefined. */
export function checkGrappleMove(
  state: ThreeXState,
  actor: string,
  d: SpecialAttackOf<"Grapple">,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const walked = checkPath(state, actor, d.path ?? [], {
    budgetFt: Math.floor(speedFt(me.spec) / 2),
    rule: OPTIONS,
  });
  return isViolation(walked) ? walked : undefined;
}

/** Where a dragged creature ends: its square shifted as far as the mover went. */
export function draggedTo(at: Square, from: Square, moverNow: Square): Square {
  return { x: at.x + moverNow.x - from.x, y: at.y + moverNow.y - from.y };
}
