import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { rollRide } from "../mounted/rideCheck.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";

// Controlling a frightened mount (a row of 表：战斗中的动作 that provokes; seed 000 骑乘战斗 战斗用马: 就必须每轮进行一次DC= 20的“骑术”检定以
// 控制住处于受惊状态下的马匹，这属于一个移动动作): a move action with a DC 20 Ride check; on a
// success the rider may take a standard action after it, on a failure the move action becomes a
// full-round action and the turn is spent (如果你失败了，该移动动作就会变成一个整轮动作).

const RULE = "dnd35.warHorse";

interface ControlFrame extends Frame {
  readonly kind: "controlMount";
  readonly actor: string;
}

function check(state: ThreeXState, actor: string): RuleViolation | undefined {
  const mount = state.combatants[actor]!.riding;
  if (mount === undefined)
    return violation("notRiding", RULE, says("dnd35:violation.dismount.notRiding"));
  if (state.combatants[mount]!.spec.warTrained !== false)
    return violation("notFrightened", RULE, says("dnd35:violation.mount.notFrightened", { mount }));
  if (state.combatants[mount]!.controlledRound === state.round)
    return violation(
      "controlledAlready",
      RULE,
      says("dnd35:violation.mount.controlledAlready", { mount }),
    );
  return undefined;
}

/** phases: `ride` (RideChecked, DC 20) → `spent` on a failure (ActionTaken: the full round) → done. */
const controlFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as ControlFrame;
    if (f.phase === "ride") {
      rollRide(ctx, f.actor, "control", RULE, f.cause);
      return;
    }
    ctx.emit(
      "ActionTaken",
      { actor: f.actor, slot: "fullRound", action: "failed control", rule: RULE },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as ControlFrame;
    if (f.phase === "ride" && event.type === "RideChecked")
      return event.data.success ? { done: true } : { phase: "spent" };
    if (f.phase === "spent" && event.type === "ActionTaken") return { done: true };
    throw new Error(`invariant: control frame in ${f.phase} got ${event.type}`);
  },
};

/** Controlling a frightened mount: a move action, DC 20 Ride (seed 000 骑乘战斗 战斗用马). */
export const controlMount: SpecialAttackModule<"ControlMount"> = {
  attack: "ControlMount",
  rule: RULE,
  actionRule: RULE,
  isAttack: false,
  slot: () => "move",
  check: (state, actor) => check(state, actor),
  // 表：战斗中的动作: 控制受惊的坐骑 是 — it provokes attacks of opportunity, as any such action does.
  provocation(state, actor) {
    const c = state.combatants[actor]!;
    const candidates = opportunityCandidates(state, actor, c.position);
    return candidates.length === 0
      ? undefined
      : { candidates, trigger: "ControlMount", rule: "dnd35.actionsTable" };
  },
  start: (_state, actor, _d, cause) => {
    const frame: ControlFrame = { kind: "controlMount", phase: "ride", cause, actor };
    return frame;
  },
  frames: { controlMount: controlFrameKind },
};
