// The harm pipeline, for any ruleset: damage applied, the vitals change by the edition's rule,
// then whatever the edition says follows.
export { type HarmFrame, harmFrame } from "./harmFrame.ts";
export { harmFrameKindOf } from "./harmFrameKind.ts";
export type { Harmed, HarmHooks } from "./harmHooks.ts";
