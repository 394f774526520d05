import type { DataProblem, DataValidator } from "./dataSchema.ts";

const bad = (reason: string): DataProblem => ({ path: "", reason });
const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "an array" : typeof v);

/** Any string. */
export const str: DataValidator = (v) =>
  typeof v === "string" ? undefined : bad(`must be a string, found ${kindOf(v)}`);

/** A finite number. */
export const num: DataValidator = (v) =>
  typeof v === "number" && Number.isFinite(v)
    ? undefined
    : bad(`must be a number, found ${kindOf(v)}`);

/** A safe integer (counts, seqs, rounds, hit points). */
export const int: DataValidator = (v) =>
  typeof v === "number" && Number.isSafeInteger(v)
    ? undefined
    : bad(`must be an integer, found ${kindOf(v)}`);

/** A non-negative safe integer (a seq, an index, a round). */
export const nat: DataValidator = (v) =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0
    ? undefined
    : bad(`must be a non-negative integer, found ${typeof v === "number" ? v : kindOf(v)}`);

/** true or false. */
export const bool: DataValidator = (v) =>
  typeof v === "boolean" ? undefined : bad(`must be true or false, found ${kindOf(v)}`);

/** Any JSON value: for data a ruleset checks itself (a map, options), or opaque text. */
export const anything: DataValidator = () => undefined;

/** A JSON object of any keys (its values are checked by whoever reads them). */
export const anyObject: DataValidator = (v) =>
  typeof v === "object" && v !== null && !Array.isArray(v)
    ? undefined
    : bad(`must be an object, found ${kindOf(v)}`);

/** One of the given strings (or numbers, or true). */
export function oneOf(...values: readonly (string | number | boolean)[]): DataValidator {
  const set = new Set<unknown>(values);
  const shown = values.map((v) => JSON.stringify(v)).join(", ");
  const choices = values.map(String);
  return (v) =>
    set.has(v)
      ? undefined
      : { ...bad(`must be one of ${shown}, found ${JSON.stringify(v) ?? kindOf(v)}`), choices };
}
