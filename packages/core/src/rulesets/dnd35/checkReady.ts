import { isViolation, type RuleViolation, violation } from "../../engine/violation.ts";
import {
  type CombatantDeclaration,
  READIED_KINDS,
  READY_TRIGGERS,
  type ReadiedAction,
  type ReadyTrigger,
} from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { isActivity } from "./activities.ts";
import { checkPath } from "./battlefield/checkPath.ts";
import { checkFiveFootStep } from "./battlefield/fiveFootStep.ts";
import { heldSpell, spellOf } from "./casterSpells.ts";
import { checkAttack } from "./checkAttack.ts";
import { checkItemActivity } from "./checkItems.ts";
import { checkActivity, checkCast, checkTouch } from "./checkOtherActions.ts";
import { CONDITION, has } from "./conditions.ts";
import { isDeclarationKind, slotOf } from "./frames/declarationSlots.ts";
import { readiedStep } from "./frames/response.ts";
import { weaponOf } from "./roster.ts";
import { speedFt } from "./stats/index.ts";
import { says } from "./violationSays.ts";

// Readying (seed 000 准备READY, 准备一个动作): 你可准备一个标准动作，移动动作，或者一个自由动作 —
// the readied action is a declaration of one of those types, checked twice: its shape when it is
// readied, and its own rules when it fires (正好发生在触发动作前: the battlefield has moved on).

/** The full-round declarations, which cannot be readied: readying is itself a standard action. */
const FULL_ROUND = new Set([
  "FullAttack",
  "Charge",
  "Run",
  "Withdraw",
  "MinimumMove",
  "CoupDeGrace",
]);

/** Declarations that are no action, so no "uses" trigger can name them (延迟 is no action). */
const NO_ACTION = new Set(["Delay", "Respond", "EndTurn"]);

/**
 * Readying (seed 000 准备READY): a known trigger; a standard, move or free action as the readied
 * one; a 5-foot step inside it only if the readier has not moved this round (你可以在你准备的动作
 * 中做一个五尺快步，但是只有你在一轮内没有做任何移动的情况下才可以这么做).
 */
export function checkReady(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Ready" }>,
): RuleViolation | undefined {
  return checkTrigger(state, decl.trigger) ?? checkReadied(state, actor, decl.trigger, decl.action);
}

function checkTrigger(state: ThreeXState, t: ReadyTrigger | undefined): RuleViolation | undefined {
  if (t === undefined || !(READY_TRIGGERS as readonly string[]).includes(t.on))
    return violation(
      "badTrigger",
      "dnd35.ready",
      says("dnd35:violation.badTrigger.on", { on: String(t?.on) }),
    );
  if (t.by !== undefined && state.combatants[t.by] === undefined)
    return violation(
      "noSuchCreature",
      "dnd35.ready",
      says("dnd35:violation.noSuchCreature.trigger", { by: t.by }),
    );
  if (t.on !== "uses") return undefined;
  if (!isDeclarationKind(t.action) || NO_ACTION.has(t.action))
    return violation(
      "badTrigger",
      "dnd35.ready",
      says("dnd35:violation.badTrigger.uses", { action: String(t.action) }),
    );
  if (t.activity !== undefined && (t.action !== "Activity" || !isActivity(t.activity)))
    return violation(
      "badTrigger",
      "dnd35.ready",
      says("dnd35:violation.badTrigger.usesActivity", { activity: String(t.activity) }),
    );
  return undefined;
}

function checkReadied(
  state: ThreeXState,
  actor: string,
  t: ReadyTrigger,
  a: ReadiedAction | undefined,
): RuleViolation | undefined {
  const kind = (a as { kind?: unknown } | undefined)?.kind;
  if (a === undefined || !(READIED_KINDS as readonly unknown[]).includes(kind))
    return notReadiable(kind);
  // Its own fields first: the action type of an unknown activity or spell is nobody's to say.
  const own = readiedOwn(state, actor, t, a);
  if (own !== undefined) return own;
  const slot = slotOf(state, actor, asDeclaration(a, actor));
  if (slot !== "standard" && slot !== "move" && slot !== "free")
    return violation(
      "readiedFullRound",
      "dnd35.ready",
      says("dnd35:violation.readiedFullRound.action", {
        action: a.kind === "Activity" ? a.activity : a.kind,
      }),
    );
  const me = state.combatants[actor]!;
  const step = (a as { step?: unknown }).step;
  if (step === undefined) return undefined;
  if (readiedStep(a) === undefined)
    return violation(
      "readiedStepInMove",
      "dnd35.ready",
      says("dnd35:violation.readiedStepInMove", { action: a.kind }),
    );
  const turn = state.turn!;
  if (turn.moved || turn.fiveFootStepUsed)
    return violation(
      "readiedStepAfterMove",
      "dnd35.ready",
      says("dnd35:violation.readiedStepAfterMove"),
    );
  const s = readiedStep(a)!;
  if (Math.max(Math.abs(s.x - me.position.x), Math.abs(s.y - me.position.y)) !== 1)
    return violation("notAStep", "dnd35.fiveFootStep", says("dnd35:violation.notAStep.readied"));
  return undefined;
}

/** Why a declaration kind cannot be readied, in the seed's terms. */
function notReadiable(kind: unknown): RuleViolation {
  if (FULL_ROUND.has(String(kind)))
    return violation(
      "readiedFullRound",
      "dnd35.ready",
      says("dnd35:violation.readiedFullRound.kind", { kind: String(kind) }),
    );
  if (kind === "FiveFootStep")
    return violation(
      "badReadiedAction",
      "dnd35.ready",
      says("dnd35:violation.badReadiedAction.step"),
    );
  return violation(
    "badReadiedAction",
    "dnd35.ready",
    says("dnd35:violation.badReadiedAction.kind", {
      kind: String(kind),
      kinds: READIED_KINDS,
    }),
  );
}

/** What can be told when readying: the weapon, spell, path, activity or charge exist. */
function readiedOwn(
  state: ThreeXState,
  actor: string,
  t: ReadyTrigger,
  a: ReadiedAction,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  switch (a.kind) {
    case "Attack":
      return weaponOf(me, a.weapon) === undefined
        ? violation(
            "noWeapon",
            "dnd35.weapons",
            says("dnd35:violation.noWeapon", { actor, weapon: a.weapon }),
          )
        : undefined;
    case "Cast":
      if (a.counter === true && t.on !== "casts")
        return violation(
          "counterNeedsCasting",
          "dnd35.counterspell",
          says("dnd35:violation.counterNeedsCasting"),
        );
      return spellOf(state, actor, a.spell) === undefined
        ? violation(
            "unknownSpell",
            "dnd35.castSpell",
            says("dnd35:violation.unknownSpell", { actor, spell: a.spell }),
          )
        : undefined;
    case "Move":
      return a.path.length === 0
        ? violation("emptyPath", "dnd35.move", says("dnd35:violation.emptyPath"))
        : undefined;
    case "Activity":
      return isActivity(a.activity) && (a.aiding === undefined || isActivity(a.aiding))
        ? undefined
        : violation(
            "unknownActivity",
            "dnd35.actionsTable",
            says("dnd35:violation.unknownActivity", { activity: String(a.activity) }),
          );
    case "Touch":
      return heldSpell(state, actor) === undefined
        ? violation("noCharge", "dnd35.holdingCharge", says("dnd35:violation.noCharge", { actor }))
        : undefined;
    case "FreeAction":
      return ["DropItem", "Speak", "CeaseConcentration"].includes(a.action)
        ? undefined
        : violation(
            "badFreeAction",
            "dnd35.freeActions",
            says("dnd35:violation.badFreeAction", { action: String(a.action) }),
          );
    case "Crawl":
    case "TotalDefense":
      return undefined;
  }
}

/** The readied action as the declaration it fires as (the target: the trigger's creature). */
function asDeclaration(a: ReadiedAction, target: string): CombatantDeclaration {
  switch (a.kind) {
    case "Attack":
      return { ...a, kind: "Attack", target: a.target ?? target };
    case "Touch":
      return { kind: "Touch", target: a.target ?? target };
    case "Cast":
      return {
        kind: "Cast",
        spell: a.spell,
        ...(a.target === undefined ? {} : { target: a.target }),
      };
    default:
      return a;
  }
}

/**
 * A readied action as it fires (seed 000 准备一个动作: it happens just before the trigger): the
 * declaration's own rules from where the readier will stand — its 5-foot step taken — against the
 * triggering creature unless it names another. A refusal leaves the readier free to hold it.
 */
export function checkFiring(
  state: ThreeXState,
  actor: string,
  provoker: string,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const a = me.readied!.action;
  const step = readiedStep(a);
  if (step !== undefined) {
    const stepped = checkFiveFootStep(state, actor, step);
    if (stepped !== undefined) return stepped;
  }
  // A touch's reach is measured from where the step leaves the readier.
  const there =
    step === undefined
      ? state
      : { ...state, combatants: { ...state.combatants, [actor]: { ...me, position: step } } };
  switch (a.kind) {
    case "Attack":
      return checkAttack(state, actor, { ...a, target: a.target ?? provoker }, step ?? me.position);
    case "Cast":
      // A counterspell casts nothing of its own until the spell is identified.
      return a.counter === true
        ? undefined
        : checkCast(there, actor, { spell: a.spell, target: a.target ?? provoker });
    case "Move":
      if (a.drawWeapon === true && me.spec.bab < 1)
        return violation(
          "drawNeedsBab",
          "dnd35.actionsTable",
          says("dnd35:violation.drawNeedsBab"),
        );
      return walked(
        checkPath(state, actor, a.path, { budgetFt: speedFt(me.spec), rule: "dnd35.move" }),
      );
    case "Crawl":
      if (!has(me, CONDITION.prone))
        return violation(
          "notProne",
          "dnd35.crawl",
          says("dnd35:violation.notProne.crawl", { actor }),
        );
      return walked(checkPath(state, actor, [a.to], { budgetFt: 5, rule: "dnd35.crawl" }));
    case "Activity":
      // An item must still be in hand, a wand charged, a dying creature beside the healer.
      return (
        checkActivity(me, { ...a, kind: "Activity" }) ??
        checkItemActivity(there, there.combatants[actor]!, { ...a, kind: "Activity" })
      );
    case "Touch":
      return checkTouch(there, actor, { kind: "Touch", target: a.target ?? provoker });
    case "TotalDefense":
    case "FreeAction":
      return undefined;
  }
}

function walked(result: { feet: number } | RuleViolation): RuleViolation | undefined {
  return isViolation(result) ? result : undefined;
}
