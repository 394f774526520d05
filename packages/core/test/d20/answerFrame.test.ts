import { describe, expect, it } from "vitest";
import {
  type AnswerFrame,
  answerFrameKindOf,
  answerTo,
  windowFrame,
} from "../../src/d20/windows/index.ts";
import type { FrameKind } from "../../src/engine/ruleset.ts";
import { type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// The shared answer frame (DESIGN: The engine; seed 000 借机攻击): an answer sits above its
// window, copies it, and its first fact is the window kind's take or decline; the rest is the
// ruleset's own frame kind. Here a "parry" kind of the test's own.
type Ctx = ReturnType<typeof tinyContext>;
const after: FrameKind<TinyState, Ctx, { type: string }> = {
  step(ctx, frame) {
    ctx.emit("Riposted", { by: (frame as AnswerFrame).by }, frame.cause);
  },
  on: (_frame, event) => (event.type === "Riposted" ? { phase: "riposte" } : { done: true }),
};
const kind = answerFrameKindOf<TinyState, Ctx, { type: string }, "parry", AnswerFrame<"parry">>({
  kinds: {
    parry: {
      take: (ctx, f) => ctx.emit("Parried", { by: f.by, window: f.opened }, f.cause),
      decline: (ctx, f) => ctx.emit("LetPass", { by: f.by, window: f.opened }, f.cause),
    },
  },
  after,
});

function windowOpen(): TinyState {
  const state = tinyState(["a", "b"]);
  state.frames.push(
    windowFrame(7, { window: "parry", provoker: "a", trigger: "move", candidates: ["b"] }, 3),
  );
  return state;
}

describe("the shared answer frame above a window (dnd35 借机攻击)", () => {
  it("given a parry window open, when b answers, then the answer copies the window and cites its cause (dnd35 借机攻击)", () => {
    expect(answerTo(windowOpen(), "b", true)).toEqual({
      kind: "response",
      phase: "answer",
      cause: 3,
      by: "b",
      take: true,
      window: "parry",
      opened: 7,
      provoker: "a",
      trigger: "move",
    });
  });

  it("given no window open, when b answers, then an invariant error says so (dnd35 借机攻击)", () => {
    expect(() => answerTo(tinyState(["a", "b"]), "b", true)).toThrow(
      "b answers with no window open",
    );
  });

  it("given b's answer, when it takes or declines, then the kind's take or decline fact is emitted, and later phases are the ruleset's (dnd35 借机攻击)", () => {
    const state = windowOpen();
    const ctx = tinyContext(state);
    kind.step(ctx, answerTo(state, "b", true));
    kind.step(ctx, answerTo(state, "b", false));
    const later = { ...answerTo(state, "b", true), phase: "riposte" };
    kind.step(ctx, later);
    expect(ctx.emitted.map((e) => [e.type, e.data, e.cause])).toEqual([
      ["Parried", { by: "b", window: 7 }, 3],
      ["LetPass", { by: "b", window: 7 }, 3],
      ["Riposted", { by: "b" }, 3],
    ]);
    expect(kind.on(later, { type: "Riposted" }, state)).toEqual({ phase: "riposte" });
    // The ruleset's frame pushes no child here, so neither does the answer frame take one.
    expect(kind.onChildDone).toBeUndefined();
  });
});
