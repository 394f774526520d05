import { type DataProblem, type DataValidator, under } from "./dataSchema.ts";

const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "an array" : typeof v);

/** The largest array a validator accepts: far beyond any fight, bounded for hostile data. */
export const MAX_ARRAY = 100_000;

/** An array whose every item fits `item`. */
export function arrayOf(item: DataValidator): DataValidator {
  return (v) => {
    if (!Array.isArray(v)) return { path: "", reason: `must be an array, found ${kindOf(v)}` };
    if (v.length > MAX_ARRAY) return { path: "", reason: `more than ${MAX_ARRAY} items` };
    for (let i = 0; i < v.length; i++) {
      const p = item(v[i]);
      if (p !== undefined) return under(i, p);
    }
    return undefined;
  };
}

/** The fields of an object: each required one's validator; `optional` ones may be absent. */
export interface Shape {
  readonly [field: string]: DataValidator;
}

/**
 * An object with the `required` fields, the `optional` ones when present, and no other: an
 * unknown field is refused, so hostile data cannot carry extra nesting past the schema.
 */
export function object(required: Shape, optional: Shape = {}): DataValidator {
  const req = Object.entries(required);
  const known = new Set([...Object.keys(required), ...Object.keys(optional)]);
  return (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v))
      return { path: "", reason: `must be an object, found ${kindOf(v)}` };
    const o = v as Record<string, unknown>;
    for (const [k, check] of req) {
      if (!Object.hasOwn(o, k)) return { path: k, reason: "missing" };
      const p = check(o[k]);
      if (p !== undefined) return under(k, p);
    }
    for (const k in o) {
      if (!known.has(k)) return { path: k, reason: "not a field of this event's data" };
      const check = optional[k];
      if (check === undefined) continue;
      const p = check(o[k]);
      if (p !== undefined) return under(k, p);
    }
    return undefined;
  };
}

/** An object of any keys whose values all fit `value` (forced dice by key, say). */
export function recordOf(value: DataValidator): DataValidator {
  return (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v))
      return { path: "", reason: `must be an object, found ${kindOf(v)}` };
    for (const [k, x] of Object.entries(v)) {
      const p = value(x);
      if (p !== undefined) return under(k, p);
    }
    return undefined;
  };
}

/**
 * A union discriminated on the string field `tag` (`kind`, `on`): the variant its tag names,
 * each variant a validator of the whole object (tag included).
 */
export function taggedUnion(
  tag: string,
  variants: Readonly<Record<string, DataValidator>>,
): DataValidator {
  const names = Object.keys(variants).join(", ");
  return (v): DataProblem | undefined => {
    if (typeof v !== "object" || v === null || Array.isArray(v))
      return { path: "", reason: `must be an object, found ${kindOf(v)}` };
    const t = (v as Record<string, unknown>)[tag];
    const variant = typeof t === "string" && Object.hasOwn(variants, t) ? variants[t] : undefined;
    if (variant === undefined)
      return {
        path: tag,
        reason: `must be one of ${names}, found ${JSON.stringify(t) ?? "none"}`,
        choices: Object.keys(variants),
      };
    return variant(v);
  };
}

/** Both validators (the first problem found). */
export function both(a: DataValidator, b: DataValidator): DataValidator {
  return (v) => a(v) ?? b(v);
}
