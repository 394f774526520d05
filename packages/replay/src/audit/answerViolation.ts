import type { CombatState, Input, Ruleset, RuleViolation, ThreeXCombatant } from "@d20/core";

/**
 * A refused answer in a window (`Respond`), told as the rule it breaks. The engine refuses an
 * answer from a creature it is not waiting for as out of turn, but a `Respond` is no turn's
 * declaration: it answers a window, and only the creatures the window asks may answer. So the
 * ruleset is asked what it says of this answer from a creature asked nothing (dnd35: "not
 * asked", under the attack of opportunity rule), and the message names the window and whom it
 * asked, and — unless a readied or a delay window is open, where attacks of opportunity play no
 * part — how many attacks of opportunity the creature had already made this round, the usual
 * reason it was not asked (a second AoO without Combat Reflexes).
 */
export function answerViolation(
  state: CombatState,
  ruleset: Ruleset,
  input: Input,
  v: RuleViolation,
): RuleViolation {
  const me = state.combatants[input.by];
  if (input.decl.kind !== "Respond" || v.code !== "notAwaited" || me === undefined) return v;
  const unasked: CombatState = { ...state, awaiting: { kind: "declaration", actor: input.by } };
  const own = ruleset.checkDeclaration(unasked, input.by, input.decl);
  if (own === undefined) return v;
  const a = state.awaiting;
  const asked =
    a.kind === "declaration" && a.window !== undefined
      ? `; the ${a.window.kind} window opened at seq ${a.window.seq} asks ${a.actor}`
      : "; no window is open";
  const used =
    a.kind === "declaration" && (a.window?.kind === "readied" || a.window?.kind === "delay")
      ? ""
      : `; ${input.by} has made ${(me as ThreeXCombatant).aooUsed} attack(s) of opportunity this round`;
  return { ...own, message: `${own.message}${asked}${used}` };
}
