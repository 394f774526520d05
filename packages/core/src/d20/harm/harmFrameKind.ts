import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { FightEventMap } from "../../log/fightEvent.ts";
import type { HarmFrame } from "./harmFrame.ts";
import type { HarmHooks } from "./harmHooks.ts";

/**
 * The harm pipeline over an edition's hooks: `vitals` applies the damage by the edition's vitals
 * rule and emits `VitalsChanged`; what follows (and every later phase) is the edition's. Build
 * it once per ruleset (module level).
 */
export function harmFrameKindOf<
  S extends CombatState,
  C extends EngineContext<S, FightEventMap>,
  E,
>(hooks: HarmHooks<S, C, E>): FrameKind<S, C, E> {
  const { after } = hooks;
  const kind: FrameKind<S, C, E> = {
    step(ctx, frame) {
      if (frame.phase !== "vitals") {
        after.step(ctx, frame);
        return;
      }
      const f = frame as HarmFrame;
      const r = hooks.vitals(ctx.state, f);
      ctx.emit(
        "VitalsChanged",
        { target: f.target, vitals: r.vitals, rule: r.rule, why: r.why },
        f.cause,
      );
    },
    on(frame, event, state) {
      if (frame.phase === "vitals" && (event as { type: string }).type === "VitalsChanged")
        return hooks.afterVitals(state, frame as HarmFrame);
      return after.on(frame, event, state);
    },
  };
  // A child frame's end goes to the edition's frame; one that pushes none has no onChildDone.
  if (after.onChildDone !== undefined) kind.onChildDone = after.onChildDone;
  return kind;
}
