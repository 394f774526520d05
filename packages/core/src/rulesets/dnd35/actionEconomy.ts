import type { CombatState, TurnState } from "../../engine/state.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../../log/declarations.ts";

/**
 * Whether the turn's budget allows a declaration (seed 000 动作类型): a standard and a move
 * action, or a move in place of the standard, or one full-round action; a restricted turn
 * (surprise round, disabled, staggered — 受限行动) allows a single standard or move action.
 */
export function checkBudget(state: CombatState, turn: TurnState, decl: CombatantDeclaration): RuleViolation | undefined {
  const restricted = turn.restriction !== undefined;
  const single = () =>
    restricted && turn.actionsTaken > 0
      ? violation(
          "restrictedTurn",
          restrictionRule(turn),
          `a restricted turn (${turn.restriction}) allows a single standard or move action`,
        )
      : undefined;
  switch (decl.kind) {
    case "Attack":
      if (turn.fullAttackNext !== undefined) return undefined;
      return (
        single() ??
        (turn.standardUsed || turn.fullRoundUsed
          ? violation("noStandardAction", "dnd35.actionTypes", "the standard action of this turn is spent")
          : undefined)
      );
    case "TotalDefense":
      return (
        single() ??
        (turn.standardUsed || turn.fullRoundUsed
          ? violation("noStandardAction", "dnd35.actionTypes", "the standard action of this turn is spent")
          : undefined)
      );
    case "FullAttack":
    case "Charge":
      if (restricted) {
        return violation(
          "restrictedTurn",
          restrictionRule(turn),
          `a restricted turn (${turn.restriction}) allows no full-round action`,
        );
      }
      if (turn.actionsTaken > 0 || turn.moved) {
        return violation("noFullRoundAction", "dnd35.fullRoundAction", "a full-round action needs the whole turn");
      }
      if (decl.kind === "Charge" && turn.fiveFootStepUsed) {
        return violation("noFullRoundAction", "dnd35.charge", "no charge after a 5-foot step: the charge is the turn's movement");
      }
      return undefined;
    case "Move":
      if (turn.fiveFootStepUsed) {
        return violation("moveAfterFiveFootStep", "dnd35.fiveFootStep", "no movement by a move action after a 5-foot step this round");
      }
      return (
        single() ??
        (turn.fullRoundUsed || (turn.moveUsed && turn.standardUsed)
          ? violation("noMoveAction", "dnd35.actionTypes", "no move action is left this turn")
          : undefined)
      );
    case "FiveFootStep":
      if (turn.fiveFootStepUsed) return violation("secondFiveFootStep", "dnd35.fiveFootStep", "only one 5-foot step a round");
      if (turn.moved) return violation("fiveFootStepAfterMove", "dnd35.fiveFootStep", "no 5-foot step in a round with other movement");
      if (turn.restriction === "surprise" && state.options.surpriseFiveFootStep !== true) {
        return violation(
          "fiveFootStepInSurprise",
          "dnd35.surprise",
          "no 5-foot step in the surprise round (house option surpriseFiveFootStep is off)",
        );
      }
      return undefined;
    case "StartFullRound":
      if (!restricted) {
        return violation("notRestricted", "dnd35.startCompleteFullRound", "start a full-round action only on a restricted turn");
      }
      return single();
    case "CompleteFullRound":
      return single();
    case "EndTurn":
      return undefined;
  }
}

function restrictionRule(turn: TurnState): string {
  switch (turn.restriction) {
    case "surprise":
      return "dnd35.surprise";
    case "disabled":
      return "dnd35.disabled";
    default:
      return "dnd35.staggered";
  }
}
