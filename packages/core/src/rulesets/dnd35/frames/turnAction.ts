import type { FrameKind } from "../../../engine/ruleset.ts";
import type { CombatState, Frame } from "../../../engine/state.ts";
import type { CombatantDeclaration } from "../../../log/declarations.ts";
import type { ActionSlot } from "../../../log/facts.ts";
import { turnRestriction } from "../actionEconomy.ts";
import { CONDITION, startedFullRound } from "../conditions.ts";
import { pathCostFt } from "../geometry.ts";
import { strenuousActionWhileDisabled } from "../injury/index.ts";
import { weaponOf } from "../roster.ts";
import { fullAttackSlots } from "../stats/fullAttack.ts";
import { attackFrame } from "./attack.ts";

/** A combatant's declared action being resolved. */
export interface TurnActionFrame extends Frame {
  readonly kind: "turnAction";
  readonly actor: string;
  readonly decl: CombatantDeclaration;
}

const SLOT: Record<CombatantDeclaration["kind"], ActionSlot | undefined> = {
  Attack: "standard",
  FullAttack: "fullRound",
  Move: "move",
  FiveFootStep: "fiveFootStep",
  Charge: "fullRound",
  TotalDefense: "standard",
  StartFullRound: "standard",
  CompleteFullRound: "standard",
  FreeAction: "free",
  EndTurn: undefined,
};

const RULE: Record<CombatantDeclaration["kind"], string> = {
  Attack: "dnd35.attackAction",
  FullAttack: "dnd35.fullAttack",
  Move: "dnd35.move",
  FiveFootStep: "dnd35.fiveFootStep",
  Charge: "dnd35.charge",
  TotalDefense: "dnd35.totalDefense",
  StartFullRound: "dnd35.startCompleteFullRound",
  CompleteFullRound: "dnd35.startCompleteFullRound",
  FreeAction: "dnd35.freeActions",
  EndTurn: "dnd35.actionTypes",
};

/** The frame for a declaration; a continuing full attack is just its next attack. */
export function turnActionFrame(
  state: CombatState,
  actor: string,
  decl: CombatantDeclaration,
  cause: number,
): Frame {
  const next = state.turn?.fullAttackNext;
  if (decl.kind === "Attack" && next !== undefined)
    return nextAttack(state, actor, decl, next, cause);
  const frame: TurnActionFrame = {
    kind: "turnAction",
    phase: decl.kind === "EndTurn" ? "end" : "spend",
    cause,
    actor,
    decl,
  };
  return frame;
}

/**
 * phases: `spend` (ActionTaken: the slot of the action-economy budget) → the action's own
 * phases (`defensively`, `move`, `condition`, `complete`, an attack child) → `strenuous` when a
 * disabled creature took a standard action (seed 000 瘫痪DISABLED) → done. `end` ends the turn.
 */
export const turnActionFrameKind: FrameKind = {
  step(ctx, frame) {
    const f = frame as TurnActionFrame;
    const { state } = ctx;
    const d = f.decl;
    switch (f.phase) {
      case "spend": {
        // A charge on a restricted turn is its single standard action (seed 000 冲锋CHARGE).
        const restricted =
          state.turn !== undefined && turnRestriction(state, state.turn) !== undefined;
        const slot = d.kind === "Charge" && restricted ? "standard" : SLOT[d.kind]!;
        ctx.emit(
          "ActionTaken",
          { actor: f.actor, slot, action: d.kind, rule: RULE[d.kind] },
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
            until: untilNextTurn(state, f.actor),
            rule: "dnd35.fightingDefensively",
          },
          f.cause,
        );
        return;
      case "move": {
        const path =
          d.kind === "FiveFootStep"
            ? [d.to]
            : d.kind === "Move" || d.kind === "Charge"
              ? d.path
              : [];
        const feet = pathCostFt(state.combatants[f.actor]!.position, path) ?? 0;
        const mode =
          d.kind === "FiveFootStep" ? "fiveFootStep" : d.kind === "Charge" ? "charge" : "walk";
        ctx.emit("Moved", { actor: f.actor, mode, path, feet, rule: RULE[d.kind] }, f.cause);
        return;
      }
      case "condition": {
        const condition =
          d.kind === "TotalDefense"
            ? CONDITION.totalDefense
            : d.kind === "Charge"
              ? CONDITION.charging
              : startedFullRound(d.kind === "StartFullRound" ? d.action : "");
        ctx.emit(
          "ConditionAdded",
          {
            target: f.actor,
            condition,
            until:
              d.kind === "StartFullRound"
                ? afterNextTurn(state, f.actor)
                : untilNextTurn(state, f.actor),
            rule: RULE[d.kind],
          },
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
            rule: RULE[d.kind],
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
    }
    throw new Error(`invariant: turn action frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as TurnActionFrame;
    const d = f.decl;
    switch (f.phase) {
      case "spend":
        if ((d.kind === "Attack" || d.kind === "FullAttack") && d.fightingDefensively === true)
          return { phase: "defensively" };
        return afterSpend(state, f);
      case "defensively":
        return afterSpend(state, f);
      case "move":
        if (d.kind === "Charge") return { phase: "condition" };
        return { done: true };
      case "condition":
        if (d.kind === "Charge") return { phase: "attacked", push: firstAttack(state, f, true) };
        return finish(state, f);
      case "complete":
        return finish(state, f);
      case "strenuous":
      case "end":
        return { done: true };
    }
    throw new Error(`invariant: turn action frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, _child, state) {
    return finish(state, frame as TurnActionFrame);
  },
};

function afterSpend(state: CombatState, f: TurnActionFrame) {
  switch (f.decl.kind) {
    case "Attack":
    case "FullAttack":
      return { phase: "attacked", push: firstAttack(state, f, false) };
    case "Move":
    case "FiveFootStep":
    case "Charge":
      return { phase: "move" };
    case "TotalDefense":
    case "StartFullRound":
      return { phase: "condition" };
    case "CompleteFullRound":
      return { phase: "complete" };
    case "FreeAction":
    case "EndTurn":
      return { done: true } as const;
  }
}

/** A disabled creature pays for a standard action with 1 hp after it (seed 000 瘫痪DISABLED). */
function finish(state: CombatState, f: TurnActionFrame) {
  const c = state.combatants[f.actor]!;
  const strenuous = SLOT[f.decl.kind] === "standard" || SLOT[f.decl.kind] === "fullRound";
  return strenuous && c.vitals.state === "disabled"
    ? { phase: "strenuous" }
    : ({ done: true } as const);
}

function firstAttack(state: CombatState, f: TurnActionFrame, charge: boolean) {
  const d = f.decl as Extract<CombatantDeclaration, { kind: "Attack" | "FullAttack" | "Charge" }>;
  const spec = state.combatants[f.actor]!.spec;
  const w = weaponOf(spec, d.weapon)!;
  const twoWeapon = d.kind === "FullAttack" && spec.offHand !== undefined;
  return attackFrame({
    cause: f.cause,
    attacker: f.actor,
    target: d.target,
    weaponId: w.id,
    hand: d.hand ?? "main",
    index: 0,
    twoWeapon,
    twoHanded: d.twoHanded === true || w.handedness === "two-handed",
    lethal: d.lethal === true,
    nonlethal: d.nonlethal === true,
    charge,
    ...(d.kind === "FullAttack" ? { slot: 0 } : {}),
  });
}

/** The next attack of a full attack in progress, from the attacker's full-attack slots. */
function nextAttack(
  state: CombatState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Attack" }>,
  slot: number,
  cause: number,
) {
  const spec = state.combatants[actor]!.spec;
  const s = fullAttackSlots(spec)[slot]!;
  const w = weaponOf(spec, s.weaponId)!;
  return attackFrame({
    cause,
    attacker: actor,
    target: decl.target,
    weaponId: w.id,
    hand: s.hand,
    index: s.index,
    twoWeapon: spec.offHand !== undefined,
    twoHanded: decl.twoHanded === true || w.handedness === "two-handed",
    lethal: decl.lethal === true,
    nonlethal: decl.nonlethal === true,
    charge: false,
    slot,
  });
}

/** Until just before the creature's count next round (seed 000 战斗轮: a round runs count to count). */
export function untilNextTurn(state: CombatState, id: string) {
  const entry = state.order.find((e) => e.id === id);
  return { round: state.round + 1, count: entry?.count ?? 0, before: id };
}

function afterNextTurn(state: CombatState, id: string) {
  const entry = state.order.find((e) => e.id === id);
  return { round: state.round + 2, count: entry?.count ?? 0, before: id };
}
