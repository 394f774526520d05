// Durations anchored to initiative counts, for any ruleset.
export { expired, firstExpired } from "./untilCount.ts";
