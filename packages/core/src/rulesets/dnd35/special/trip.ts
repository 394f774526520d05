import type { Transition } from "../../../engine/ruleset.ts";
import type { Awaiting, Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { OpposedCheckSide } from "../../3x/log/facts.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { resistTerms, strengthTerms } from "../../3x/special/abilityChecks.ts";
import { sizeStepsLarger } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { CONDITION, has, isHelpless } from "../conditions.ts";
import { plainAttack } from "../frames/attackStart.ts";
import type { ChoiceFrame } from "../frames/choice.ts";
import { mountFallFrame } from "../frames/mountFall.ts";
import { isDown } from "../injury/index.ts";
import { opportunityWeapon } from "../interrupts/opportunity.ts";
import { provocation } from "../interrupts/provocation.ts";
import { landingSquare } from "../mounted/landing.ts";
import { rideTerms } from "../mounted/rideCheck.ts";
import { weaponOf } from "../roster.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// A trip (seed 000 拌摔TRIP): an unarmed melee touch attack — or one with a trip weapon — against
// a creature at most one size larger; on a hit, the attacker's Str against the defender's Str or
// Dex, +4 per size step from Medium, +4 stability; the loser of the check is the one who falls:
// the defender, or — tripped back — the attacker, unless it lets its trip weapon go. Both are
// choices the engine awaits: the defender's to trip back (可以立即作出反击: it may), then the
// tripper's, with a trip weapon, to drop it (可以丢弃该武器) — unless declared beforehand
// (`dropWeapon`). Improved Trip (SRD feat, outside the seeds): a free melee attack on the foe
// just tripped, as if the trip had not used the attack.

const RULE = "dnd35.trip";
const UNARMED = "unarmed-strike";
/** The defender's choice once the trip failed: trip back or not. */
export const TRIP_BACK_QUESTION = "trip.tripBack";
/** The tripper's, tripped back with a trip weapon: drop it (no trip back) or keep it. */
export const TRIP_DROP_QUESTION = "trip.dropWeapon";

type Trip = SpecialAttackOf<"Trip">;

interface TripFrame extends Frame {
  readonly kind: "trip";
  readonly actor: string;
  readonly decl: Trip;
  /** The iterative step of the full attack's slot it takes (0: made on its own). */
  readonly step: number;
}

/** The weapon the touch attack is made with: the trip weapon named, else an unarmed strike. */
function tripWeapon(d: Trip): string {
  return d.weapon ?? UNARMED;
}

function check(state: ThreeXState, actor: string, d: Trip): RuleViolation | undefined {
  const weapon = tripWeapon(d);
  const attack = checkAttack(
    state,
    actor,
    { target: d.target, weapon },
    state.combatants[actor]!.position,
  );
  if (attack !== undefined) return attack;
  const me = state.combatants[actor]!;
  const w = weaponOf(me, weapon)!;
  if (d.weapon !== undefined && w.trip !== true)
    return violation("notTripWeapon", RULE, says("dnd35:violation.trip.weapon", { weapon: w.id }));
  if (d.dropWeapon === true && d.weapon === undefined)
    return violation("nothingToDrop", RULE, says("dnd35:violation.trip.noWeaponToDrop"));
  const target = state.combatants[d.target]!;
  // 你只能绊摔体型比你大一级、体型和你相同或是更小的目标.
  if (sizeStepsLarger(me.spec.size, target.spec.size) > 1)
    return violation(
      "tooLarge",
      RULE,
      says("dnd35:violation.special.tooLarge", { attack: "trip", target: d.target }),
    );
  if (has(target, CONDITION.prone))
    return violation(
      "alreadyProne",
      RULE,
      says("dnd35:violation.trip.prone", { target: d.target }),
    );
  return undefined;
}

/**
 * The defender's side of the trip: Str or Dex (the higher), size and stability; a mounted
 * defender may use Ride instead of Dex or Str (seed 000 绊摔乘骑中的对手: 防御者可以用“骑术”检定来代
 * 替他的敏捷或是力量检定), and does when it is higher.
 */
function defenderSide(state: ThreeXState, target: string): OpposedCheckSide {
  const c = state.combatants[target]!;
  const terms = resistTerms(c.spec, RULE);
  if (c.riding === undefined) return { who: target, check: "Str or Dex", bonus: terms };
  const [ride] = rideTerms(state, target);
  if (ride!.value <= terms[0]!.value) return { who: target, check: "Str or Dex", bonus: terms };
  const mounted = { ...ride!, rule: "dnd35.tripMounted" };
  return { who: target, check: "Ride", bonus: [mounted, ...terms.slice(1)] };
}

/** The tripper's Str check: Str, size, and Improved Trip's +4 (SRD feat, outside the seeds). */
function tripperTerms(state: ThreeXState, actor: string) {
  const spec = state.combatants[actor]!.spec;
  const terms = strengthTerms(spec, RULE);
  if (spec.feats.includes("ImprovedTrip"))
    terms.push({ label: "Improved Trip", value: 4, rule: "dnd35.feat.improvedTrip" });
  return terms;
}

/**
 * phases: the touch attack (a child) → `check` (OpposedCheckRolled) → `prone` (the defender
 * falls) → `free` (Improved Trip's attack, a child) | lost: `askBack` (the defender's choice, a
 * child) → `askDrop` (the tripper's, with a trip weapon) → `back` (the trip back,
 * OpposedCheckRolled) → `fallen` (the attacker falls) | `drop` (the trip weapon let go instead:
 * GearChanged) → done.
 */
const tripFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as TripFrame;
    const { state } = ctx;
    const target = f.decl.target;
    switch (f.phase) {
      case "check":
        rollOpposed(
          ctx,
          [
            { who: f.actor, check: "Str", bonus: tripperTerms(state, f.actor) },
            defenderSide(state, target),
          ],
          { attack: "Trip", purpose: "trip", rule: RULE },
          f.cause,
        );
        return;
      case "back":
        // 防御者则可以立即作出反击，用他的力量检定来对抗你的敏捷或是力量检定.
        rollOpposed(
          ctx,
          [
            {
              who: target,
              check: "Str",
              bonus: strengthTerms(state.combatants[target]!.spec, RULE),
            },
            {
              who: f.actor,
              check: "Str or Dex",
              bonus: resistTerms(state.combatants[f.actor]!.spec, RULE),
            },
          ],
          { attack: "Trip", purpose: "tripBack", rule: RULE },
          f.cause,
        );
        return;
      case "drop":
        ctx.emit(
          "GearChanged",
          {
            actor: f.actor,
            change: "drop",
            item: f.decl.weapon!,
            square: state.combatants[f.actor]!.position,
            rule: RULE,
          },
          f.cause,
        );
        return;
      default: {
        const victim = f.phase === "prone" ? target : f.actor;
        // 绊摔乘骑中的对手: 如果你成功了，就可以将骑手从他的坐骑上拉下来 — off first, then down.
        const mount = state.combatants[victim]!.riding;
        if (mount !== undefined) {
          ctx.emit(
            "MountChanged",
            {
              rider: victim,
              mount,
              change: "pulledOff",
              at: landingSquare(state, victim),
              rule: "dnd35.tripMounted",
            },
            f.cause,
          );
          return;
        }
        ctx.emit(
          "ConditionAdded",
          { target: victim, condition: CONDITION.prone, rule: RULE },
          f.cause,
        );
      }
    }
  },
  on(frame, event, state) {
    const f = frame as TripFrame;
    if (f.phase === "check" && event.type === "OpposedCheckRolled") {
      if (event.data.winner === f.actor) return { phase: "prone" };
      // 如果你失败了，防御者则可以立即作出反击: a defender that cannot act has no reaction.
      const foe = state.combatants[f.decl.target]!;
      return isDown(foe.vitals) || isHelpless(foe) ? { done: true } : { phase: "askBack" };
    }
    if (f.phase === "back" && event.type === "OpposedCheckRolled")
      return event.data.winner === f.decl.target ? { phase: "fallen" } : { done: true };
    // A rider pulled off its mount falls prone next (the same phase again).
    if ((f.phase === "prone" || f.phase === "fallen") && event.type === "MountChanged")
      return { phase: f.phase };
    if (f.phase === "prone" || f.phase === "fallen") {
      // A mount knocked down throws its rider (seed 000 骑乘战斗 如果你的坐骑在战斗中跌倒).
      const victim = f.phase === "prone" ? f.decl.target : f.actor;
      const fall = mountFallFrame(state, victim, f.cause);
      if (fall !== undefined) return { phase: `${f.phase}:falling`, push: fall };
      return f.phase === "prone" ? freeAttack(state, f) : { done: true };
    }
    if (f.phase === "drop") return { done: true };
    throw new Error(`invariant: trip frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, child, state) {
    const f = frame as TripFrame;
    if (f.phase === "askBack")
      return (child as ChoiceFrame).answer === "tripBack" ? dropOrBack(f) : { done: true };
    // 如果你自己在进行绊摔尝试的时候反遭对方的绊摔，你可以丢弃该武器以避免遭到对方的绊摔.
    if (f.phase === "askDrop")
      return (child as ChoiceFrame).answer === "drop" ? { phase: "drop" } : { phase: "back" };
    if (f.phase === "free" || f.phase === "fallen:falling") return { done: true };
    if (f.phase === "prone:falling") return freeAttack(state, f);
    return rollHit(child) ? { phase: "check" } : { done: true };
  },
  awaits(frame): Awaiting | undefined {
    const f = frame as TripFrame;
    if (f.phase === "askBack")
      return {
        kind: "choice",
        actor: f.decl.target,
        question: TRIP_BACK_QUESTION,
        options: ["tripBack", "decline"],
      };
    if (f.phase === "askDrop")
      return {
        kind: "choice",
        actor: f.actor,
        question: TRIP_DROP_QUESTION,
        options: ["keep", "drop"],
      };
    return undefined;
  },
};

/**
 * Tripped back: with a trip weapon the tripper may drop it instead — at once if it said so in
 * its declaration, else its choice; without one, the trip back is rolled.
 */
function dropOrBack(f: TripFrame): Transition {
  if (f.decl.weapon === undefined) return { phase: "back" };
  return f.decl.dropWeapon === true ? { phase: "drop" } : { phase: "askDrop" };
}

/**
 * Improved Trip (SRD feat): "you immediately get a melee attack against that opponent as if you
 * hadn't used your attack for the trip attempt" — the trip's own attack, full base attack, with
 * the trip weapon or a weapon in hand that threatens the foe; none if nothing does.
 */
function freeAttack(state: ThreeXState, f: TripFrame): Transition {
  const me = state.combatants[f.actor]!;
  if (!me.spec.feats.includes("ImprovedTrip")) return { done: true };
  const w = opportunityWeapon(state, f.actor, f.decl.target, f.decl.weapon);
  if (w === undefined) return { done: true };
  return {
    phase: "free",
    push: plainAttack({
      cause: f.cause,
      attacker: f.actor,
      target: f.decl.target,
      weaponId: w.id,
      twoHanded: w.handedness === "two-handed",
      index: f.step,
    }),
  };
}

/** The trip of 表：特殊攻击动作 (seed 000 拌摔TRIP). */
export const trip: SpecialAttackModule<"Trip"> = {
  attack: "Trip",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  // 你可以尝试用一次徒手近战攻击来绊摔对手: a melee attack, one of a full attack's too.
  inFullAttack: () => true,
  check,
  // 和正常的徒手攻击一样，这会引发目标的一次借机攻击; 精通绊摔 or a trip weapon: none.
  provocation(state, actor, d) {
    if (d.weapon !== undefined) return undefined;
    if (state.combatants[actor]!.spec.feats.includes("ImprovedTrip")) return undefined;
    const p = provocation(state, actor, { kind: "Attack", target: d.target, weapon: UNARMED });
    return p === undefined ? undefined : { ...p, trigger: "Trip", rule: RULE };
  },
  start(state, actor, d, cause, _hurt, step) {
    const frame: TripFrame = { kind: "trip", phase: "rolling", cause, actor, decl: d, step };
    return [
      frame,
      specialAttackRoll({
        attacker: actor,
        target: d.target,
        weaponId: weaponOf(state.combatants[actor]!, tripWeapon(d))!.id,
        rule: RULE,
        touch: true,
        cause,
        index: step,
      }),
    ];
  },
  frames: { trip: tripFrameKind },
};
