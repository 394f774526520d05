// Durations anchored to initiative counts, for any ruleset.
export { afterTurnOf, beforeCountOf } from "./beforeCount.ts";
export { expired, firstExpired } from "./untilCount.ts";
