import { beforeCountOf } from "../../../d20/durations/index.ts";
import { windowFrame } from "../../../d20/windows/index.ts";
import type { Frame } from "../../../engine/state.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { triggeredReadiers, usesReadiers, usesTrigger } from "../../3x/ready/index.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { turnRestriction } from "../actionEconomy.ts";
import { runnerKeepsDex } from "../battlefield/run.ts";
import { CONDITION, startedFullRound } from "../conditions.ts";
import { isDown, strenuousActionWhileDisabled } from "../injury/index.ts";
import { provocation } from "../interrupts/provocation.ts";
import { specialAttack } from "../special/index.ts";
import { type AttackSlotTaken, attackSlotTaken } from "../special/inFullAttack.ts";
import { breakTurning, turningAttacked } from "../special/turningBroken.ts";
import { nextAttack } from "./attackStart.ts";
import { ACTION_RULE, slotOf } from "./declarationSlots.ts";
import { changesGear, gearChangeCount, gearChangesOf } from "./gearChange.ts";
import { rollHealCheck, stabilizedBy } from "./itemUse.ts";
import { mountFallFrame } from "./mountFall.ts";
import {
  actionProper,
  afterSpend,
  afterUses,
  finish,
  gearStep,
  touchNext,
  windowsThen,
} from "./turnActionSequence.ts";

/** A combatant's declared action being resolved. */
export interface TurnActionFrame extends Frame {
  readonly kind: "turnAction";
  readonly actor: string;
  readonly decl: CombatantDeclaration;
  /** The held spell a Touch discharges (kept for the allies touched after the first). */
  spell?: string;
  /** A readied action fired out of turn: its standard action was the ready, already paid for. */
  readonly fired?: true;
  /** The actor's damage taken when it declared (a special attack asks whether an AoO hurt it). */
  damageTakenBefore?: number;
  /** The full attack's slot a special attack takes, if made as one of its attacks. */
  attackSlot?: AttackSlotTaken;
}

/** The frame for a declaration; a continuing full attack is just its next attack. */
export function turnActionFrame(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
  cause: number,
): Frame {
  const next = state.turn?.fullAttackNext;
  if (decl.kind === "Attack" && next !== undefined)
    return nextAttack(state, actor, decl, next, cause);
  const frame: TurnActionFrame = {
    kind: "turnAction",
    phase: decl.kind === "EndTurn" ? "end" : decl.kind === "Delay" ? "delay" : "spend",
    cause,
    actor,
    decl,
  };
  if (decl.kind === "SpecialAttack") {
    frame.damageTakenBefore = state.combatants[actor]!.damageTaken;
    const taken = attackSlotTaken(state, actor, decl);
    if (taken !== undefined) frame.attackSlot = taken;
  }
  return frame;
}

/**
 * phases: `spend` (ActionTaken: the slot of the action-economy budget) → the action's own
 * phases (`defensively`, `move`, `condition`, `complete`, an attack child) → `strenuous` when a
 * disabled creature took a standard action (seed 000 瘫痪DISABLED) → done. `end` ends the turn.
 */
export const turnActionFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as TurnActionFrame;
    const { state } = ctx;
    const d = f.decl;
    switch (f.phase) {
      case "spend": {
        // A charge or a withdraw on a restricted turn is its single standard action (seed 000
        // 冲锋CHARGE, 撤退Withdraw 受限撤退).
        const restricted =
          state.turn !== undefined && turnRestriction(state, state.turn) !== undefined;
        const slot =
          (d.kind === "Charge" || d.kind === "Withdraw") && restricted
            ? "standard"
            : slotOf(state, f.actor, d)!;
        const taken = f.attackSlot;
        ctx.emit(
          "ActionTaken",
          taken === undefined
            ? { actor: f.actor, slot, action: d.kind, rule: actionRule(d) }
            : {
                actor: f.actor,
                slot,
                action: d.kind,
                rule: "dnd35.fullAttack",
                fullAttack: { slot: taken.slot, of: taken.of },
              },
          f.cause,
        );
        return;
      }
      case "defensively":
        ctx.emit(
          "ConditionAdded",
          {
            target: f.actor,
            condition: CONDITION.fightingDefensively,
            until: beforeCountOf(state, f.actor, 1),
            rule: "dnd35.fightingDefensively",
          },
          f.cause,
        );
        return;
      case "uses":
      case "readied":
      case "provoke": {
        // A readied action triggered by this action or by this attack, or the AoOs the action
        // itself provokes.
        const p =
          f.phase === "provoke"
            ? { window: "opportunity" as const, ...provocation(state, f.actor, f.decl)! }
            : {
                window: "readied" as const,
                trigger: f.phase === "uses" ? usesTrigger(d) : "attacks",
                candidates:
                  f.phase === "uses"
                    ? usesReadiers(state, f.actor, d)
                    : triggeredReadiers(state, { on: "attacks", by: f.actor }),
                rule: "dnd35.ready",
              };
        ctx.emit(
          "WindowOpened",
          { ...p, provoker: f.actor, at: state.combatants[f.actor]!.position },
          f.cause,
        );
        return;
      }
      case "delay": {
        const dd = d as Extract<CombatantDeclaration, { kind: "Delay" }>;
        ctx.emit(
          "Delayed",
          {
            actor: f.actor,
            round: state.round,
            ...(dd.after === undefined ? {} : { after: dd.after }),
            ...(dd.count === undefined ? {} : { count: dd.count }),
            ...(dd.nextRound === true ? { nextRound: true as const } : {}),
            rule: "dnd35.delay",
          },
          f.cause,
        );
        return;
      }
      case "ready": {
        const rd = d as Extract<CombatantDeclaration, { kind: "Ready" }>;
        ctx.emit(
          "ActionReadied",
          { actor: f.actor, action: rd.action, trigger: rd.trigger, rule: "dnd35.ready" },
          f.cause,
        );
        return;
      }
      case "activity": {
        const a = d as Extract<CombatantDeclaration, { kind: "Activity" }>;
        const standUp = a.activity === "StandUp";
        ctx.emit(
          standUp ? "ConditionRemoved" : "ConditionAdded",
          { target: f.actor, condition: CONDITION.prone, rule: "dnd35.actionsTable" },
          f.cause,
        );
        return;
      }
      case "heal": {
        const a = d as Extract<CombatantDeclaration, { kind: "Activity" }>;
        rollHealCheck(ctx, f.actor, a.target!, f.cause);
        return;
      }
      case "stabilized": {
        const a = d as Extract<CombatantDeclaration, { kind: "Activity" }>;
        stabilizedBy(ctx, f.actor, a.target!, f.cause);
        return;
      }
      case "gear:0":
      case "gear:1":
        ctx.emit("GearChanged", gearChangesOf(state, f.actor, d)[gearStep(f.phase)]!, f.cause);
        return;
      case "condition": {
        const tower = d.kind === "Activity";
        const condition = tower
          ? CONDITION.towerShieldCover
          : d.kind === "TotalDefense"
            ? CONDITION.totalDefense
            : d.kind === "Charge"
              ? CONDITION.charging
              : d.kind === "Run"
                ? CONDITION.running
                : startedFullRound(d.kind === "StartFullRound" ? d.action : "");
        ctx.emit(
          "ConditionAdded",
          {
            target: f.actor,
            condition,
            until:
              d.kind === "StartFullRound"
                ? beforeCountOf(state, f.actor, 2)
                : beforeCountOf(state, f.actor, 1),
            rule: tower ? "dnd35.towerShieldCover" : ACTION_RULE[d.kind],
          },
          f.cause,
        );
        return;
      }
      case "wake": {
        const w = d as Extract<CombatantDeclaration, { kind: "WakeSleeper" }>;
        ctx.emit(
          "ConditionRemoved",
          { target: w.target, condition: CONDITION.asleep, rule: "dnd35.sleepWakes" },
          f.cause,
        );
        return;
      }
      case "complete":
        ctx.emit(
          "ConditionRemoved",
          {
            target: f.actor,
            condition: startedFullRound(d.kind === "CompleteFullRound" ? d.action : ""),
            rule: ACTION_RULE[d.kind],
          },
          f.cause,
        );
        return;
      case "strenuous": {
        const r = strenuousActionWhileDisabled(state.combatants[f.actor]!.vitals, state.round);
        ctx.emit(
          "VitalsChanged",
          {
            target: f.actor,
            vitals: r.vitals,
            rule: "dnd35.disabled",
            why: "a standard action while disabled",
          },
          f.cause,
        );
        return;
      }
      case "end":
        ctx.emit("TurnEnded", { actor: f.actor, round: state.round }, f.cause);
        return;
      case "unturn": {
        const u = turningAttacked(state, f.actor, d)!;
        breakTurning(ctx, u.target, f.actor, u.why, f.cause);
        return;
      }
    }
    throw new Error(`invariant: turn action frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as TurnActionFrame;
    const d = f.decl;
    switch (f.phase) {
      case "spend":
        if (usesReadiers(state, f.actor, d).length > 0) return { phase: "uses" };
        return afterUses(state, f);
      case "defensively":
        return afterSpend(state, f);
      case "uses":
      case "readied":
      case "provoke":
        if (event.type === "WindowOpened")
          return { phase: f.phase, push: windowFrame(event.seq, event.data, f.cause) };
        break;
      case "condition":
        if (d.kind === "Charge") return windowsThen(state, f, "readied");
        return finish(state, f);
      case "delay":
      case "ready":
        return { done: true };
      case "activity": {
        // A mount that drops prone throws its rider (seed 000 如果你的坐骑在战斗中跌倒).
        const fall = mountFallFrame(state, f.actor, f.cause);
        return fall === undefined ? finish(state, f) : { phase: "thrown", push: fall };
      }
      case "heal": {
        // A success stabilizes a creature still dying (seed 000 稳定角色伤势和恢复).
        const a = d as Extract<CombatantDeclaration, { kind: "Activity" }>;
        const dying = state.combatants[a.target!]?.vitals.state === "dying";
        return event.type === "HealCheckRolled" && event.data.success && dying
          ? { phase: "stabilized" }
          : finish(state, f);
      }
      case "stabilized":
        return finish(state, f);
      case "gear:0":
      case "gear:1": {
        const next = gearStep(f.phase) + 1;
        return next < gearChangeCount(d) ? { phase: `gear:${next}` } : finish(state, f);
      }
      case "complete":
      case "wake":
        return finish(state, f);
      case "unturn":
        return actionProper(state, f);
      case "strenuous": {
        // Dropped by its own effort, a rider comes off, or a mount throws its rider (骑乘战斗).
        const fall = mountFallFrame(state, f.actor, f.cause);
        return fall === undefined ? { done: true } : { phase: "falling", push: fall };
      }
      case "end":
        return { done: true };
    }
    throw new Error(`invariant: turn action frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, _child, state) {
    const f = frame as TurnActionFrame;
    const d = f.decl;
    if (f.phase === "falling") return { done: true };
    if (f.phase === "thrown") return finish(state, f);
    // An actor dropped by an interrupt goes no further (DESIGN: the frame aborts).
    if (isDown(state.combatants[f.actor]!.vitals)) return { done: true };
    switch (f.phase) {
      case "uses":
        return afterUses(state, f);
      case "readied":
        return windowsThen(state, f, "provoke");
      case "provoke":
        return actionProper(state, f);
      case "touching:0":
      case "touching:1":
      case "touching:2":
      case "touching:3":
      case "touching:4": {
        const t = d as Extract<CombatantDeclaration, { kind: "Touch" }>;
        const i = Number(f.phase.slice("touching:".length)) + 1;
        return i <= (t.also?.length ?? 0) ? touchNext(state, f, i) : finish(state, f);
      }
      case "using":
        // The item's spell has taken effect (or was lost): the item is used up, or a charge spent.
        return { phase: "gear:0" };
      case "moving":
        // A runner loses its Dex bonus to AC until its next turn, unless it has the Run feat
        // (seed 000 奔跑Run).
        if (d.kind === "Charge" || (d.kind === "Run" && !runnerKeepsDex(state, f.actor)))
          return { phase: "condition" };
        // A draw or a shield merged into the move comes at its end (footnote 4).
        if (changesGear(d)) return { phase: "gear:0" };
        return finish(state, f);
      default:
        return finish(state, f);
    }
  },
};

/**
 * The rule an action's `ActionTaken` cites: its kind's, or, for a special attack whose module
 * names one, that (a mount or dismount is a row of 表：战斗中的动作, not of 表：特殊攻击动作).
 */
function actionRule(d: CombatantDeclaration): string {
  if (d.kind !== "SpecialAttack") return ACTION_RULE[d.kind];
  return specialAttack(d.attack)?.actionRule ?? ACTION_RULE[d.kind];
}
