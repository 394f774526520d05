import { type Term, term } from "../../../model/breakdown.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

/** A breakdown term whose rule id is checked against the dnd35 rules index at compile time. */
export function ruleTerm(label: string, value: number, rule: Dnd35RuleId): Term {
  return term(label, value, rule);
}

/**
 * Appends a term unless its value is 0: a zero term explains nothing (DESIGN "Every number
 * explains itself" lets callers skip them), and short breakdowns read better in the log.
 */
export function pushNonZero(terms: Term[], label: string, value: number, rule: Dnd35RuleId): void {
  if (value !== 0) terms.push(ruleTerm(label, value, rule));
}
