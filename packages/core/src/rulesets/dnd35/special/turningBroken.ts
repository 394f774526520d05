import { creatureGapFt } from "../../../d20/grid/index.ts";
import { type Arrival, positionBefore } from "../../../d20/movement/index.ts";
import type { EngineContext } from "../../../engine/context.ts";
import type { FightEventMap } from "../../../log/fightEvent.ts";
import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { approachBreaksTurning, attackBreaksTurning } from "../../3x/special/turning.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import type { MoveFrame } from "../frames/move.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

// A turning its turner breaks (seed 000 驱散或斥喝不死生物 驱散效果与持续时间): the turned creature
// overcomes it when its turner approaches within 10 ft of it, attacks it in melee, or attacks it
// from closer than 10 ft; standing within 10 ft does not break it, nor does anyone else's attack.
// The turning ends by a `ConditionRemoved` citing why, so the narration can say it. Most fights
// have no turned creature: each test looks for a turning by the creature first, and that is all.

const TURNED = "turned:";
const COLON = 58;

/** Why a turning ended, as the rule its `ConditionRemoved` cites. */
export const TURNING_BROKEN = {
  approach: "dnd35.turningBrokenApproach",
  melee: "dnd35.turningBrokenMelee",
  rangedClose: "dnd35.turningBrokenClose",
} as const satisfies Record<string, Dnd35RuleId>;

/** The turned condition `turner` put on `c` (`turned:<turner>:<check>`), if any. */
export function turningBy(c: ThreeXCombatant, turner: string): string | undefined {
  const conditions = c.conditions;
  // A loop over the names in place: asked on every attack roll, and most carry no condition.
  for (let i = 0; i < conditions.length; i++) {
    const name = conditions[i]!.name;
    if (
      name.startsWith(TURNED) &&
      name.startsWith(turner, TURNED.length) &&
      name.charCodeAt(TURNED.length + turner.length) === COLON
    )
      return name;
  }
  return undefined;
}

/** Whether any creature still standing carries a turning by `turner` (the common case: no). */
function anyTurnedBy(state: ThreeXState, turner: string): boolean {
  // Only a turning check of its own turns a creature (no GM or scenario names `turned:`): a
  // creature that never turned has turned nobody — the common case, asked once per stretch.
  if (state.combatants[turner]!.turnsUsed === 0) return false;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.conditions.length > 0 && c.vitals.state !== "dead" && turningBy(c, turner) !== undefined)
      return true;
  }
  return false;
}

/**
 * The first creature, in roster order, whose turning by `turner` a step from `from` to `to`
 * breaks: it ends within 10 ft of the creature and closer than it began.
 */
export function brokenByStep(
  state: ThreeXState,
  turner: string,
  from: Square,
  to: Square,
): string | undefined {
  const spec = state.combatants[turner]!.spec;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.conditions.length === 0 || c.vitals.state === "dead") continue;
    if (turningBy(c, turner) === undefined) continue;
    const before = creatureGapFt({ position: from, spec }, c);
    if (approachBreaksTurning(before, creatureGapFt({ position: to, spec }, c))) return id;
  }
  return undefined;
}

/** Ends `target`'s turning by `turner`, citing why. */
export function breakTurning(
  ctx: EngineContext<ThreeXState, FightEventMap>,
  target: string,
  turner: string,
  why: keyof typeof TURNING_BROKEN,
  cause: number,
): void {
  const condition = turningBy(ctx.state.combatants[target]!, turner)!;
  ctx.emit("ConditionRemoved", { target, condition, rule: TURNING_BROKEN[why] }, cause);
}

/**
 * The move frame's arrival: a step of the turner that breaks a turning ends it on arriving,
 * before any window that step opens (a readied action it triggers), so the walk stops there.
 */
export const turningApproach: Arrival<ThreeXState, MoveFrame> = {
  fact: "ConditionRemoved",
  // A turner pushed by a bull rush does not approach of its own (向它们逼近): only its own moves.
  watching: (state, f) => f.mode !== "pushed" && anyTurnedBy(state, f.actor),
  due: (state, f, k) =>
    brokenByStep(state, f.actor, positionBefore(f, k - 1), positionBefore(f, k)) !== undefined,
  emit(ctx, f) {
    const k = f.walked;
    const id = brokenByStep(ctx.state, f.actor, positionBefore(f, k - 1), positionBefore(f, k))!;
    breakTurning(ctx, id, f.actor, "approach", f.cause);
  },
};

/**
 * Whether `attacker`'s attack on `target` breaks a turning, and why: the turner's melee attack
 * on it, or its ranged attack from closer than 10 ft; nobody else's.
 */
export function brokenByAttack(
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  ranged: boolean,
): keyof typeof TURNING_BROKEN | undefined {
  if (attacker.turnsUsed === 0 || target.conditions.length === 0) return undefined;
  if (turningBy(target, attacker.spec.id) === undefined) return undefined;
  return attackBreaksTurning(ranged, creatureGapFt(attacker, target));
}

/** The special attacks made in melee on their `target` (an aid another's roll is at the foe). */
const MELEE_SPECIALS: ReadonlySet<string> = new Set([
  "AidAnother",
  "BullRush",
  "Disarm",
  "Grapple",
  "Overrun",
  "Sunder",
  "Trip",
]);

/**
 * The turning an action with no attack roll of the attack frame's own breaks before it starts:
 * the turner's coup de grace, its special attacks on the turned creature (a disarm, a bull rush,
 * an aid another's roll at it …) in melee, a splash weapon thrown at it from closer than 10 ft.
 */
export function turningAttacked(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
): { readonly target: string; readonly why: keyof typeof TURNING_BROKEN } | undefined {
  let target: string | undefined;
  let ranged = false;
  if (decl.kind === "CoupDeGrace") target = decl.target;
  else if (decl.kind === "SpecialAttack") {
    if (decl.attack === "ThrowSplash") {
      target = decl.target;
      ranged = true;
    } else if (MELEE_SPECIALS.has(decl.attack)) target = (decl as { target?: string }).target;
  }
  const t = target === undefined ? undefined : state.combatants[target];
  if (t === undefined) return undefined;
  const why = brokenByAttack(state.combatants[actor]!, t, ranged);
  return why === undefined ? undefined : { target: target!, why };
}
