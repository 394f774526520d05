import type { FrameKind } from "../../../engine/ruleset.ts";
import type { CombatState, Frame } from "../../../engine/state.ts";
import { isViolation } from "../../../engine/violation.ts";
import type { CombatantDeclaration } from "../../../log/declarations.ts";
import type { ActionSlot } from "../../../log/facts.ts";
import type { Square } from "../../../model/ids.ts";
import { turnRestriction } from "../actionEconomy.ts";
import { MINIMUM_MOVE_FT } from "../battlefield/minimumMove.ts";
import { pathCost } from "../battlefield/movementCost.ts";
import { runnerKeepsDex } from "../battlefield/run.ts";
import { spaceSquares } from "../battlefield/space.ts";
import { terrainGrid } from "../battlefield/terrainGrid.ts";
import { CONDITION, startedFullRound } from "../conditions.ts";
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

/** The declarations a combatant can make under dnd35 (inputs from outside are checked against it). */
export function isDeclarationKind(kind: unknown): kind is CombatantDeclaration["kind"] {
  return typeof kind === "string" && Object.hasOwn(SLOT, kind);
}

const SLOT: Record<CombatantDeclaration["kind"], ActionSlot | undefined> = {
  Attack: "standard",
  FullAttack: "fullRound",
  Move: "move",
  FiveFootStep: "fiveFootStep",
  Charge: "fullRound",
  CoupDeGrace: "fullRound",
  Run: "fullRound",
  Withdraw: "fullRound",
  MinimumMove: "fullRound",
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
  CoupDeGrace: "dnd35.coupDeGrace",
  Run: "dnd35.run",
  Withdraw: "dnd35.withdraw",
  MinimumMove: "dnd35.minimumMove",
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
        // A charge or a withdraw on a restricted turn is its single standard action (seed 000
        // 冲锋CHARGE, 撤退Withdraw 受限撤退).
        const restricted =
          state.turn !== undefined && turnRestriction(state, state.turn) !== undefined;
        const slot =
          (d.kind === "Charge" || d.kind === "Withdraw") && restricted ? "standard" : SLOT[d.kind]!;
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
        const path = movePath(d);
        const me = state.combatants[f.actor]!;
        const priced = pathCost(
          terrainGrid(state.map),
          me.position,
          path,
          spaceSquares(me.spec.size),
        );
        if (isViolation(priced)) throw new Error(`invariant: a checked path: ${priced.message}`);
        // The minimum move covers 5 ft whatever the square would cost (seed 000 最小移动).
        const feet = d.kind === "MinimumMove" ? MINIMUM_MOVE_FT : priced.feet;
        // Run, withdraw and minimum move are walks as far as "moved this round" goes; the
        // declaration the fact points to (`cause`) says which.
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
        // A runner loses its Dex bonus to AC until its next turn, unless it has the Run feat
        // (seed 000 奔跑Run).
        if (d.kind === "Charge" || (d.kind === "Run" && !runnerKeepsDex(state, f.actor)))
          return { phase: "condition" };
        return finish(state, f);
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
    case "CoupDeGrace":
      return { phase: "attacked", push: coupDeGraceAttack(state, f) };
    case "Move":
    case "FiveFootStep":
    case "Charge":
    case "Run":
    case "Withdraw":
    case "MinimumMove":
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

/** The squares a moving declaration walks. */
function movePath(d: CombatantDeclaration): readonly Square[] {
  switch (d.kind) {
    case "FiveFootStep":
    case "MinimumMove":
      return [d.to];
    case "Move":
    case "Charge":
    case "Run":
    case "Withdraw":
      return d.path;
    default:
      return [];
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
    thrown: d.thrown === true,
    nonlethal: d.nonlethal === true,
    charge,
    ...(d.kind === "FullAttack" ? { slot: 0 } : {}),
  });
}

/** The automatic critical hit of a coup de grace (seed 000 无助的防御者 致命一击). */
function coupDeGraceAttack(state: CombatState, f: TurnActionFrame) {
  const d = f.decl as Extract<CombatantDeclaration, { kind: "CoupDeGrace" }>;
  const w = weaponOf(state.combatants[f.actor]!.spec, d.weapon)!;
  return attackFrame({
    cause: f.cause,
    attacker: f.actor,
    target: d.target,
    weaponId: w.id,
    hand: "main",
    index: 0,
    twoWeapon: false,
    twoHanded: w.handedness === "two-handed",
    // A blow meant to kill: an unarmed one deals lethal damage.
    lethal: true,
    thrown: false,
    nonlethal: false,
    charge: false,
    coupDeGrace: true,
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
    thrown: decl.thrown === true,
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
