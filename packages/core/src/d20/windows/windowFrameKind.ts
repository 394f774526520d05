import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { FightEventMap } from "../../log/fightEvent.ts";
import type { AnswerFrame } from "./answerFrame.ts";
import { askingIn, type WindowFrame } from "./windowFrame.ts";
import type { CombatantOf, WindowHooks, WindowKindHooks } from "./windowHooks.ts";

/**
 * The window frame kind over a ruleset's hooks (DESIGN: The engine): it asks its candidates one
 * at a time in the order `WindowOpened` lists them, passing over one no longer able to answer
 * when its turn comes (its allowance spent in a nested window, the target out of reach); once a
 * provoker that matters has fallen nobody more is asked. Then `WindowClosed`, resumed or aborted.
 * Build it once per ruleset (module level): the hooks are looked up, never allocated, per step.
 */
export function windowFrameKindOf<
  S extends CombatState,
  C extends EngineContext<S, FightEventMap>,
  E,
  K extends string = string,
>(hooks: WindowHooks<S, K>): FrameKind<S, C, E> {
  const kindOf = (f: WindowFrame<K>): WindowKindHooks<S, K> => {
    const h = hooks.kinds[f.window];
    if (h === undefined) throw new Error(`invariant: no window hooks for kind ${f.window}`);
    return h;
  };
  const provokerFell = (state: S, f: WindowFrame<K>, h: WindowKindHooks<S, K>): boolean => {
    if (!h.provokerMatters) return false;
    const p = state.combatants[f.provoker] as CombatantOf<S> | undefined;
    return p === undefined || hooks.fallen(p);
  };
  // The index of the next candidate still able to answer, if any and the provoker still stands.
  const nextAsked = (state: S, f: WindowFrame<K>): number | undefined => {
    const h = kindOf(f);
    if (provokerFell(state, f, h)) return undefined;
    for (let i = f.next; i < f.candidates.length; i++) {
      const id = f.candidates[i]!;
      const c = state.combatants[id] as CombatantOf<S> | undefined;
      if (c === undefined) continue;
      if (h.mayAnswer(state, f, id, c)) return i;
    }
    return undefined;
  };
  return {
    awaits(frame, state) {
      const f = frame as WindowFrame<K>;
      const i = nextAsked(state, f);
      return i === undefined ? undefined : askingIn(f, f.candidates[i]!);
    },
    step(ctx, frame) {
      const f = frame as WindowFrame<K>;
      const h = kindOf(f);
      ctx.emit(
        "WindowClosed",
        {
          window: f.opened,
          provoker: f.provoker,
          outcome: provokerFell(ctx.state, f, h) ? "aborted" : "resumed",
          rule: h.rule,
        },
        f.cause,
      );
    },
    on(_frame, event) {
      const type = (event as { readonly type: string }).type;
      if (type === "WindowClosed") return { done: true };
      throw new Error(`invariant: window frame got ${type}`);
    },
    onChildDone(frame, child) {
      const f = frame as WindowFrame<K>;
      f.next = kindOf(f).afterAnswer(f, child as AnswerFrame<K>);
      return { phase: "ask" };
    },
  };
}
