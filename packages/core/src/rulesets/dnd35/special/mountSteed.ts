import { creatureGapFt, sizeRank } from "../../../d20/grid/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import { opponentsIn } from "../../3x/modifiers/rows.ts";
import { riderOf } from "../../3x/mounted/riding.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkBudget } from "../actionEconomy.ts";
import { isHelpless } from "../conditions.ts";
import { canAct } from "../injury/index.ts";
import { RIDE_DC, rollRide } from "../mounted/rideCheck.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";

// Mounting and dismounting a steed (seed 000 上下坐骑Mount/Dismount a Steed): a move action that
// provokes nothing (表：战斗中的动作 上下马 否); a fast one is a free action with a DC 20 Ride
// check (SRD Ride, outside the seeds, for the check itself), and failing it the mount or dismount
// takes the move action instead. A steed mounted joins its rider's count (seed 000 骑乘战斗: 依照
// 你的先攻权数值来作出行动): its place in the order moves to just before its rider's (`OrderChanged`);
// a steed that had not yet acted this round waits for its rider's next turn.

const RULE = "dnd35.mountSteed";
const FAST = "dnd35.fastMount";

/** Getting on or off: the rider, the mount, where a dismount lands, whether it is fast. */
export interface SeatFrame extends Frame {
  readonly kind: "mountSteed";
  readonly actor: string;
  readonly mount: string;
  readonly change: "mount" | "dismount";
  readonly to?: Square;
  readonly fast: boolean;
}

/** Whether a fast mount or dismount may be tried: the turn's move action is still free. */
export function fastProblem(
  state: ThreeXState,
  fast: boolean | undefined,
): RuleViolation | undefined {
  if (fast !== true) return undefined;
  const plain = { kind: "Activity", activity: "DrawWeapon" } as const;
  return checkBudget(state, state.turn!, plain) === undefined
    ? undefined
    : violation("fastNeedsMove", FAST, says("dnd35:violation.mount.fastNeedsMove"));
}

/** Why `actor` may not mount `target` now, or undefined. */
function check(
  state: ThreeXState,
  actor: string,
  d: { readonly target: string; readonly fast?: boolean },
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const m = state.combatants[d.target];
  const no = (code: string, says: Parameters<typeof violation>[2]) => violation(code, RULE, says);
  if (me.riding !== undefined)
    return no("alreadyRiding", says("dnd35:violation.mount.alreadyRiding", { mount: me.riding }));
  if (m === undefined)
    return no("noTarget", says("dnd35:violation.noTarget.none", { target: d.target }));
  if (d.target === actor) return no("selfTarget", says("dnd35:violation.mount.self"));
  const carried = riderOf(state, actor);
  if (carried !== undefined)
    return no("carries", says("dnd35:violation.mount.carries", { rider: carried }));
  if (m.spec.side !== me.spec.side)
    return no("notAlly", says("dnd35:violation.mount.notAlly", { mount: d.target }));
  if (sizeRank(m.spec.size) <= sizeRank(me.spec.size))
    return no(
      "tooSmall",
      says("dnd35:violation.mount.tooSmall", {
        mount: d.target,
        size: m.spec.size,
        rider: me.spec.size,
      }),
    );
  if (m.riding !== undefined)
    return no("isRider", says("dnd35:violation.mount.isRider", { mount: d.target }));
  const other = riderOf(state, d.target);
  if (other !== undefined)
    return no("ridden", says("dnd35:violation.mount.ridden", { mount: d.target, rider: other }));
  if (!canAct(m.vitals) || isHelpless(m) || opponentsIn(m).length > 0 || m.delaying !== undefined)
    return no("cannotCarry", says("dnd35:violation.mount.cannotCarry", { mount: d.target }));
  if (opponentsIn(me).length > 0) return no("grappling", says("dnd35:violation.mount.grappling"));
  if (creatureGapFt(me, m) > 5)
    return no("notAdjacent", says("dnd35:violation.mount.notAdjacent", { mount: d.target }));
  return fastProblem(state, d.fast);
}

/** The mount's place in the order, unless it is already just before its rider's. */
function reorder(state: ThreeXState, f: SeatFrame): boolean {
  if (f.change !== "mount") return false;
  const at = state.order.findIndex((e) => e.id === f.actor);
  const mine = state.order.findIndex((e) => e.id === f.mount);
  return at >= 0 && mine >= 0 && mine !== at - 1;
}

/**
 * phases: `ride` (a fast one's Ride check → RideChecked) → `spend` on a failure (ActionTaken:
 * the move action) → `seat` (MountChanged) → `order` when mounting moves the steed to its rider's
 * count (OrderChanged) → done.
 */
export const seatFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as SeatFrame;
    const { state } = ctx;
    const purpose = f.change === "mount" ? "fastMount" : "fastDismount";
    switch (f.phase) {
      case "ride":
        rollRide(ctx, f.actor, purpose, FAST, f.cause);
        return;
      case "spend":
        ctx.emit(
          "ActionTaken",
          { actor: f.actor, slot: "move", action: `failed ${purpose}`, rule: FAST },
          f.cause,
        );
        return;
      case "seat":
        ctx.emit(
          "MountChanged",
          {
            rider: f.actor,
            mount: f.mount,
            change: f.change,
            ...(f.to === undefined ? {} : { at: f.to }),
            rule: RULE,
          },
          f.cause,
        );
        return;
      case "order": {
        const rider = state.order.find((e) => e.id === f.actor)!;
        ctx.emit(
          "OrderChanged",
          { target: f.mount, before: f.actor, count: rider.count, rule: "dnd35.mountedCombat" },
          f.cause,
        );
        return;
      }
    }
    throw new Error(`invariant: seat frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as SeatFrame;
    if (f.phase === "ride" && event.type === "RideChecked")
      return { phase: event.data.success ? "seat" : "spend" };
    if (f.phase === "spend" && event.type === "ActionTaken") return { phase: "seat" };
    if (f.phase === "seat" && event.type === "MountChanged")
      return reorder(state, f) ? { phase: "order" } : { done: true };
    if (f.phase === "order" && event.type === "OrderChanged") return { done: true };
    throw new Error(`invariant: seat frame in ${f.phase} got ${event.type}`);
  },
};

/** The first phase of a mount or dismount: the Ride check when fast, else the seat itself. */
export function seatFrame(fields: Omit<SeatFrame, "kind" | "phase">): SeatFrame {
  return { kind: "mountSteed", phase: fields.fast ? "ride" : "seat", ...fields };
}

/** Mounting a steed (seed 000 上下坐骑): a move action, or a free one with a DC 20 Ride check. */
export const mountSteed: SpecialAttackModule<"MountSteed"> = {
  attack: "MountSteed",
  rule: RULE,
  actionRule: RULE,
  isAttack: false,
  slot: (_state, _actor, d) => (d.fast === true ? "free" : "move"),
  check,
  // 上下马 否: it provokes no attack of opportunity.
  provocation: () => undefined,
  start: (_state, actor, d, cause) =>
    seatFrame({ cause, actor, mount: d.target, change: "mount", fast: d.fast === true }),
  frames: { mountSteed: seatFrameKind },
};

/** The DC of a fast mount or dismount, for the words. */
export const FAST_MOUNT_DC = RIDE_DC.fastMount;
