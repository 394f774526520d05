import type { Awaiting, Frame } from "../../../engine/state.ts";
import type { ThreeXWindowKind } from "../../3x/log/facts.ts";
import type { ThreeXCombatant, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { canAct, isDown } from "../injury/index.ts";
import { noOpportunity } from "../interrupts/opportunity.ts";
import type { ResponseFrame } from "./response.ts";

/**
 * An open interrupt window (DESIGN: The engine): the frame that opened it is paused below it.
 * It asks its candidates one at a time, in the order `WindowOpened` lists them, and each answer
 * resolves (a `response` frame above it) before the next creature is asked. A candidate no longer
 * able to answer when its turn to be asked comes (its allowance spent in a nested window, the
 * target out of reach) is passed over; once the provoker has fallen nobody more is asked. Then
 * `WindowClosed`, and the paused frame resumes or aborts.
 */
export interface WindowFrame extends Frame {
  readonly kind: "window";
  readonly window: "opportunity" | "readied" | "delay";
  /** The seq of the `WindowOpened`. */
  readonly opened: number;
  readonly provoker: string;
  readonly trigger: string;
  readonly candidates: readonly string[];
  /** Index of the next candidate to consider. */
  next: number;
}

/** Builds the frame for a window just opened at seq `opened`. */
export function windowFrame(
  opened: number,
  data: {
    readonly window: string;
    readonly provoker: string;
    readonly trigger: string;
    readonly candidates: readonly string[];
  },
  cause: number,
): WindowFrame {
  return {
    kind: "window",
    phase: "ask",
    cause,
    // Only the 3.x rules open windows in a 3.x fight: the kind is one of theirs.
    window: data.window as ThreeXWindowKind,
    opened,
    provoker: data.provoker,
    trigger: data.trigger,
    candidates: data.candidates,
    next: 0,
  };
}

const RULE = { opportunity: "dnd35.aoo", readied: "dnd35.ready", delay: "dnd35.delay" } as const;

export const windowFrameKind: ThreeXFrameKind = {
  awaits(frame, state) {
    const f = frame as WindowFrame;
    const i = nextAsked(state, f);
    return i === undefined ? undefined : asking(f, f.candidates[i]!);
  },
  step(ctx, frame) {
    const f = frame as WindowFrame;
    ctx.emit(
      "WindowClosed",
      {
        window: f.opened,
        provoker: f.provoker,
        outcome: provokerFell(ctx.state, f) ? "aborted" : "resumed",
        rule: RULE[f.window],
      },
      f.cause,
    );
  },
  on(_frame, event) {
    if (event.type === "WindowClosed") return { done: true };
    throw new Error(`invariant: window frame got ${event.type}`);
  },
  onChildDone(frame, child) {
    const f = frame as WindowFrame;
    const r = child as ResponseFrame;
    // One creature steps in from a delay per window: the others are asked after its turn.
    f.next = f.window === "delay" && r.take ? f.candidates.length : f.candidates.indexOf(r.by) + 1;
    return { phase: "ask" };
  },
};

/** The index of the next candidate still able to answer, if any and the provoker still stands. */
function nextAsked(state: ThreeXState, f: WindowFrame): number | undefined {
  if (provokerFell(state, f)) return undefined;
  for (let i = f.next; i < f.candidates.length; i++) {
    const id = f.candidates[i]!;
    const c = state.combatants[id];
    if (c === undefined) continue;
    if (eligible(state, f, id, c)) return i;
  }
  return undefined;
}

/** Whether a candidate can still answer: an AoO it may take, its readied action, its delay. */
function eligible(state: ThreeXState, f: WindowFrame, id: string, c: ThreeXCombatant): boolean {
  switch (f.window) {
    case "opportunity":
      return noOpportunity(state, id, state.combatants[f.provoker]!) === undefined;
    case "readied":
      return c.readied !== undefined;
    case "delay":
      return c.delaying !== undefined && canAct(c.vitals);
  }
}

/** A mover or caster that fell is not attacked further; a delay window does not depend on it. */
function provokerFell(state: ThreeXState, f: WindowFrame): boolean {
  if (f.window === "delay") return false;
  const p = state.combatants[f.provoker];
  return p === undefined || isDown(p.vitals);
}

function asking(f: WindowFrame, actor: string): Awaiting {
  return {
    kind: "declaration",
    actor,
    window: { seq: f.opened, kind: f.window, provoker: f.provoker },
  };
}
