import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { isAttacking, triggeredReadiers } from "../../3x/ready/index.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { heldSpell } from "../casterSpells.ts";
import { ITEM_ACTIVITIES } from "../checkItems.ts";
import { provocation } from "../interrupts/provocation.ts";
import { specialAttack } from "../special/index.ts";
import { turningAttacked } from "../special/turningBroken.ts";
import { coupDeGraceAttack, firstAttack } from "./attackStart.ts";
import { castFrame } from "./cast.ts";
import { ACTION_RULE, slotOf } from "./declarationSlots.ts";
import { changesGear } from "./gearChange.ts";
import { itemCastFrame } from "./itemUse.ts";
import { moveFrame } from "./move.ts";
import type { TurnActionFrame } from "./turnAction.ts";

// The order of a turn action's phases (seed 000 表：战斗中的动作, 准备READY): which window or
// step comes next after each one, the action proper, and the frames a fired readied action
// starts from. The frame kind that steps through them is `turnAction.ts`.

/**
 * Before an attack: a readied action triggered by it (seed 000 准备READY: it resolves just before
 * the triggering action), then the attacks of opportunity the action itself provokes (seed 000
 * 表：战斗中的动作) — each a window, passed over when nobody is there to answer — then the action.
 */
export function windowsThen(state: ThreeXState, f: TurnActionFrame, from: "readied" | "provoke") {
  if (
    from === "readied" &&
    (f.decl.kind === "SpecialAttack"
      ? specialAttack(f.decl.attack)!.isAttack
      : isAttacking(f.decl.kind)) &&
    triggeredReadiers(state, { on: "attacks", by: f.actor }).length > 0
  )
    return { phase: "readied" };
  const p = provocation(state, f.actor, f.decl);
  if (p !== undefined && p.candidates.length > 0) return { phase: "provoke" };
  return actionProper(state, f);
}

/** After the "uses" window (or with none): fighting defensively first, then the action. */
export function afterUses(state: ThreeXState, f: TurnActionFrame) {
  const d = f.decl;
  if ((d.kind === "Attack" || d.kind === "FullAttack") && d.fightingDefensively === true)
    return { phase: "defensively" };
  return afterSpend(state, f);
}

/** After the action is paid for: the windows before it, or its movement, or the action itself. */
export function afterSpend(state: ThreeXState, f: TurnActionFrame) {
  const d = f.decl;
  switch (d.kind) {
    case "Attack":
    case "FullAttack":
    case "CoupDeGrace":
    case "Activity":
    case "Touch":
    case "SpecialAttack":
      return windowsThen(state, f, "readied");
    case "Move":
    case "FiveFootStep":
    case "Crawl":
    case "Charge":
    case "Run":
    case "Withdraw":
    case "MinimumMove":
      return {
        phase: "moving",
        push: moveFrame(state, {
          actor: f.actor,
          path: movePath(d),
          mode:
            d.kind === "FiveFootStep" ? "fiveFootStep" : d.kind === "Charge" ? "charge" : "walk",
          rule: ACTION_RULE[d.kind],
          cause: f.cause,
          exempt:
            d.kind === "Withdraw" ? "withdrawStart" : d.kind === "Crawl" ? "crawl" : undefined,
          minimum: d.kind === "MinimumMove",
        }),
      };
    default:
      return actionProper(state, f);
  }
}

/**
 * The touch of a held spell on the `i`-th of its targets: the first discharges the spell, the
 * others (allies touched in the same full-round action) take its effect too (seed 000 暂不散发).
 */
export function touchNext(state: ThreeXState, f: TurnActionFrame, i: number) {
  const d = f.decl as Extract<CombatantDeclaration, { kind: "Touch" }>;
  const target = [d.target, ...(d.also ?? [])][i]!;
  if (i === 0) f.spell = heldSpell(state, f.actor)!;
  return {
    phase: `touching:${i}`,
    push: castFrame(state, {
      caster: f.actor,
      spell: f.spell!,
      target,
      defensively: false,
      cause: f.cause,
      ...(i === 0 ? { discharging: true } : { alsoTouched: true }),
    }),
  };
}

/** The action itself, once any window before it has closed. */
export function actionProper(state: ThreeXState, f: TurnActionFrame) {
  const d = f.decl;
  // The turner's attack without a roll of the attack frame ends its turning first (驱散效果与持续时间).
  if (
    (d.kind === "CoupDeGrace" || d.kind === "SpecialAttack") &&
    turningAttacked(state, f.actor, d) !== undefined
  )
    return { phase: "unturn" };
  switch (d.kind) {
    case "Attack":
    case "FullAttack":
    case "Charge":
      // A target killed by a readied action or an interrupt is not attacked.
      if (state.combatants[d.target]?.vitals.state === "dead") return finish(state, f);
      return { phase: "attacked", push: firstAttack(state, f.actor, f.decl, f.cause) };
    case "CoupDeGrace":
      return { phase: "attacked", push: coupDeGraceAttack(state, f.actor, f.decl, f.cause) };
    case "Cast":
      return {
        phase: "acting",
        push: castFrame(state, {
          caster: f.actor,
          spell: d.spell,
          target: d.target,
          defensively: d.defensively === true,
          cause: f.cause,
        }),
      };
    case "Touch":
      return touchNext(state, f, 0);
    case "Activity":
      if (changesGear(d)) return { phase: "gear:0" };
      if (d.activity === "TowerShieldCover") return { phase: "condition" };
      if (ITEM_ACTIVITIES.has(d.activity))
        return { phase: "using", push: itemCastFrame(state, f.actor, d, f.cause) };
      if (d.activity === "StabilizeAlly") return { phase: "heal" };
      return d.activity === "StandUp" || d.activity === "DropProne"
        ? { phase: "activity" }
        : finish(state, f);
    case "SpecialAttack": {
      // The attempt itself, once the windows before it closed: an attack of opportunity that
      // damaged the attacker is told to it as `hurt` (a disarm or a grapple fails on it).
      const hurt = state.combatants[f.actor]!.damageTaken > (f.damageTakenBefore ?? 0);
      const step = f.attackSlot?.index ?? 0;
      const push = specialAttack(d.attack)!.start(state, f.actor, d as never, f.cause, hurt, step);
      return push === undefined ? finish(state, f) : { phase: "special", push };
    }
    case "FreeAction":
      return changesGear(d) ? { phase: "gear:0" } : ({ done: true } as const);
    case "Ready":
      return { phase: "ready" };
    case "TotalDefense":
    case "StartFullRound":
      return { phase: "condition" };
    case "CompleteFullRound":
      return { phase: "complete" };
    case "WakeSleeper":
      return { phase: "wake" };
    default:
      return { done: true } as const;
  }
}

/** Which of a declaration's gear changes a `gear:N` phase writes. */
export function gearStep(phase: string): number {
  return Number(phase.slice("gear:".length));
}

/** The squares a moving declaration walks. */
function movePath(d: CombatantDeclaration): readonly Square[] {
  switch (d.kind) {
    case "FiveFootStep":
    case "MinimumMove":
    case "Crawl":
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
export function finish(state: ThreeXState, f: TurnActionFrame) {
  const c = state.combatants[f.actor]!;
  const slot = slotOf(state, f.actor, f.decl);
  const strenuous = (slot === "standard" || slot === "fullRound") && f.fired !== true;
  return strenuous && c.vitals.state === "disabled"
    ? { phase: "strenuous" }
    : ({ done: true } as const);
}

/**
 * The frame that carries out a fired readied total defense or activity of the table (seed 000
 * 准备READY: 你准备的动作本身可能会遭受借机攻击), from the AoOs it provokes on; undefined when
 * nothing is left to resolve (an activity with no effect the engine models, and no AoO).
 */
export function firedActionFrame(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "TotalDefense" | "Activity" }>,
  cause: number,
): TurnActionFrame | undefined {
  const f: TurnActionFrame = { kind: "turnAction", phase: "", cause, actor, decl, fired: true };
  const p = provocation(state, actor, decl);
  if (p !== undefined && p.candidates.length > 0) return { ...f, phase: "provoke" };
  const next = actionProper(state, f);
  return "phase" in next && !("push" in next) ? { ...f, phase: next.phase } : undefined;
}

/**
 * The end of a readied item use that provoked nothing: the potion or scroll used up, or the
 * wand's charge spent (SRD magic items), after its spell resolved in the response frame.
 */
export function firedItemUsed(
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Activity" }>,
  cause: number,
): TurnActionFrame {
  return { kind: "turnAction", phase: "gear:0", cause, actor, decl, fired: true };
}
