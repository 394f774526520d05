/**
 * A readonly record while it is being filled in. Hot paths (an event per attack, a turn start
 * per count) set optional fields one by one instead of spreading `...(x === undefined ? {} :
 * { x })`: V8 builds such a spread through a slow generic path, measured ~10× the cost of an
 * assignment, and the canonical log encoding does not depend on the order of the keys.
 */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
