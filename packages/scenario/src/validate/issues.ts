import { closeTo } from "@d20/core";
import type { ScenarioIssue } from "../scenarioError.ts";

/** Collects a scenario's issues, so that a user sees all of them at once. */
export class Issues {
  readonly list: ScenarioIssue[] = [];

  /** Records an issue at `path`; `message` says what was found. */
  add(path: string, expected: string, message: string): void {
    this.list.push({ path, expected, message });
  }

  /** Records a value of the wrong kind: "expected X, got Y". */
  wrong(path: string, expected: string, value: unknown): void {
    const message =
      value === undefined
        ? `missing; expected ${expected}`
        : `expected ${expected}, got ${describe(value)}`;
    this.add(path, expected, message);
  }
}

/** A JSON path one property down: `$.map.width`, or `$.dice["g1/attack/r1/#1"]`. */
export function child(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)
    ? `${path}.${key}`
    : `${path}[${JSON.stringify(key)}]`;
}

/** A JSON path one list entry down: `$.combatants[2]`. */
export function at(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** A short rendering of a found value for a message. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list (${clip(JSON.stringify(value))})`;
  if (typeof value === "object") return `an object (${clip(JSON.stringify(value))})`;
  if (typeof value === "string") return JSON.stringify(clip(value));
  return String(value);
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** "one of a, b, c" — or, for a near miss, "one of a, b, c (did you mean b?)". */
export function oneOf(options: readonly string[], found?: unknown): string {
  const near = typeof found === "string" ? closest(found, options) : undefined;
  const list = options.length > 12 ? `${options.slice(0, 12).join(", ")}, …` : options.join(", ");
  return `one of ${list}${near === undefined ? "" : ` (did you mean "${near}"?)`}`;
}

/** The closest option a few edits from `word` (case-insensitive, `closeTo`), if there is one. */
export function closest(word: string, options: readonly string[]): string | undefined {
  return closeTo(word, options)[0];
}
