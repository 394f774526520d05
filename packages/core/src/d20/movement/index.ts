// The square-by-square move, for any ruleset: the walk loop and its `Moved` facts, with what
// provokes where, the price of a stretch and the minimum move handed in by the edition.
export { type MoveFrame, moveFrameOf, positionBefore } from "./moveFrame.ts";
export { moveFrameKindOf } from "./moveFrameKind.ts";
export type { Arrival, MoveHooks, Provocation } from "./moveHooks.ts";
