import type { Message } from "../words/message.ts";

/**
 * An illegal input, as a value (STYLE: rule violations are values). `rule` is the id in the
 * ruleset's rules index that the input breaks; `says` says how, as a message its ruleset's
 * catalogue renders (`violationText`): words are data until shown, so a policy probing many
 * illegal declarations builds a plain object and never renders a word.
 */
export interface RuleViolation {
  readonly kind: "RuleViolation";
  readonly code: string;
  readonly rule: string;
  readonly says: Message;
}

/** Builds a violation. */
export function violation(code: string, rule: string, says: Message): RuleViolation {
  return { kind: "RuleViolation", code, rule, says };
}

/** True for a violation (as opposed to a list of events). */
export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === "object" && x !== null && (x as { kind?: unknown }).kind === "RuleViolation";
}
