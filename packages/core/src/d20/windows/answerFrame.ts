import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind } from "../../engine/ruleset.ts";
import type { CombatState, Frame } from "../../engine/state.ts";
import type { CombatantId } from "../../model/ids.ts";
import type { WindowFrame } from "./windowFrame.ts";

/**
 * One creature's answer in an interrupt window: who answered, whether it takes what the window
 * offers or declines, and the window it answers (copied, so the answer's facts can cite it). It
 * sits above its window; when it is done the window asks the next (`WindowKindHooks.afterAnswer`).
 * A ruleset's answer frame extends this with what its answers carry.
 */
export interface AnswerFrame<K extends string = string> extends Frame {
  readonly kind: "response";
  readonly by: CombatantId;
  readonly take: boolean;
  readonly window: K;
  readonly opened: number;
  readonly provoker: CombatantId;
  readonly trigger: string;
}

/** The shared part of `by`'s answer (`take` or decline) to the window on top of the stack. */
export function answerTo<K extends string>(
  state: CombatState,
  by: CombatantId,
  take: boolean,
): AnswerFrame<K> {
  const w = state.frames[state.frames.length - 1] as WindowFrame<K>;
  if (w?.kind !== "window") throw new Error(`invariant: ${by} answers with no window open`);
  return {
    kind: "response",
    phase: "answer",
    cause: w.cause,
    by,
    take,
    window: w.window,
    opened: w.opened,
    provoker: w.provoker,
    trigger: w.trigger,
  };
}

/** What taking and declining one kind of window emit: the answer's first fact. */
export interface AnswerKindHooks<C, F> {
  take(ctx: C, frame: F): void;
  decline(ctx: C, frame: F): void;
}

/**
 * A ruleset's answers: per kind of window its first fact (taken or declined), and its own frame
 * kind for whatever follows (the attack made, the action fired, …).
 */
export interface AnswerHooks<
  S extends CombatState,
  C extends EngineContext<S, unknown>,
  E,
  K extends string,
  F,
> {
  readonly kinds: { readonly [kind in K]: AnswerKindHooks<C, F> };
  readonly after: FrameKind<S, C, E>;
}

/**
 * The answer frame kind: its `answer` phase emits the window kind's take or decline fact; every
 * later phase, and where each fact leads, is the ruleset's (`AnswerHooks.after`). Build it once
 * per ruleset (module level).
 */
export function answerFrameKindOf<
  S extends CombatState,
  C extends EngineContext<S, unknown>,
  E,
  K extends string,
  F extends AnswerFrame<K>,
>(hooks: AnswerHooks<S, C, E, K, F>): FrameKind<S, C, E> {
  const { after } = hooks;
  const kind: FrameKind<S, C, E> = {
    step(ctx, frame) {
      if (frame.phase !== "answer") {
        after.step(ctx, frame);
        return;
      }
      const f = frame as F;
      const h = hooks.kinds[f.window];
      if (h === undefined) throw new Error(`invariant: no answer hooks for kind ${f.window}`);
      if (f.take) h.take(ctx, f);
      else h.decline(ctx, f);
    },
    on: after.on,
  };
  // A child frame's end goes to the edition's frame; one that pushes none has no onChildDone.
  if (after.onChildDone !== undefined) kind.onChildDone = after.onChildDone;
  return kind;
}
