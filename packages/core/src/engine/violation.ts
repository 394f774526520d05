/**
 * An illegal input, as a value (STYLE: rule violations are values). `rule` is the id in the
 * ruleset's rules index that the input breaks; `message` says how, in plain words.
 */
export interface RuleViolation {
  readonly kind: "RuleViolation";
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

/** Builds a violation. */
export function violation(code: string, rule: string, message: string): RuleViolation {
  return { kind: "RuleViolation", code, rule, message };
}

/** True for a violation (as opposed to a list of events). */
export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === "object" && x !== null && (x as { kind?: unknown }).kind === "RuleViolation";
}
