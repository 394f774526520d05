import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { resistTerms, strengthTerms } from "../../3x/special/abilityChecks.ts";
import { sizeStepsLarger } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { CONDITION, has } from "../conditions.ts";
import { provocation } from "../interrupts/provocation.ts";
import { weaponOf } from "../roster.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// A trip (seed 000 拌摔TRIP): an unarmed melee touch attack — or one with a trip weapon — against
// a creature at most one size larger; on a hit, the attacker's Str against the defender's Str or
// Dex, +4 per size step from Medium, +4 stability; the loser of the check is the one who falls:
// the defender, or — tripped back — the attacker, unless it lets its trip weapon go.

const RULE = "dnd35.trip";
const UNARMED = "unarmed-strike";

type Trip = SpecialAttackOf<"Trip">;

interface TripFrame extends Frame {
  readonly kind: "trip";
  readonly actor: string;
  readonly decl: Trip;
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
 * falls) | `back` (its trip back, OpposedCheckRolled) → `fallen` (the attacker falls) | `drop`
 * (the trip weapon let go instead: GearChanged) → done.
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
            {
              who: target,
              check: "Str or Dex",
              bonus: resistTerms(state.combatants[target]!.spec, RULE),
            },
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
      default:
        ctx.emit(
          "ConditionAdded",
          {
            target: f.phase === "prone" ? target : f.actor,
            condition: CONDITION.prone,
            rule: RULE,
          },
          f.cause,
        );
    }
  },
  on(frame, event) {
    const f = frame as TripFrame;
    if (f.phase === "check" && event.type === "OpposedCheckRolled") {
      if (event.data.winner === f.actor) return { phase: "prone" };
      // 如果你自己在进行绊摔尝试的时候反遭对方的绊摔，你可以丢弃该武器以避免遭到对方的绊摔.
      return f.decl.dropWeapon === true ? { phase: "drop" } : { phase: "back" };
    }
    if (f.phase === "back" && event.type === "OpposedCheckRolled")
      return event.data.winner === f.decl.target ? { phase: "fallen" } : { done: true };
    if (f.phase === "drop" || f.phase === "prone" || f.phase === "fallen") return { done: true };
    throw new Error(`invariant: trip frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(_frame, child) {
    return rollHit(child) ? { phase: "check" } : { done: true };
  },
};

/** The trip of 表：特殊攻击动作 (seed 000 拌摔TRIP). */
export const trip: SpecialAttackModule<"Trip"> = {
  attack: "Trip",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  check,
  // 和正常的徒手攻击一样，这会引发目标的一次借机攻击; 精通绊摔 or a trip weapon: none.
  provocation(state, actor, d) {
    if (d.weapon !== undefined) return undefined;
    if (state.combatants[actor]!.spec.feats.includes("ImprovedTrip")) return undefined;
    const p = provocation(state, actor, { kind: "Attack", target: d.target, weapon: UNARMED });
    return p === undefined ? undefined : { ...p, trigger: "Trip", rule: RULE };
  },
  start(state, actor, d, cause) {
    const frame: TripFrame = { kind: "trip", phase: "rolling", cause, actor, decl: d };
    return [
      frame,
      specialAttackRoll({
        attacker: actor,
        target: d.target,
        weaponId: weaponOf(state.combatants[actor]!, tripWeapon(d))!.id,
        rule: RULE,
        touch: true,
        cause,
      }),
    ];
  },
  frames: { trip: tripFrameKind },
};
