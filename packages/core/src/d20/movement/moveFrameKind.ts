import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { FightEventMap } from "../../log/fightEvent.ts";
import type { CombatantId } from "../../model/ids.ts";
import type { CombatantOf } from "../windows/index.ts";
import { windowFrame } from "../windows/index.ts";
import type { MoveFrame } from "./moveFrame.ts";
import type { MoveHooks, Provocation } from "./moveHooks.ts";

/** What the move does next: a window to open, a stretch to walk, an arrival's fact, or nothing. */
type Next<S extends CombatState, F extends MoveFrame> =
  | { readonly kind: "window"; readonly at: Provocation<S, F>; readonly candidates: CombatantId[] }
  | { readonly kind: "walk"; readonly to: number }
  | { readonly kind: "arrive" };

const ARRIVE = { kind: "arrive" } as const;

/**
 * The square-by-square move over an edition's hooks: before the first step, on leaving each
 * square and on entering each, a window opens if the hooks name anyone to ask; on entering one,
 * before its windows, the edition's arrival facts (`onArrive`) are emitted; between those points
 * the walk is one `Moved`, priced by the edition's cost model. A mover that falls stops where it
 * stands. Build it once per ruleset (module level).
 */
export function moveFrameKindOf<
  S extends CombatState,
  C extends EngineContext<S, FightEventMap>,
  E,
  F extends MoveFrame,
>(hooks: MoveHooks<S, F>): FrameKind<S, C, E> {
  const { onStart, onLeave, onEnter, onArrive } = hooks;
  const nextOf = (state: S, f: F): Next<S, F> | undefined => {
    if (f.walked === 0 && !f.startOffered) {
      const starting = onStart.candidates(state, f, 0);
      if (starting.length > 0) return { kind: "window", at: onStart, candidates: starting };
    }
    // Asked once here, so a move with nothing to watch (most) pays no more per square.
    const arrival = onArrive?.watching(state, f) === true ? onArrive : undefined;
    if (f.walked > f.enteredAt) {
      if (arrival?.due(state, f, f.walked) === true) return ARRIVE;
      const entering = onEnter.candidates(state, f, f.walked);
      if (entering.length > 0) return { kind: "window", at: onEnter, candidates: entering };
    }
    if (f.walked >= f.path.length) return undefined;
    const leaving = onLeave.candidates(state, f, f.walked);
    if (leaving.length > 0) return { kind: "window", at: onLeave, candidates: leaving };
    let k = f.walked + 1;
    while (
      k < f.path.length &&
      arrival?.due(state, f, k) !== true &&
      onEnter.candidates(state, f, k).length === 0 &&
      onLeave.candidates(state, f, k).length === 0
    )
      k++;
    return { kind: "walk", to: k };
  };
  return {
    step(ctx, frame) {
      const f = frame as F;
      const { state } = ctx;
      const next = nextOf(state, f);
      if (next === undefined) throw new Error("invariant: a move frame with nothing left to do");
      if (next.kind === "arrive") {
        onArrive!.emit(ctx, f);
        return;
      }
      if (next.kind === "window") {
        ctx.emit(
          "WindowOpened",
          {
            window: next.at.window,
            provoker: f.actor,
            trigger: hooks.triggerOf(f),
            at: state.combatants[f.actor]!.position,
            candidates: next.candidates,
            rule: next.at.rule,
          },
          f.cause,
        );
        return;
      }
      const path = f.path.slice(f.walked, next.to);
      const feet = f.minimum ? hooks.minimumFeet : hooks.stretchFeet(state, f, next.to);
      ctx.emit("Moved", { actor: f.actor, mode: f.mode, path, feet, rule: f.rule }, f.cause);
    },
    on(frame, event, state) {
      const f = frame as F;
      const e = event as { readonly type: string; readonly seq: number; readonly data: unknown };
      if (e.type === "WindowOpened") {
        const data = e.data as FightEventMap["WindowOpened"];
        if (data.window === onLeave.window) f.provoked.push(...data.candidates);
        else {
          if (f.walked === 0) f.startOffered = true;
          f.enteredAt = f.walked;
        }
        return { phase: "window", push: windowFrame(e.seq, data, f.cause) };
      }
      if (e.type === "Moved") {
        f.walked += (e.data as FightEventMap["Moved"]).path.length;
        return nextOf(state, f) === undefined ? { done: true } : { phase: "walk" };
      }
      if (e.type === onArrive?.fact)
        return nextOf(state, f) === undefined ? { done: true } : { phase: "walk" };
      throw new Error(`invariant: move frame got ${e.type}`);
    },
    onChildDone(frame, _child, state) {
      const f = frame as F;
      if (hooks.fallen(state.combatants[f.actor] as CombatantOf<S>)) return { done: true };
      return nextOf(state, f) === undefined ? { done: true } : { phase: "walk" };
    },
  };
}
