import { creatureGapFt } from "../../../d20/grid/index.ts";
import { windowFrame } from "../../../d20/windows/index.ts";
import type { Transition } from "../../../engine/ruleset.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { strengthTerms } from "../../3x/special/abilityChecks.ts";
import { BULL_RUSH_STRAY_PERCENT, type Stray } from "../../3x/special/stray.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkCharge } from "../checkCharge.ts";
import { checkSquare } from "../checkGm.ts";
import { moveFrame } from "../frames/move.ts";
import { isDown } from "../injury/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { emitCharging } from "./charging.ts";
import { checkOpponent } from "./checkOpponent.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";

// A bull rush (seed 000 冲撞BULL RUSH): a standard action, or the end of a charge (a full-round
// action, +2 on the check); only against a creature at most one size larger. Moving into the
// defender's space provokes from every creature threatening the rusher (the defender too unless
// it has Improved Bull Rush); then opposed Str checks, +4 a size step from Medium, +4 stability.
// Won: the defender is pushed 5 ft straight back — with the rusher following, 5 ft more for each
// 5 points it won by, no farther than the rusher's speed and no farther than the way is clear.
// The push provokes from all who threaten the defender but the rusher, the rusher's following
// from all who threaten it but the defender; an attack of opportunity on either of the two, by
// another than the other, strikes the other on a d% of 25 or less (`bullRushStray`).
// Lost: the rusher falls back to the square it came from.

const RULE = "dnd35.bullRush";

type BullRush = SpecialAttackOf<"BullRush">;

interface BullRushFrame extends Frame {
  readonly kind: "bullRush";
  readonly actor: string;
  readonly decl: BullRush;
  /** By how much the rusher won the check. */
  margin?: number;
  /** The defender's square before the push, and the squares it is pushed through. */
  pushFrom?: Square;
  pushPath?: readonly Square[];
}

function check(state: ThreeXState, actor: string, d: BullRush): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const opponent = checkOpponent(state, actor, d.target, RULE, { attack: "bull rush" });
  if (opponent !== undefined) return opponent;
  const target = state.combatants[d.target]!;
  // A rider fills its mount's space (seed 000 骑乘战斗): the one to push is the mount.
  if (target.riding !== undefined)
    return violation(
      "targetRider",
      "dnd35.mountSpace",
      says("dnd35:violation.mounted.targetRider", {
        rider: d.target,
        mount: target.riding,
        attack: "bull rush",
      }),
    );
  if (d.path !== undefined)
    return checkCharge(state, actor, { kind: "Charge", target: d.target, path: d.path });
  // Without a charge, the rusher starts beside the defender: it moves into its space.
  if (creatureGapFt(me, target) > 5)
    return violation(
      "notAdjacent",
      RULE,
      says("dnd35:violation.bullRush.adjacent", { target: d.target }),
    );
  return undefined;
}

/** The rusher's terms: Str, size, +2 charging, Improved Bull Rush's +4 (SRD feat). */
function rusherTerms(state: ThreeXState, f: BullRushFrame) {
  const spec = state.combatants[f.actor]!.spec;
  const terms = strengthTerms(spec, RULE);
  if (f.decl.path !== undefined) terms.push({ label: "charging", value: 2, rule: RULE });
  if (spec.feats.includes("ImprovedBullRush"))
    terms.push({ label: "Improved Bull Rush", value: 4, rule: "dnd35.feat.improvedBullRush" });
  return terms;
}

/** The defender's terms: Str, size and +4 stability (腿如果超过2只，或是有其它可以稳住身形的依靠). */
function defenderTerms(state: ThreeXState, id: string) {
  const spec = state.combatants[id]!.spec;
  const terms = strengthTerms(spec, RULE);
  if (spec.steady === true) terms.push({ label: "stability", value: 4, rule: RULE });
  return terms;
}

/** Who threatens the rusher as it moves into the defender's space. */
function provokedBy(state: ThreeXState, f: BullRushFrame): string[] {
  const me = state.combatants[f.actor]!;
  const improved = me.spec.feats.includes("ImprovedBullRush");
  return opportunityCandidates(state, f.actor, me.position).filter(
    (id) => !(improved && id === f.decl.target),
  );
}

/** The defender's square after `steps` 5-ft steps straight away from the rusher, as far as clear. */
function pushedTo(state: ThreeXState, f: BullRushFrame, feet: number): Square[] {
  const me = state.combatants[f.actor]!;
  const foe = state.combatants[f.decl.target]!;
  const dx = Math.sign(foe.position.x - me.position.x);
  const dy = Math.sign(foe.position.y - me.position.y);
  const squares: Square[] = [];
  let at = foe.position;
  for (let ft = 5; ft <= feet; ft += 5) {
    const next = { x: at.x + dx, y: at.y + dy };
    if (checkSquare(state, next, f.decl.target, foe.spec.size) !== undefined) break;
    squares.push(next);
    at = next;
  }
  return squares;
}

/**
 * phases: `charging` (after a charge's move: ConditionAdded) → `provoke` (WindowOpened, its AoOs
 * answered) → `check` (OpposedCheckRolled) → `pushing` (the defender's forced move, a child) →
 * `following` (the rusher's, a child) → done.
 */
const bullRushFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as BullRushFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    switch (f.phase) {
      case "charging":
        emitCharging(ctx, f.actor, f.cause);
        return;
      case "provoke":
        ctx.emit(
          "WindowOpened",
          {
            window: "opportunity",
            candidates: provokedBy(state, f),
            trigger: "BullRush",
            rule: RULE,
            provoker: f.actor,
            at: me.position,
          },
          f.cause,
        );
        return;
      case "check":
        rollOpposed(
          ctx,
          [
            { who: f.actor, check: "Str", bonus: rusherTerms(state, f) },
            { who: f.decl.target, check: "Str", bonus: defenderTerms(state, f.decl.target) },
          ],
          { attack: "BullRush", purpose: "bullRush", rule: RULE },
          f.cause,
        );
        return;
    }
    throw new Error(`invariant: bull rush frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as BullRushFrame;
    if (f.phase === "charging") return next(state, f);
    if (f.phase === "provoke" && event.type === "WindowOpened")
      return { phase: "check", push: windowFrame(event.seq, event.data, f.cause) };
    if (f.phase === "check" && event.type === "OpposedCheckRolled") {
      if (event.data.winner !== f.actor) return { done: true };
      const last = event.data.rolls[event.data.rolls.length - 1]!;
      f.margin = last.totals[0]! - last.totals[1]!;
      return push(state, f);
    }
    return { done: true };
  },
  onChildDone(frame, _child, state) {
    const f = frame as BullRushFrame;
    if (f.phase === "pushing") return follow(state, f);
    if (f.phase === "following") return { done: true };
    // A rusher dropped by an attack of opportunity goes no further.
    if (isDown(state.combatants[f.actor]!.vitals)) return { done: true };
    if (f.phase === "moving") return { phase: "charging" };
    return { phase: "check" };
  },
};

/**
 * The push (冲撞结果): 5 ft, and with the rusher following 5 ft more per 5 points won by, up to
 * its speed and as far as the way is clear — a forced move that provokes from all who threaten
 * the defender but the rusher (当防御者被迫移动的时候，会引发借机攻击 … 你们并不会引发彼此的借机攻击).
 */
function push(state: ThreeXState, f: BullRushFrame): Transition {
  const me = state.combatants[f.actor]!;
  const wanted = f.decl.follow === true ? 5 + 5 * Math.floor(f.margin! / 5) : 5;
  const squares = pushedTo(state, f, Math.min(wanted, Math.max(5, speedFt(me.spec))));
  if (squares.length === 0) return { done: true };
  f.pushFrom = state.combatants[f.decl.target]!.position;
  f.pushPath = squares;
  return {
    phase: "pushing",
    push: moveFrame(state, {
      actor: f.decl.target,
      path: squares,
      mode: "pushed",
      rule: RULE,
      cause: f.cause,
      exempt: { except: f.actor },
    }),
  };
}

/**
 * The rusher following (如果你随他一起移动的话，你也会引发借机攻击): into the squares the defender
 * left, as far as it went (an attack of opportunity may have dropped it on the way), provoking
 * from all who threaten the rusher but the defender. A rusher that is down does not follow.
 */
function follow(state: ThreeXState, f: BullRushFrame): Transition {
  if (f.decl.follow !== true || isDown(state.combatants[f.actor]!.vitals)) return { done: true };
  const now = state.combatants[f.decl.target]!.position;
  const went = f.pushPath!.findIndex((q) => q.x === now.x && q.y === now.y);
  if (went < 0) return { done: true };
  // As many steps as the defender was pushed, the same way, from where the rusher stands: into
  // the squares it left (a larger defender's top-left square is not the one beside the rusher).
  const from = f.pushFrom!;
  const dx = f.pushPath![0]!.x - from.x;
  const dy = f.pushPath![0]!.y - from.y;
  const at = state.combatants[f.actor]!.position;
  const path = Array.from({ length: went + 1 }, (_, i) => ({
    x: at.x + dx * (i + 1),
    y: at.y + dy * (i + 1),
  }));
  return {
    phase: "following",
    push: moveFrame(state, {
      actor: f.actor,
      path,
      mode: "follow",
      rule: RULE,
      cause: f.cause,
      exempt: { except: f.decl.target },
    }),
  };
}

/**
 * The stray of an attack of opportunity by `attacker` on `target` during a bull rush (冲撞BULL
 * RUSH 开始冲撞): on the rusher by another than the defender, or on the defender by another than the
 * rusher, a d% of 25 or less strikes the other. The bull rush is the nearest on the stack, once
 * the rusher is entering the defender's space (a charge's approach is not yet the bull rush).
 */
export function bullRushStray(
  state: ThreeXState,
  attacker: string,
  target: string,
): Stray | undefined {
  for (let i = state.frames.length - 1; i >= 0; i--) {
    const f = state.frames[i]!;
    if (f.kind !== "bullRush") continue;
    if (f.phase === "moving") return undefined;
    const { actor, decl } = f as BullRushFrame;
    const other = target === actor ? decl.target : target === decl.target ? actor : undefined;
    if (other === undefined || other === attacker) return undefined;
    if (state.combatants[other]?.vitals.state === "dead") return undefined;
    return { kind: "chance", other, percent: BULL_RUSH_STRAY_PERCENT, rule: RULE };
  }
  return undefined;
}

/** After the charge: the window of those the rusher's entry provokes, if anyone, else the check. */
function next(state: ThreeXState, f: BullRushFrame) {
  return provokedBy(state, f).length > 0 ? { phase: "provoke" } : { phase: "check" };
}

/** The bull rush of 表：特殊攻击动作 (seed 000 冲撞BULL RUSH). */
export const bullRush: SpecialAttackModule<"BullRush"> = {
  attack: "BullRush",
  rule: RULE,
  isAttack: true,
  // 你可以用一个标准动作来进行冲撞（视为一次攻击动作），或是作为冲锋动作的一部分.
  slot: (_state, _actor, d) => (d.path === undefined ? "standard" : "fullRound"),
  check,
  // The rusher's entry into the defender's space provokes: its own frame opens that window,
  // after a charge's move.
  provocation: () => undefined,
  start(state, actor, d, cause) {
    const frame: BullRushFrame = { kind: "bullRush", phase: "check", cause, actor, decl: d };
    if (d.path !== undefined)
      return [
        { ...frame, phase: "moving" },
        moveFrame(state, { actor, path: d.path, mode: "charge", rule: "dnd35.charge", cause }),
      ];
    return { ...frame, phase: provokedBy(state, frame).length > 0 ? "provoke" : "check" };
  },
  frames: { bullRush: bullRushFrameKind },
};
