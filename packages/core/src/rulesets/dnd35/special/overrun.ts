import { overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import { windowFrame } from "../../../d20/windows/index.ts";
import type { Awaiting, Frame } from "../../../engine/state.ts";
import { isViolation, type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { resistTerms, strengthTerms } from "../../3x/special/abilityChecks.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { turnRestriction } from "../actionEconomy.ts";
import { checkPath, slowedAt } from "../battlefield/checkPath.ts";
import { CONDITION, isHelpless } from "../conditions.ts";
import { plainAttack } from "../frames/attackStart.ts";
import type { ChoiceFrame } from "../frames/choice.ts";
import { mountFallFrame } from "../frames/mountFall.ts";
import { moveFrame } from "../frames/move.ts";
import { isDown } from "../injury/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { hoofOf, mountedOverrunTerm, trampler } from "../mounted/trample.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { emitCharging } from "./charging.ts";
import { checkOpponent } from "./checkOpponent.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";

// An overrun (seed 000 闯越OVERRUN): during a move, a standard action to go through a creature's
// space — at most one size larger, once a round, not as part of a charge (the errata the
// translator notes, 冲锋时无法进行闯越). Step 1, the defender's attack of opportunity; step 2, it
// avoids (the overrunner moves on) or, step 3, blocks: Str against its Str or Dex, +4 a size
// step, +4 stability; won, it is prone and the move goes on; lost, it may knock the overrunner
// prone (its Str against Str or Dex, size only), whose move ends where it stands. Improved
// Overrun (SRD) leaves the defender no avoiding.

const RULE = "dnd35.overrun";
export const OVERRUN_QUESTION = "overrun.avoidOrBlock";

type Overrun = SpecialAttackOf<"Overrun">;

interface OverrunFrame extends Frame {
  readonly kind: "overrun";
  readonly actor: string;
  readonly decl: Overrun;
  /** Where in the path the defender's space begins. */
  readonly at: number;
}

/** The index of the first square of `path` inside the defender's space, or −1. */
function throughAt(state: ThreeXState, actor: string, d: Overrun): number {
  const foe = state.combatants[d.target];
  if (foe === undefined) return -1;
  const me = state.combatants[actor]!;
  const theirs = spaceOf(foe);
  return d.path.findIndex((sq) => overlaps(spaceAt(sq, me.spec.size), theirs));
}

function check(state: ThreeXState, actor: string, d: Overrun): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const opponent = checkOpponent(state, actor, d.target, RULE, { attack: "overrun" });
  if (opponent !== undefined) return opponent;
  // A rider fills its mount's space (seed 000 骑乘战斗): the creature to go through is the mount.
  const mount = state.combatants[d.target]!.riding;
  if (mount !== undefined)
    return violation(
      "targetRider",
      "dnd35.mountSpace",
      says("dnd35:violation.mounted.targetRider", { rider: d.target, mount, attack: "overrun" }),
    );
  const at = throughAt(state, actor, d);
  if (at < 0 || at === d.path.length - 1)
    return violation(
      "notThrough",
      RULE,
      says("dnd35:violation.overrun.through", { target: d.target }),
    );
  if (d.charge === true) {
    const charge = checkChargeOverrun(state, actor, d);
    if (charge !== undefined) return charge;
  }
  // A charge's move: up to double speed (only speed on a restricted turn, seed 000 冲锋CHARGE).
  const speed = speedFt(me.spec);
  const restricted = state.turn !== undefined && turnRestriction(state, state.turn) !== undefined;
  const walked = checkPath(state, actor, d.path, {
    budgetFt: d.charge === true && !restricted ? speed * 2 : speed,
    rule: d.charge === true ? "dnd35.charge" : RULE,
    through: d.target,
    ...(d.charge === true ? { charging: true } : {}),
  });
  if (isViolation(walked)) return walked;
  // A charge moves 10 ft at least (seed 000 冲锋CHARGE).
  if (d.charge === true && walked.feet < 10)
    return violation("chargeTooShort", "dnd35.charge", says("dnd35:violation.chargeTooShort"));
  return undefined;
}

/**
 * An overrun as part of a charge: only under the house option `overrunOnCharge` (the errata the
 * translator notes forbids it, 冲锋时无法进行闯越); then a charge's move — straight on (every step
 * the same way), nothing on the path to slow it (seed 000 冲锋时的移动).
 */
function checkChargeOverrun(
  state: ThreeXState,
  actor: string,
  d: Overrun,
): RuleViolation | undefined {
  if (state.options.overrunOnCharge !== true)
    return violation("overrunOnCharge", RULE, says("dnd35:violation.overrun.charge"));
  const rough = slowedAt(state, actor, d.path);
  if (rough !== undefined)
    return violation(
      "chargeHampered",
      "dnd35.charge",
      says("dnd35:violation.chargeHampered.path", { square: rough }),
    );
  let at = state.combatants[actor]!.position;
  let way: Square | undefined;
  for (const sq of d.path) {
    const step = { x: sq.x - at.x, y: sq.y - at.y };
    if (way !== undefined && (step.x !== way.x || step.y !== way.y))
      return violation(
        "chargeNotStraight",
        "dnd35.charge",
        says("dnd35:violation.overrun.straight"),
      );
    way = step;
    at = sq;
  }
  return undefined;
}

/** The part of the path before the defender's space, and the part from it on. */
function split(f: OverrunFrame): { before: Square[]; after: Square[] } {
  return { before: f.decl.path.slice(0, f.at), after: f.decl.path.slice(f.at) };
}

/**
 * phases: `approach` (a move up to the defender, a child) → `provoke` (its AoO) → `ask` (avoid or
 * block: awaited, answered as a child) → `check` (OpposedCheckRolled) → `prone` | `back` (its
 * knock back) → `fallen`; then `through` (the rest of the path, a child) → done.
 */
const overrunFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as OverrunFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    const t = f.decl.target;
    switch (f.phase) {
      case "charging":
        emitCharging(ctx, f.actor, f.cause);
        return;
      case "provoke":
        ctx.emit(
          "WindowOpened",
          {
            window: "opportunity",
            candidates: opportunityCandidates(state, f.actor, me.position).filter((id) => id === t),
            trigger: "Overrun",
            rule: RULE,
            provoker: f.actor,
            at: me.position,
          },
          f.cause,
        );
        return;
      case "check": {
        const mine = strengthTerms(me.spec, RULE);
        // 如果你是将闯越尝试作为冲锋动作的一个部分，就可以在你的力量检定上得到+2的加值.
        if (f.decl.charge === true) mine.push({ label: "charging", value: 2, rule: RULE });
        if (me.spec.feats.includes("ImprovedOverrun"))
          mine.push({ label: "Improved Overrun", value: 4, rule: "dnd35.feat.improvedOverrun" });
        const ridden = mountedOverrunTerm(state, f.actor);
        if (ridden !== undefined) mine.push(ridden);
        rollOpposed(
          ctx,
          [
            { who: f.actor, check: "Str", bonus: mine },
            { who: t, check: "Str or Dex", bonus: resistTerms(state.combatants[t]!.spec, RULE) },
          ],
          { attack: "Overrun", purpose: "overrun", rule: RULE },
          f.cause,
        );
        return;
      }
      case "back":
        // 用他的力量检定来对抗你的敏捷或是力量检定（要计入上文所述的体型调整值，但不包括其它调整值）.
        rollOpposed(
          ctx,
          [
            { who: t, check: "Str", bonus: strengthTerms(state.combatants[t]!.spec, RULE) },
            { who: f.actor, check: "Str or Dex", bonus: resistTerms(me.spec, RULE, false) },
          ],
          { attack: "Overrun", purpose: "knockBack", rule: RULE },
          f.cause,
        );
        return;
      default:
        ctx.emit(
          "ConditionAdded",
          { target: f.phase === "prone" ? t : f.actor, condition: CONDITION.prone, rule: RULE },
          f.cause,
        );
    }
  },
  on(frame, event, state) {
    const f = frame as OverrunFrame;
    switch (f.phase) {
      case "charging":
        return approach(state, f);
      case "provoke":
        if (event.type === "WindowOpened")
          return { phase: "ask", push: windowFrame(event.seq, event.data, f.cause) };
        return { done: true };
      case "check":
        if (event.type !== "OpposedCheckRolled") return { done: true };
        return event.data.winner === f.actor ? { phase: "prone" } : { phase: "back" };
      case "back":
        return event.type === "OpposedCheckRolled" && event.data.winner === f.decl.target
          ? { phase: "fallen" }
          : { done: true };
      case "prone": {
        // A ridden defender knocked down throws its rider (seed 000 如果你的坐骑在战斗中跌倒).
        const fall = mountFallFrame(state, f.decl.target, f.cause);
        return fall === undefined ? trampleOrThrough(state, f) : { phase: "thrown", push: fall };
      }
      case "fallen": {
        const fall = mountFallFrame(state, f.actor, f.cause);
        return fall === undefined ? { done: true } : { phase: "fallenThrown", push: fall };
      }
      default:
        return { done: true };
    }
  },
  onChildDone(frame, child, state) {
    const f = frame as OverrunFrame;
    if (isDown(state.combatants[f.actor]!.vitals)) return { done: true };
    switch (f.phase) {
      case "approach":
        return provokeOrAsk(state, f);
      case "thrown":
        return trampleOrThrough(state, f);
      case "trample":
        return through(state, f);
      case "ask": {
        if (child.kind !== "choice") return askOrBlock(state, f);
        // 步骤 2：对方是否避开你？ Avoided, the overrunner moves on through.
        return (child as ChoiceFrame).answer === "avoid" ? through(state, f) : { phase: "check" };
      }
      default:
        return { done: true };
    }
  },
  awaits(frame): Awaiting | undefined {
    const f = frame as OverrunFrame;
    if (f.phase !== "ask") return undefined;
    return {
      kind: "choice",
      actor: f.decl.target,
      question: OVERRUN_QUESTION,
      options: ["avoid", "block"],
    };
  },
};

/** The move up to the defender's space, if any is left, else its window or its choice. */
function approach(
  state: ThreeXState,
  f: OverrunFrame,
): { readonly phase: string; readonly push?: Frame } {
  const { before } = split(f);
  if (before.length > 0)
    return {
      phase: "approach",
      push: moveFrame(state, {
        actor: f.actor,
        path: before,
        mode: moveMode(f),
        rule: RULE,
        cause: f.cause,
      }),
    };
  return provokeOrAsk(state, f);
}

/** A charge's moves are a charge's (readied actions set against a charge see them). */
function moveMode(f: OverrunFrame) {
  return f.decl.charge === true ? ("charge" as const) : ("walk" as const);
}

/** The defender's window if it can take an AoO, else straight to its choice. */
function provokeOrAsk(state: ThreeXState, f: OverrunFrame) {
  const me = state.combatants[f.actor]!;
  const can = opportunityCandidates(state, f.actor, me.position).includes(f.decl.target);
  return can ? { phase: "provoke" } : askOrBlock(state, f);
}

/**
 * Improved Overrun (SRD), or a ridden mount's overrun with its rider's Trample (seed 000 乘骑闯越
 * （践踏）: 你的目标就无法选择避开你): no choice to avoid — straight to the block's check.
 */
function askOrBlock(state: ThreeXState, f: OverrunFrame) {
  if (state.combatants[f.actor]!.spec.feats.includes("ImprovedOverrun")) return { phase: "check" };
  if (trampler(state, f.actor) !== undefined) return { phase: "check" };
  // A defender down or helpless stops no one (seed 000 移动穿过某个方格: 无助状态): no choice.
  const foe = state.combatants[f.decl.target]!;
  if (isDown(foe.vitals) || isHelpless(foe)) return through(state, f);
  return { phase: "ask" };
}

/**
 * Trample (seed 000 乘骑闯越（践踏）: 如果你在闯越时成功地将目标击倒，你的坐骑还可以顺势对该目标进行
 * 一次蹄踢攻击): the mount's hoof on the target just knocked down, then on through; else on.
 */
function trampleOrThrough(state: ThreeXState, f: OverrunFrame) {
  const hoof = trampler(state, f.actor) === undefined ? undefined : hoofOf(state, f.actor);
  if (hoof === undefined || isDown(state.combatants[f.decl.target]!.vitals))
    return through(state, f);
  return {
    phase: "trample",
    push: plainAttack({
      cause: f.cause,
      attacker: f.actor,
      target: f.decl.target,
      weaponId: hoof.id,
      twoHanded: false,
    }),
  };
}

/** The rest of the move, through the defender's space and on (步骤 4：结果). */
function through(state: ThreeXState, f: OverrunFrame) {
  return {
    phase: "through",
    push: moveFrame(state, {
      actor: f.actor,
      path: split(f).after,
      mode: moveMode(f),
      rule: RULE,
      cause: f.cause,
    }),
  };
}

/** The overrun of 表：特殊攻击动作 (seed 000 闯越OVERRUN). */
export const overrun: SpecialAttackModule<"Overrun"> = {
  attack: "Overrun",
  rule: RULE,
  isAttack: false,
  // The move and the standard action taken during it: the turn's actions.
  slot: () => "fullRound",
  check,
  provocation: () => undefined,
  start(state, actor, d, cause) {
    const frame: OverrunFrame = {
      kind: "overrun",
      phase: "approach",
      cause,
      actor,
      decl: d,
      at: throughAt(state, actor, d),
    };
    // As part of a charge: charging (AC −2) from the start of the move (冲锋CHARGE).
    if (d.charge === true) return { ...frame, phase: "charging" };
    const next = approach(state, frame);
    return "push" in next
      ? [{ ...frame, phase: next.phase }, next.push as Frame]
      : { ...frame, phase: next.phase };
  },
  frames: { overrun: overrunFrameKind },
};
