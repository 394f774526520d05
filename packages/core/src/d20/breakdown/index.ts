// Breakdown terms, for any ruleset: a term citing a rule the edition hands in, zero terms skipped.
export { pushNonZero, ruleTerm } from "./ruleTerm.ts";
