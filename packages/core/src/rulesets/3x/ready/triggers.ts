import { spaceAt } from "../../../d20/grid/index.ts";
import { forEachAsked } from "../../../d20/windows/index.ts";
import type { Square } from "../../../model/ids.ts";
import { isHelpless, noActions } from "../conditions/index.ts";
import { canAct } from "../injury/index.ts";
import type { ActivityName, CombatantDeclaration, ReadyTrigger } from "../log/declarations.ts";
import type { ThreeXState } from "../state/index.ts";
import { threatens } from "../threat/index.ts";

/**
 * What a creature is doing that a readied action may answer (seed 000 准备一个动作; 3.0 alike, seed
 * 003 部分动作 "你准备了一个部分动作").
 */
export type TriggerEvent =
  | { readonly on: "casts" | "attacks" | "startsToMove"; readonly by: string }
  /** An action declared, before it resolves: its kind, and the activity an `Activity` is. */
  | {
      readonly on: "uses";
      readonly by: string;
      readonly action: CombatantDeclaration["kind"];
      readonly activity: ActivityName | undefined;
    }
  /** One step of a move, from square `from` to square `to` (top-left squares of its space). */
  | {
      readonly on: "step";
      readonly by: string;
      readonly from: Square;
      readonly to: Square;
      readonly charging: boolean;
    };

/**
 * The readiers whose trigger `e` is, in the order windows ask (initiative order): each has a
 * readied action, can act, and the trigger names the creature (or, naming none, it is an enemy).
 */
export function triggeredReadiers(state: ThreeXState, e: TriggerEvent): string[] {
  const out: string[] = [];
  if (!anyReadied(state)) return out;
  forEachAsked(state, (id) => {
    const r = state.combatants[id]!;
    // Not on the readier's own turn: the readied action comes after its turn ends and before its
    // next begins (seed 000 准备READY: 该动作必须在你回合结束后你新的回合开始前).
    if (id === e.by || id === state.turn?.actor || r.readied === undefined) return;
    // A readied action is an action: not while dazed or stunned (SRD conditions).
    if (!canAct(r.vitals) || isHelpless(r) || noActions(r) !== undefined) return;
    const t = r.readied.trigger;
    if (t.by === undefined ? r.spec.side === state.combatants[e.by]!.spec.side : t.by !== e.by)
      return;
    if (matches(state, id, t, e)) out.push(id);
  });
  return out;
}

/** Whether anyone has a readied action at all (the common case: no). */
function anyReadied(state: ThreeXState): boolean {
  for (const id of state.roster) if (state.combatants[id]!.readied !== undefined) return true;
  return false;
}

function matches(state: ThreeXState, readier: string, t: ReadyTrigger, e: TriggerEvent): boolean {
  if (e.on === "uses")
    return (
      t.on === "uses" &&
      t.action === e.action &&
      (t.activity === undefined || t.activity === e.activity)
    );
  if (e.on !== "step") return t.on === e.on;
  const r = state.combatants[readier]!;
  const mover = state.combatants[e.by]!;
  switch (t.on) {
    case "movesIntoReach":
    case "chargesIntoReach":
      if (t.on === "chargesIntoReach" && !e.charging) return false;
      return (
        !threatens(r, { position: e.from, spec: mover.spec }) &&
        threatens(r, { position: e.to, spec: mover.spec })
      );
    case "entersSquare":
      return !covers(e.from, mover.spec.size, t.square) && covers(e.to, mover.spec.size, t.square);
    default:
      return false;
  }
}

/** True when a creature of `size` standing at `at` occupies `square`. */
function covers(at: Square, size: Parameters<typeof spaceAt>[1], square: Square): boolean {
  const s = spaceAt(at, size);
  return square.x >= s.x && square.x < s.x + s.n && square.y >= s.y && square.y < s.y + s.n;
}

/**
 * The declarations that make an attack, for a readied "if it attacks" (seed 000 准备READY): each
 * is an attack roll the readied action comes just before.
 */
const ATTACKING: ReadonlySet<string> = new Set([
  "Attack",
  "FullAttack",
  "Charge",
  "CoupDeGrace",
  "Touch",
]);

/** Whether a declaration of this kind makes an attack roll (a trigger "attacks" answers it). */
export function isAttacking(kind: CombatantDeclaration["kind"]): boolean {
  return ATTACKING.has(kind);
}

/**
 * The readiers whose trigger is this declaration's kind (seed 000 准备一个动作: "uses a named
 * action"), asked just after it is declared, before it resolves.
 */
export function usesReadiers(state: ThreeXState, actor: string, d: CombatantDeclaration): string[] {
  // Asked at every declaration: no trigger built when nobody has readied anything (most turns).
  if (!anyReadied(state)) return [];
  return triggeredReadiers(state, {
    on: "uses",
    by: actor,
    action: d.kind,
    activity: d.kind === "Activity" ? d.activity : undefined,
  });
}

/** The trigger a "uses" window names: `uses` and the action, or the activity of the table. */
export function usesTrigger(d: CombatantDeclaration): string {
  return `uses ${d.kind === "Activity" ? d.activity : d.kind}`;
}
