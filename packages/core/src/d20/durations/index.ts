// Durations anchored to initiative counts, for any ruleset.
export { beforeCountOf } from "./beforeCount.ts";
export { expired, firstExpired } from "./untilCount.ts";
