import { type Square, unsafeCharacter } from "@d20/core";
import { DiceNotationError, parseNotation } from "@d20/events";
import { child, type Issues, oneOf } from "./issues.ts";

// Readers for JSON values: each returns the value when it is right, or records an issue and
// returns undefined, so a caller goes on and finds the next mistake too.

/** A plain object whose fields are all in `keys` (an unknown field is an issue of its own). */
export function readObject(
  issues: Issues,
  path: string,
  value: unknown,
  keys: readonly string[],
  expected: string,
): Record<string, unknown> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    issues.wrong(path, expected, value);
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!keys.includes(key)) {
      const p = child(path, key);
      issues.add(p, `a field ${oneOf(keys)}`, `unknown field; expected ${oneOf(keys, key)}`);
    }
  }
  return record;
}

/** A list. */
export function readList(
  issues: Issues,
  path: string,
  value: unknown,
  expected: string,
): readonly unknown[] | undefined {
  if (Array.isArray(value)) return value;
  issues.wrong(path, expected, value);
  return undefined;
}

/** An integer within bounds. */
export function readInt(
  issues: Issues,
  path: string,
  value: unknown,
  bounds: { readonly min?: number; readonly max?: number } = {},
  expected?: string,
): number | undefined {
  const { min, max } = bounds;
  const ok =
    Number.isInteger(value) &&
    (min === undefined || (value as number) >= min) &&
    (max === undefined || (value as number) <= max);
  if (ok) return value as number;
  issues.wrong(path, expected ?? intExpected(min, max), value);
  return undefined;
}

function intExpected(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `an integer from ${min} to ${max}`;
  if (min !== undefined) return `an integer ≥ ${min}`;
  if (max !== undefined) return `an integer ≤ ${max}`;
  return "an integer";
}

/** A non-empty string. */
export function readString(issues: Issues, path: string, value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  issues.wrong(path, "a non-empty string", value);
  return undefined;
}

/** true or false. */
export function readBool(issues: Issues, path: string, value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  issues.wrong(path, "true or false", value);
  return undefined;
}

/** One of a fixed set of strings. */
export function readEnum<T extends string>(
  issues: Issues,
  path: string,
  value: unknown,
  options: readonly T[],
): T | undefined {
  if (typeof value === "string" && (options as readonly string[]).includes(value))
    return value as T;
  const expected = oneOf(options);
  if (typeof value !== "string") issues.wrong(path, expected, value);
  else issues.add(path, expected, `unknown value "${value}"; expected ${oneOf(options, value)}`);
  return undefined;
}

/** A square written `[x, y]` (x grows east, y south, from 0). */
export function readSquare(issues: Issues, path: string, value: unknown): Square | undefined {
  const ok =
    Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0);
  if (ok) return { x: value[0] as number, y: value[1] as number };
  issues.wrong(path, "a square [x, y] of integers ≥ 0", value);
  return undefined;
}

/** Reads `value` with `read` when it is present, else gives `fallback`. */
export function optional<T>(
  value: unknown,
  read: (v: unknown) => T | undefined,
  fallback: T,
): T | undefined {
  return value === undefined ? fallback : read(value);
}

/** Dice notation such as "1d8", "2d6+1" (checked by the dice parser). */
export function readNotation(issues: Issues, path: string, value: unknown): string | undefined {
  const expected = 'dice such as "1d8" or "2d6+1"';
  if (typeof value !== "string") {
    issues.wrong(path, expected, value);
    return undefined;
  }
  try {
    parseNotation(value);
    return value;
  } catch (e) {
    if (!(e instanceof DiceNotationError)) throw e;
    issues.add(path, expected, `expected ${expected}, got "${value}" (${e.message})`);
    return undefined;
  }
}

/**
 * A non-empty string that may reach a terminal: no control character (NUL, ESC, a newline, C1,
 * a bidi override), refused as ids are (issue "Trust", point 8) — a scenario's name and
 * description are printed by `run`, `play` and the viewer.
 */
export function readSafeString(issues: Issues, path: string, value: unknown): string | undefined {
  const text = readString(issues, path, value);
  if (text === undefined) return undefined;
  const found = unsafeCharacter(text);
  if (found === undefined) return text;
  const expected = "text without control characters";
  issues.add(path, expected, `contains the control character ${found}; expected ${expected}`);
  return undefined;
}
