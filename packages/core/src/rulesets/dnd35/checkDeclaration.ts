import type { AwaitedWindow } from "../../engine/state.ts";
import { isViolation, type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import { opponentsIn } from "../3x/modifiers/rows.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { checkBudget } from "./actionEconomy.ts";
import { checkPath } from "./battlefield/checkPath.ts";
import { checkFiveFootStep } from "./battlefield/fiveFootStep.ts";
import { checkMinimumMove } from "./battlefield/minimumMove.ts";
import { checkRun } from "./battlefield/run.ts";
import { checkWithdraw } from "./battlefield/withdraw.ts";
import { checkAttack, checkCoupDeGrace, checkFullAttackSlot, checkGuess } from "./checkAttack.ts";
import { checkCharge } from "./checkCharge.ts";
import { checkDrop, checkGearActivity, checkMerged } from "./checkGear.ts";
import { checkItemActivity } from "./checkItems.ts";
import { grappleMovesRider, riderFiringProblem, riderProblem } from "./checkMounted.ts";
import { checkActivity, checkCast, checkDelay, checkTouch } from "./checkOtherActions.ts";
import { checkFiring, checkReady } from "./checkReady.ts";
import { checkSpecialAttack } from "./checkSpecialAttack.ts";
import { checkWake } from "./checkWake.ts";
import { CONDITION, has, noActions, noActionsRule, startedFullRound } from "./conditions.ts";
import { isDeclarationKind } from "./frames/declarationSlots.ts";
import { canAct } from "./injury/index.ts";
import { opportunityWeapon } from "./interrupts/opportunity.ts";
import { checkCommanded } from "./special/commandUndead.ts";
import { checkTurnedFlees } from "./special/turnedFlight.ts";
import { speedFt } from "./stats/index.ts";
import { says } from "./violationSays.ts";

/** What a grappler may not declare (seed 000 擒抱结果 无法移动: 你在擒抱中无法正常移动). */
const MOVES_OF_A_FREE_CREATURE: readonly string[] = [
  "Move",
  "Run",
  "Withdraw",
  "MinimumMove",
  "FiveFootStep",
  "Crawl",
  "Charge",
];

/** A pinned creature's way out: a grapple escape, by check or Escape Artist (seed 000 被压制). */
function escapesPin(decl: CombatantDeclaration): boolean {
  return (
    decl.kind === "SpecialAttack" &&
    decl.attack === "Grapple" &&
    (decl.option === "escape" || decl.option === "escapeArtist")
  );
}

/** Checks a combatant's declaration on its own turn: budget first, then the action's own rules. */
export function checkDeclaration(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  // Inputs come from outside (a CLI, a table log, a script): an unknown kind is a violation,
  // not a crash deep in the engine.
  if (!isDeclarationKind((decl as { kind?: unknown } | null)?.kind)) {
    return violation(
      "unknownDeclaration",
      "dnd35.actionTypes",
      says("dnd35:violation.unknownDeclaration.combatant", {
        kind: String((decl as { kind?: unknown } | null)?.kind),
      }),
    );
  }
  const me = state.combatants[actor]!;
  const asked = state.awaiting.kind === "declaration" ? state.awaiting.window : undefined;
  const dazed = noActions(me);
  if (dazed !== undefined && !isNoAction(decl, asked)) {
    return violation(
      "noActions",
      noActionsRule(dazed),
      says("dnd35:violation.noActions", { actor, dazed }),
    );
  }
  const obeys = checkCommanded(state, actor, decl, asked);
  if (obeys !== undefined) return obeys;
  if (asked?.kind === "readied" && decl.kind === "Respond" && decl.take) {
    const firing = riderFiringProblem(state, actor);
    if (firing !== undefined) return firing;
  }
  if (asked !== undefined) return checkResponse(state, actor, decl, asked);
  // A choice the rules ask mid-resolution (an overrun's defender): only an answer it offers.
  const a = state.awaiting;
  if (a.kind === "choice")
    return decl.kind === "Choose" && a.options.includes(decl.answer)
      ? undefined
      : violation(
          "mustChoose",
          "dnd35.specialAttacks",
          says("dnd35:violation.mustChoose", { actor, options: a.options.join(", ") }),
        );
  if (decl.kind === "Choose")
    return violation(
      "notAsked",
      "dnd35.specialAttacks",
      says("dnd35:violation.notAsked", { actor }),
    );
  if (decl.kind === "Respond")
    return violation("notAsked", "dnd35.aoo", says("dnd35:violation.notAsked", { actor }));
  const turn = state.turn!;
  if (!canAct(me.vitals))
    return violation("cannotAct", "dnd35.injury", says("dnd35:violation.cannotAct", { actor }));
  const fleeing = checkTurnedFlees(state, actor, decl);
  if (fleeing !== undefined) return fleeing;
  if (decl.kind === "Delay") return checkDelay(state, actor, decl);
  const budget = checkBudget(state, turn, decl);
  if (budget !== undefined) return budget;
  if (opponentsIn(me).length > 0 && MOVES_OF_A_FREE_CREATURE.includes(decl.kind))
    return violation(
      "grappleNoMove",
      "dnd35.grappleConsequences",
      says("dnd35:violation.grappleNoMove", { actor, action: decl.kind }),
    );
  // 当你被擒抱对手压制住的时候: held immobile, a pinned creature only tries to escape (a grapple
  // check or Escape Artist), casts what a grapple allows (当你处于擒抱状态时 施法: 甚至是在被压制
  // 的状态下尝试施法, checked as any grappler's cast) or ends its turn.
  if (
    me.pinnedBy !== undefined &&
    !escapesPin(decl) &&
    decl.kind !== "EndTurn" &&
    decl.kind !== "Cast"
  )
    return violation(
      "pinned",
      "dnd35.grapplePinned",
      says("dnd35:violation.grapple.pinned", { actor, by: me.pinnedBy }),
    );
  const riding = riderProblem(state, actor, decl) ?? grappleMovesRider(state, actor, decl);
  if (riding !== undefined) return riding;
  switch (decl.kind) {
    case "Attack":
    case "FullAttack": {
      const next = decl.kind === "FullAttack" ? 0 : turn.fullAttackNext;
      if (decl.kind === "Attack" && decl.guessSquare !== undefined) {
        const guess = checkGuess(state, decl.target, decl.guessSquare);
        if (guess !== undefined) return guess;
      }
      return next === undefined
        ? checkAttack(state, actor, decl, me.position)
        : checkFullAttackSlot(state, actor, decl, next);
    }
    case "Charge":
      return checkCharge(state, actor, decl);
    case "CoupDeGrace":
      return checkCoupDeGrace(state, actor, decl);
    case "Move": {
      // Footnote 4 of 表：战斗中的动作: a draw or a shield merges into a move at base attack +1.
      const merged = checkMerged(me, decl);
      if (merged !== undefined) return merged;
      return walked(
        checkPath(state, actor, decl.path, {
          budgetFt: speedFt(me.spec),
          rule: "dnd35.move",
        }),
      );
    }
    case "Run":
      return checkRun(state, actor, decl.path);
    case "Withdraw":
      if (has(me, CONDITION.blinded))
        return violation("blindWithdraw", "dnd35.withdraw", says("dnd35:violation.blindWithdraw"));
      return checkWithdraw(state, actor, decl.path);
    case "MinimumMove":
      return checkMinimumMove(state, actor, decl.to);
    case "FiveFootStep":
      return checkFiveFootStep(state, actor, decl.to);
    case "Crawl":
      if (!has(me, CONDITION.prone))
        return violation(
          "notProne",
          "dnd35.crawl",
          says("dnd35:violation.notProne.crawl", { actor }),
        );
      return walked(checkPath(state, actor, [decl.to], { budgetFt: 5, rule: "dnd35.crawl" }));
    case "CompleteFullRound":
      return has(me, startedFullRound(decl.action))
        ? undefined
        : violation(
            "notStarted",
            "dnd35.startCompleteFullRound",
            says("dnd35:violation.notStarted"),
          );
    case "StartFullRound":
      return ["FullAttack", "Charge", "Run", "Withdraw"].includes(decl.action)
        ? violation(
            "cannotStart",
            "dnd35.startCompleteFullRound",
            says("dnd35:violation.cannotStart", { action: decl.action }),
          )
        : undefined;
    case "Activity":
      return (
        checkActivity(me, decl) ??
        checkGearActivity(state, me, decl) ??
        checkItemActivity(state, me, decl)
      );
    case "WakeSleeper":
      return checkWake(state, actor, decl);
    case "Cast":
      return checkCast(state, actor, decl);
    case "Touch":
      return checkTouch(state, actor, decl);
    case "Ready":
      return checkReady(state, actor, decl);
    case "SpecialAttack":
      return checkSpecialAttack(state, actor, decl);
    case "FreeAction":
      return decl.action === "DropItem" ? checkDrop(state, me, decl.item, decl.to) : undefined;
    case "TotalDefense":
    case "EndTurn":
      return undefined;
  }
}

/**
 * Declarations that are no action at all, which a helpless, dazed or stunned creature may still make:
 * ending its turn, declining what it is asked, and stepping in from a delay (choosing when to
 * act is not an action, seed 000 延迟DELAY; the turn it steps into can only end).
 */
function isNoAction(decl: CombatantDeclaration, asked: AwaitedWindow | undefined): boolean {
  if (decl.kind === "EndTurn") return true;
  // Answering a choice (an overrun's avoid or block) is no action.
  if (decl.kind === "Choose") return true;
  return decl.kind === "Respond" && (!decl.take || asked?.kind === "delay");
}

/**
 * An answer in a window: only `Respond`, only by the creature asked; an attack of opportunity
 * with a weapon that threatens the provoker; a readied action that can still be carried out.
 */
function checkResponse(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
  asked: AwaitedWindow,
): RuleViolation | undefined {
  if (decl.kind !== "Respond")
    return violation(
      "mustRespond",
      asked.kind === "opportunity"
        ? "dnd35.aoo"
        : asked.kind === "readied"
          ? "dnd35.ready"
          : "dnd35.delay",
      says("dnd35:violation.mustRespond", { actor }),
    );
  if (!decl.take || asked.kind === "delay") return undefined;
  if (asked.kind === "opportunity") {
    return opportunityWeapon(state, actor, asked.provoker, decl.weapon) === undefined
      ? violation(
          "noThreat",
          "dnd35.aoo",
          says("dnd35:violation.noThreat", {
            weapon: decl.weapon,
            provoker: asked.provoker,
          }),
        )
      : undefined;
  }
  return checkFiring(state, actor, asked.provoker);
}

/** A walk's cost is only needed by the charge; everyone else needs just a yes or no. */
function walked(result: { feet: number } | RuleViolation): RuleViolation | undefined {
  return isViolation(result) ? result : undefined;
}
