import type { Frame } from "../../../engine/state.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";

/**
 * A creature's answer to a choice the rules left to it (`awaiting` "choice", e.g. an overrun's
 * avoid or block): it records the answer as `ChoiceMade`; the frame that asked reads it from
 * this child when it is done.
 */
export interface ChoiceFrame extends Frame {
  readonly kind: "choice";
  readonly actor: string;
  readonly question: string;
  readonly answer: string;
}

/** The frame of an answer, for the question now asked. */
export function choiceFrame(
  state: ThreeXState,
  actor: string,
  answer: string,
  cause: number,
): ChoiceFrame {
  const a = state.awaiting;
  const question = a.kind === "choice" ? a.question : "";
  return { kind: "choice", phase: "answer", cause, actor, question, answer };
}

/** phases: `answer` (ChoiceMade) → done. */
export const choiceFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as ChoiceFrame;
    ctx.emit(
      "ChoiceMade",
      { actor: f.actor, question: f.question, answer: f.answer, rule: "dnd35.specialAttacks" },
      f.cause,
    );
  },
  on() {
    return { done: true };
  },
};
