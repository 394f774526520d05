// Interrupt windows, for any ruleset: the order they ask the creatures in, the window frame
// over a ruleset's per-kind hooks, and the answer frame above it.
export {
  type AnswerFrame,
  type AnswerHooks,
  type AnswerKindHooks,
  answerFrameKindOf,
  answerTo,
} from "./answerFrame.ts";
export { askingOrder, forEachAsked } from "./askingOrder.ts";
export { askingIn, type WindowFrame, windowFrame } from "./windowFrame.ts";
export { windowFrameKindOf } from "./windowFrameKind.ts";
export {
  askAfter,
  type CombatantOf,
  type WindowHooks,
  type WindowKindHooks,
} from "./windowHooks.ts";
