import { describe, expect, it } from "vitest";
import {
  type AnswerFrame,
  answerTo,
  askAfter,
  type WindowFrame,
  type WindowHooks,
  windowFrame,
  windowFrameKindOf,
} from "../../src/d20/windows/index.ts";
import type { FrameKind } from "../../src/engine/ruleset.ts";
import type { Frame } from "../../src/engine/state.ts";
import { asEvent, type TinyState, tinyContext, tinyState } from "./fakeFight.ts";

// The shared window frame over a two-kind hook table of the test's own (DESIGN: The engine;
// seed 000 借机攻击: one creature asked at a time, in a fixed order): "parry" stops once its
// provoker fell and asks only the ready; "cheer" does not care who fell, and one taker ends it.
type Kind = "parry" | "cheer";
const HOOKS: WindowHooks<TinyState, Kind> = {
  kinds: {
    parry: {
      rule: "tiny.parry",
      provokerMatters: true,
      mayAnswer: (_s, _f, _id, c) => c.ready,
      afterAnswer: askAfter,
    },
    cheer: {
      rule: "tiny.cheer",
      provokerMatters: false,
      mayAnswer: () => true,
      afterAnswer: (f, a) => (a.take ? f.candidates.length : askAfter(f, a)),
    },
  },
  fallen: (c) => c.vitals.state === "down",
};
const kind: FrameKind<TinyState> = windowFrameKindOf(HOOKS);

function opened(state: TinyState, window: string, candidates: string[]): WindowFrame<Kind> {
  const f = windowFrame<Kind>(7, { window, provoker: "a", trigger: "move", candidates }, 3);
  state.frames.push(f);
  return f;
}

/** `by` answers the window on top, and the answer is done: the window's `onChildDone`. */
function answers(state: TinyState, f: Frame, by: string, take: boolean): void {
  const answer: AnswerFrame<Kind> = answerTo(state, by, take);
  expect(kind.onChildDone!(f, answer, state)).toEqual({ phase: "ask" });
}

const asked = (state: TinyState, f: Frame) => {
  const a = kind.awaits!(f, state);
  return a?.kind === "declaration" ? a.actor : undefined;
};

describe("the shared window frame, over a ruleset's hook table (dnd35 借机攻击, 准备READY, 延迟DELAY)", () => {
  it("given a parry window with b, c, d and c not ready, when each answers, then b then d are asked and the window closes resumed citing the kind's rule (dnd35 借机攻击)", () => {
    const state = tinyState(["a", "b", "c", "d"]);
    state.combatants.c!.ready = false;
    const f = opened(state, "parry", ["b", "c", "d"]);
    expect(kind.awaits!(f, state)).toEqual({
      kind: "declaration",
      actor: "b",
      window: { seq: 7, kind: "parry", provoker: "a" },
    });
    answers(state, f, "b", true);
    expect(asked(state, f)).toBe("d");
    answers(state, f, "d", false);
    expect(asked(state, f)).toBeUndefined();
    const ctx = tinyContext(state);
    kind.step(ctx, f);
    expect(ctx.emitted.map((e) => [e.type, e.data, e.cause])).toEqual([
      ["WindowClosed", { window: 7, provoker: "a", outcome: "resumed", rule: "tiny.parry" }, 3],
    ]);
    expect(kind.on(f, asEvent(ctx.emitted[0]!) as never, state)).toEqual({ done: true });
  });

  it("given the provoker fell, when a parry window and a cheer window ask, then the parry asks nobody and aborts while the cheer goes on (dnd35 借机攻击)", () => {
    const state = tinyState(["a", "b", "c"]);
    state.combatants.a!.vitals = { ...state.combatants.a!.vitals, state: "down" };
    const parry = opened(state, "parry", ["b", "c"]);
    expect(asked(state, parry)).toBeUndefined();
    const ctx = tinyContext(state);
    kind.step(ctx, parry);
    expect(ctx.emitted[0]!.data.outcome).toBe("aborted");
    const cheer = opened(state, "cheer", ["b", "c"]);
    expect(asked(state, cheer)).toBe("b");
    kind.step(ctx, cheer);
    expect(ctx.emitted[1]!.data).toMatchObject({ outcome: "resumed", rule: "tiny.cheer" });
  });

  it("given a cheer window, when b takes it, then its afterAnswer hook ends the asking: c is not asked (dnd35 延迟DELAY)", () => {
    const state = tinyState(["a", "b", "c"]);
    const f = opened(state, "cheer", ["b", "c"]);
    answers(state, f, "b", true);
    expect(asked(state, f)).toBeUndefined();
  });

  it("given a window of a kind the table lacks, when asked, then an invariant error names the kind (dnd35 借机攻击)", () => {
    const state = tinyState(["a", "b"]);
    const f = opened(state, "shout", ["b"]);
    expect(() => kind.awaits!(f, state)).toThrow("no window hooks for kind shout");
  });
});
