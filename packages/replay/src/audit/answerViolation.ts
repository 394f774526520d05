import type { CombatState, Input, Ruleset, RuleViolation } from "@d20/core";

/**
 * A refused input told as the rule the ruleset says it breaks (`Ruleset.audit.refused`: for
 * dnd35, a window answer from a creature the window did not ask, under the attack of
 * opportunity rule, naming the window and whom it asked); the engine's own violation when the
 * ruleset says nothing more of it.
 */
export function answerViolation(
  state: CombatState,
  ruleset: Ruleset,
  input: Input,
  v: RuleViolation,
): RuleViolation {
  return ruleset.audit?.refused(state, input, v) ?? v;
}
