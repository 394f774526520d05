// The GM frame, for any ruleset: a GM decision carried out, citing the edition's GM rule.
export { type GmFrame, gmFrame } from "./gmFrame.ts";
export { gmFrameKindOf } from "./gmFrameKind.ts";
export type { GmDamage, GmHooks, GmRestore } from "./gmHooks.ts";
