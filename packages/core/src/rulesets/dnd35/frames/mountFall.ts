import { harmFrame } from "../../../d20/harm/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { riderOf } from "../../3x/mounted/riding.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { isDown } from "../injury/index.ts";
import { landingSquare } from "../mounted/landing.ts";
import { rollRide } from "../mounted/rideCheck.ts";

// Coming off a mount against one's will (seed 000 骑乘战斗MOUNTED COMBAT): a rider knocked
// unconscious stays in the saddle on d% ≤ 50 (≤ 75 in a military saddle), else falls and takes
// 1d6 (如果你被迫落马); when the mount falls — down, or knocked prone — the rider lands beside it,
// a DC 15 Ride check softening the fall, else 1d6 damage (如果你的坐骑在战斗中跌倒). The rider is
// not left prone: the seed says only that it falls and may be hurt.

/** A rider's fall: from the saddle when knocked out (`saddle`), or with its mount (`soft`). */
export interface MountFallFrame extends Frame {
  readonly kind: "mountFall";
  readonly rider: string;
  readonly mount: string;
  readonly why: "saddle" | "soft";
  /** The fall hurts: a failed soft-fall check, or any fall from the saddle. */
  hurt?: boolean;
}

/**
 * The fall that `target`'s new state sets off, or undefined: a rider just knocked unconscious
 * (not one already kept in the saddle), or the rider of a mount just down or prone.
 */
export function mountFallFrame(
  state: ThreeXState,
  target: string,
  cause: number,
): MountFallFrame | undefined {
  const c = state.combatants[target];
  if (c === undefined) return undefined;
  if (c.riding !== undefined && isDown(c.vitals) && !c.keptSaddle)
    return {
      kind: "mountFall",
      phase: "saddle",
      cause,
      rider: target,
      mount: c.riding,
      why: "saddle",
    };
  const rider = riderOf(state, target);
  if (rider === undefined || !(isDown(c.vitals) || has(c, CONDITION.prone))) return undefined;
  return { kind: "mountFall", phase: "ride", cause, rider, mount: target, why: "soft" };
}

/** The chance in percent that a rider knocked unconscious stays in the saddle. */
export function saddleChance(state: ThreeXState, rider: string): number {
  return state.combatants[rider]!.spec.militarySaddle === true ? 75 : 50;
}

/**
 * phases: `saddle` (the d% → SaddleRolled) or `ride` (the soft fall's Ride check → RideChecked)
 * → `fall` (MountChanged: the rider lands beside its mount) → `damage` when it hurts (1d6 →
 * DamageDealt) → `harmed` (its harm frame) → done.
 */
export const mountFallFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as MountFallFrame;
    const { state } = ctx;
    switch (f.phase) {
      case "saddle": {
        const chance = saddleChance(state, f.rider);
        const roll = ctx.roll(f.rider, "saddle", "1d100", 1, f.cause).total;
        const stays = roll <= chance;
        ctx.emit(
          "SaddleRolled",
          { rider: f.rider, roll, chance, stays, rule: "dnd35.knockedFromSaddle" },
          f.cause,
        );
        return;
      }
      case "ride":
        rollRide(ctx, f.rider, "softFall", "dnd35.mountFalls", f.cause);
        return;
      case "fall":
        ctx.emit(
          "MountChanged",
          {
            rider: f.rider,
            mount: f.mount,
            change: "fall",
            at: landingSquare(state, f.rider),
            rule: f.why === "saddle" ? "dnd35.knockedFromSaddle" : "dnd35.mountFalls",
          },
          f.cause,
        );
        return;
      case "damage": {
        const rule = f.why === "saddle" ? "dnd35.knockedFromSaddle" : "dnd35.mountFalls";
        const amount = ctx.roll(f.rider, "fall-damage", "1d6", 1, f.cause).total;
        ctx.emit(
          "DamageDealt",
          {
            target: f.rider,
            amount,
            nonlethal: false,
            breakdown: [{ label: "1d6 (falling from the mount)", value: amount, rule }],
            rule,
          },
          f.cause,
        );
        return;
      }
    }
    throw new Error(`invariant: mount fall frame in phase ${f.phase}`);
  },
  on(frame, event) {
    const f = frame as MountFallFrame;
    if (f.phase === "saddle" && event.type === "SaddleRolled") {
      f.hurt = true;
      return event.data.stays ? { done: true } : { phase: "fall" };
    }
    if (f.phase === "ride" && event.type === "RideChecked") {
      f.hurt = !event.data.success;
      return { phase: "fall" };
    }
    if (f.phase === "fall" && event.type === "MountChanged")
      return f.hurt === true ? { phase: "damage" } : { done: true };
    if (f.phase === "damage" && event.type === "DamageDealt")
      return {
        phase: "harmed",
        push: harmFrame(event.data.target, event.data.amount, false, f.cause),
      };
    throw new Error(`invariant: mount fall frame in ${f.phase} got ${event.type}`);
  },
  onChildDone() {
    return { done: true };
  },
};
