import { type Term, term } from "../../model/breakdown.ts";

/** A breakdown term citing a rule id the edition handed in (never one built on a hot path). */
export function ruleTerm(label: string, value: number, rule: string): Term {
  return term(label, value, rule);
}

/**
 * Appends a term unless its value is 0: a zero term explains nothing (DESIGN "Every number
 * explains itself" lets callers skip them), and short breakdowns read better in the log.
 */
export function pushNonZero(terms: Term[], label: string, value: number, rule: string): void {
  if (value !== 0) terms.push(ruleTerm(label, value, rule));
}
