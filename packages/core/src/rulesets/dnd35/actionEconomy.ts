import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { Restriction } from "../3x/log/facts.ts";
import type { ThreeXState, ThreeXTurn } from "../3x/state/index.ts";
import { slotOf } from "./frames/declarationSlots.ts";
import { restriction } from "./injury/index.ts";
import { says } from "./violationSays.ts";

/**
 * Whether the turn's budget allows a declaration (seed 000 动作类型): a standard and a move
 * action, or a move in place of the standard, or one full-round action; a restricted turn
 * (surprise round, disabled, staggered — 受限行动) allows a single standard or move action.
 */
export function checkBudget(
  state: ThreeXState,
  turn: ThreeXTurn,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  const limit = turnRestriction(state, turn);
  const restricted = limit !== undefined;
  const kind = budgetKind(state, decl);
  switch (kind) {
    case "Attack":
    // A special attack in place of the next attack of a full attack (`slotOf` gives "attack"
    // only while one is under way).
    case "attack":
      if (turn.fullAttackNext !== undefined) {
        // A move action taken after the first attack replaces the remaining ones (seed 000 全攻击:
        // 决定攻击或者全攻击); a 5-foot step between attacks does not.
        return remainingAttacksGivenUp(turn)
          ? violation(
              "noStandardAction",
              "dnd35.fullAttack",
              says("dnd35:violation.noStandardAction.givenUp"),
            )
          : undefined;
      }
      return standard(turn, limit);
    case "TotalDefense":
    case "WakeSleeper":
    case "standard":
      return standard(turn, limit);
    case "FullAttack":
    case "fullRound":
    case "Charge":
    case "Run":
    case "Withdraw":
    case "MinimumMove":
    case "CoupDeGrace":
      if (restricted) {
        // A restricted turn may still charge or withdraw, as its single standard action and at
        // no more than speed (seed 000 冲锋CHARGE, 撤退Withdraw 受限撤退; footnote 5 of 战斗中的
        // 动作); a full attack, a run or a minimum move it may not.
        if (kind === "Charge") return single(turn, limit) ?? chargeAfterStep(turn);
        if (kind === "Withdraw") return single(turn, limit) ?? movementAfterStep(turn, kind);
        return violation(
          "restrictedTurn",
          restrictionRule(limit),
          says("dnd35:violation.restrictedTurn.noFullRound", { limit }),
        );
      }
      if (turn.actionsTaken > 0 || turn.moved) {
        // The charge as a standard action, at speed, is for restricted turns only: 除非你是由于
        // 受到某种限制……否则你无法主动采取这种冲锋方式 (seed 000 冲锋CHARGE).
        return kind === "Charge"
          ? violation(
              "noFullRoundAction",
              "dnd35.charge",
              says("dnd35:violation.noFullRoundAction.restrictedCharge"),
            )
          : violation(
              "noFullRoundAction",
              "dnd35.fullRoundAction",
              says("dnd35:violation.noFullRoundAction.wholeTurn"),
            );
      }
      if (kind === "Charge") return chargeAfterStep(turn);
      return kind === "FullAttack" || kind === "CoupDeGrace" || kind === "fullRound"
        ? undefined
        : movementAfterStep(turn, kind);
    case "move":
      // A move action that does not move (draw a weapon, open a door, stand up) may take the
      // place of a full attack's remaining attacks as a walk may, and even after a 5-foot step:
      // the step forbids moving, not the other move actions (seed 000 全攻击 决定攻击或者全攻击).
      if (mayReplaceRemainingAttacks(turn)) return undefined;
      return (
        single(turn, limit) ??
        (turn.fullRoundUsed || (turn.moveUsed && turn.standardUsed)
          ? violation("noMoveAction", "dnd35.actionTypes", says("dnd35:violation.noMoveAction"))
          : undefined)
      );
    case "Move":
    case "Crawl":
      // A crawl is movement too: a round with a 5-foot step has no other (seed 000 五尺快步: 你
      // 可以在没有做任何类型移动的任何回合中移动五尺).
      if (turn.fiveFootStepUsed) {
        return violation(
          "moveAfterFiveFootStep",
          "dnd35.fiveFootStep",
          says("dnd35:violation.moveAfterFiveFootStep.moveAction"),
        );
      }
      // After the first attack of a full attack, a move action may take the place of the
      // remaining attacks (seed 000 全攻击: 决定攻击或者全攻击).
      if (mayReplaceRemainingAttacks(turn)) return undefined;
      return (
        single(turn, limit) ??
        (turn.fullRoundUsed || (turn.moveUsed && turn.standardUsed)
          ? violation("noMoveAction", "dnd35.actionTypes", says("dnd35:violation.noMoveAction"))
          : undefined)
      );
    case "FiveFootStep":
      if (turn.fiveFootStepUsed)
        return violation(
          "secondFiveFootStep",
          "dnd35.fiveFootStep",
          says("dnd35:violation.secondFiveFootStep"),
        );
      if (turn.moved)
        return violation(
          "fiveFootStepAfterMove",
          "dnd35.fiveFootStep",
          says("dnd35:violation.fiveFootStepAfterMove"),
        );
      if (limit === "surprise" && state.options.surpriseFiveFootStep !== true) {
        return violation(
          "fiveFootStepInSurprise",
          "dnd35.surprise",
          says("dnd35:violation.fiveFootStepInSurprise"),
        );
      }
      return undefined;
    case "StartFullRound":
      if (!restricted) {
        return violation(
          "notRestricted",
          "dnd35.startCompleteFullRound",
          says("dnd35:violation.notRestricted"),
        );
      }
      return standard(turn, limit);
    case "CompleteFullRound":
      // Completing is itself a standard action (seed 000 开始/完成整轮动作), restricted turn or not.
      return standard(turn, limit);
    case "FreeAction":
    case "EndTurn":
    case "free":
    case "none":
      return undefined;
  }
}

/**
 * The declaration's kind as far as the budget goes: attacks and movement by their own rules;
 * every other action by the slot it spends (表：战斗中的动作), or "none" (delay is no action).
 */
function budgetKind(state: ThreeXState, decl: CombatantDeclaration) {
  switch (decl.kind) {
    case "Activity":
    case "Cast":
    case "Touch":
    case "SpecialAttack":
    case "Ready": {
      const slot = slotOf(state, state.turn!.actor, decl);
      return slot === "fiveFootStep" || slot === undefined ? "none" : slot;
    }
    case "Delay":
    case "Respond":
    case "Choose":
      return "none";
    default:
      return decl.kind;
  }
}

/**
 * After the first attack of a full attack, with nothing in place of the rest yet: a move action
 * may now replace the remaining attacks (seed 000 全攻击 决定攻击或者全攻击: 在你第一次攻击后).
 */
function mayReplaceRemainingAttacks(turn: ThreeXTurn): boolean {
  return turn.fullAttackNext === 1 && !remainingAttacksGivenUp(turn);
}

/**
 * A move action has taken the place of the full attack's remaining attacks, and so ended it: a
 * walk (`moved`), or a move action that does not move — any action spent besides the full-round
 * one, for nothing else fits in the turn (a 5-foot step and free actions spend none).
 */
function remainingAttacksGivenUp(turn: ThreeXTurn): boolean {
  return turn.moved || turn.actionsTaken > 1;
}

/** No charge after a 5-foot step: the charge is the turn's movement (seed 000 冲锋CHARGE). */
function chargeAfterStep(turn: ThreeXTurn): RuleViolation | undefined {
  return turn.fiveFootStepUsed
    ? violation(
        "noFullRoundAction",
        "dnd35.charge",
        says("dnd35:violation.noFullRoundAction.chargeAfterStep"),
      )
    : undefined;
}

/**
 * No run, withdraw or minimum move after a 5-foot step: a full-round action that moves allows
 * no step in the same round (seed 000 奔跑Run, 撤退Withdraw; 整轮动作: only an action without
 * movement leaves room for a step; 特殊移动规则: the minimum move is not a step).
 */
function movementAfterStep(
  turn: ThreeXTurn,
  kind: "Run" | "Withdraw" | "MinimumMove",
): RuleViolation | undefined {
  if (!turn.fiveFootStepUsed) return undefined;
  const rule = { Run: "dnd35.run", Withdraw: "dnd35.withdraw", MinimumMove: "dnd35.minimumMove" };
  return violation(
    "moveAfterFiveFootStep",
    rule[kind],
    says("dnd35:violation.moveAfterFiveFootStep.movement", {
      kind,
    }),
  );
}

// The two checks most declarations share, as functions rather than closures built per check
// (hot: every candidate a policy tries).
/** A restricted turn allows a single standard or move action. */
function single(turn: ThreeXTurn, limit: Restriction | undefined): RuleViolation | undefined {
  return limit !== undefined && turn.actionsTaken > 0
    ? violation(
        "restrictedTurn",
        restrictionRule(limit),
        says("dnd35:violation.restrictedTurn.single", { limit }),
      )
    : undefined;
}

/** The turn's standard action is still there (and, restricted, nothing else was taken). */
function standard(turn: ThreeXTurn, limit: Restriction | undefined): RuleViolation | undefined {
  return (
    single(turn, limit) ??
    (turn.standardUsed || turn.fullRoundUsed
      ? violation(
          "noStandardAction",
          "dnd35.actionTypes",
          says("dnd35:violation.noStandardAction.spent"),
        )
      : undefined)
  );
}

/**
 * What limits this turn to a single standard or move action (seed 000 受限行动): the restriction
 * it started with, or an injury since — a creature dropped to 0 hp or staggered during its own
 * turn has no more than one action that turn either (瘫痪DISABLED, 非致命伤).
 */
export function turnRestriction(state: ThreeXState, turn: ThreeXTurn): Restriction | undefined {
  const c = state.combatants[turn.actor];
  return turn.restriction ?? (c === undefined ? undefined : restriction(c.vitals));
}

function restrictionRule(limit: Restriction | undefined): string {
  switch (limit) {
    case "surprise":
      return "dnd35.surprise";
    case "disabled":
      return "dnd35.disabled";
    default:
      return "dnd35.staggered";
  }
}
