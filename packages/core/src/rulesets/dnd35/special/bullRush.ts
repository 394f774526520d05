import { beforeCountOf } from "../../../d20/durations/index.ts";
import { creatureGapFt } from "../../../d20/grid/index.ts";
import { windowFrame } from "../../../d20/windows/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { strengthTerms } from "../../3x/special/abilityChecks.ts";
import { sizeStepsLarger } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkCharge } from "../checkCharge.ts";
import { checkSquare } from "../checkGm.ts";
import { CONDITION } from "../conditions.ts";
import { moveFrame } from "../frames/move.ts";
import { isDown } from "../injury/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";

// A bull rush (seed 000 冲撞BULL RUSH): a standard action, or the end of a charge (a full-round
// action, +2 on the check); only against a creature at most one size larger. Moving into the
// defender's space provokes from every creature threatening the rusher (the defender too unless
// it has Improved Bull Rush); then opposed Str checks, +4 a size step from Medium, +4 stability.
// Won: the defender is pushed 5 ft straight back — with the rusher following, 5 ft more for each
// 5 points it won by, no farther than the rusher's speed and no farther than the way is clear.
// Lost: the rusher falls back to the square it came from.

const RULE = "dnd35.bullRush";

type BullRush = SpecialAttackOf<"BullRush">;

interface BullRushFrame extends Frame {
  readonly kind: "bullRush";
  readonly actor: string;
  readonly decl: BullRush;
  /** By how much the rusher won the check. */
  margin?: number;
  /** The rusher's square once the defender is pushed, when it follows. */
  follow?: Square;
}

function check(state: ThreeXState, actor: string, d: BullRush): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[d.target];
  if (target === undefined)
    return violation("noTarget", RULE, says("dnd35:violation.noTarget.none", { target: d.target }));
  if (d.target === actor) return violation("selfTarget", RULE, says("dnd35:violation.selfTarget"));
  if (target.vitals.state === "dead")
    return violation("deadTarget", RULE, says("dnd35:violation.deadTarget", { target: d.target }));
  if (sizeStepsLarger(me.spec.size, target.spec.size) > 1)
    return violation(
      "tooLarge",
      RULE,
      says("dnd35:violation.special.tooLarge", { attack: "bull rush", target: d.target }),
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
 * answered) → `check` (OpposedCheckRolled) → `push` (PositionSet, the defender) → `follow`
 * (PositionSet, the rusher) → done.
 */
const bullRushFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as BullRushFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    switch (f.phase) {
      case "charging":
        ctx.emit(
          "ConditionAdded",
          {
            target: f.actor,
            condition: CONDITION.charging,
            until: beforeCountOf(state, f.actor, 1),
            rule: "dnd35.charge",
          },
          f.cause,
        );
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
      case "push": {
        // 5 ft, and with the rusher following 5 ft more per 5 points won by, up to its speed.
        const wanted = f.decl.follow === true ? 5 + 5 * Math.floor(f.margin! / 5) : 5;
        const feet = Math.min(wanted, Math.max(5, speedFt(me.spec)));
        const squares = pushedTo(state, f, feet);
        const to = squares[squares.length - 1]!;
        if (f.decl.follow === true && squares.length > 1) f.follow = squares[squares.length - 2]!;
        else if (f.decl.follow === true) f.follow = state.combatants[f.decl.target]!.position;
        ctx.emit("PositionSet", { target: f.decl.target, to, rule: RULE }, f.cause);
        return;
      }
      default:
        ctx.emit("PositionSet", { target: f.actor, to: f.follow!, rule: RULE }, f.cause);
    }
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
      return pushedTo(state, f, 5).length > 0 ? { phase: "push" } : { done: true };
    }
    if (f.phase === "push" && event.type === "PositionSet")
      return f.follow !== undefined ? { phase: "follow" } : { done: true };
    return { done: true };
  },
  onChildDone(frame, _child, state) {
    const f = frame as BullRushFrame;
    // A rusher dropped by an attack of opportunity goes no further.
    if (isDown(state.combatants[f.actor]!.vitals)) return { done: true };
    if (f.phase === "moving") return { phase: "charging" };
    return { phase: "check" };
  },
};

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
