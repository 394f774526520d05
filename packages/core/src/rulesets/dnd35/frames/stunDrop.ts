import type { Frame } from "../../../engine/state.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION } from "../conditions.ts";

// A stunned creature drops everything it holds (SRD Conditions: Stunned, outside the seeds):
// each item in its hands falls in its square, a `GearChanged` "drop" apiece.

/** Dropping what a newly stunned creature holds, item by item. */
export interface StunDropFrame extends Frame {
  readonly kind: "stunDrop";
  readonly target: string;
}

/** What `id` holds in its hands now: each item once (a two-handed weapon fills both). */
export function heldItems(state: ThreeXState, id: string): string[] {
  const g = state.combatants[id]?.gear;
  if (g === undefined) return [];
  const out: string[] = [];
  if (g.main !== undefined) out.push(g.main);
  if (g.off !== undefined && g.off !== g.main) out.push(g.off);
  return out;
}

/**
 * The frame that drops what `target` holds when `condition` was just added to it, or undefined
 * when that is not stunned or its hands are empty.
 */
export function stunDropFrame(
  state: ThreeXState,
  target: string,
  condition: string,
  cause: number,
): StunDropFrame | undefined {
  if (condition !== CONDITION.stunned || heldItems(state, target).length === 0) return undefined;
  return { kind: "stunDrop", phase: "drop", cause, target };
}

/** phases: `drop` (one `GearChanged` per item held) → done when the hands are empty. */
export const stunDropFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as StunDropFrame;
    const { state } = ctx;
    ctx.emit(
      "GearChanged",
      {
        actor: f.target,
        change: "drop",
        item: heldItems(state, f.target)[0]!,
        square: state.combatants[f.target]!.position,
        rule: "dnd35.stunnedDrops",
      },
      f.cause,
    );
  },
  on(frame, _event, state) {
    const f = frame as StunDropFrame;
    return heldItems(state, f.target).length > 0 ? { phase: "drop" } : { done: true };
  },
  onChildDone() {
    return { done: true };
  },
};
